import * as z from 'zod';
import { defineHandler } from '../../platform/handler';
import { localOutbox } from '../service';

export const outboxQuery = z.object({
  kind: z.enum(['email', 'sms'], { error: 'kind must be email or sms' }).default('email'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** Local mode: the emails and SMS the outbox holds, newest first, for a super admin. */
export const handler = defineHandler(
  'GET /auth/local-outbox',
  { query: outboxQuery },
  ({ ctx, query: q }) => localOutbox(ctx, q),
);
