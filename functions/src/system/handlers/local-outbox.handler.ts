import { z } from 'zod';
import { defineHandler, reply } from '../../platform/handler';

export const outboxQuery = z.object({
  kind: z.enum(['email', 'sms'], { error: 'kind must be email or sms' }).default('email'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** Local mode: the emails and SMS the outbox holds, newest first, for a super admin. */
export const handler = defineHandler(
  'GET /auth/local-outbox',
  { query: outboxQuery },
  async ({ deps, query: q }) => {
    if (!deps.outbox)
      return reply(404, { error: 'The outbox exists only when Kantoor runs locally' });
    return deps.outbox.list(q.kind, q.limit);
  },
);
