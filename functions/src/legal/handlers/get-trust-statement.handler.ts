import { trustStatementBody } from '@shared/legal/trust-schemas';
import { defineHandler } from '../../platform/handler';
import { trustStatementOf } from '../trust';

export const handler = defineHandler(
  'POST /auth/get-trust-statement',
  { body: trustStatementBody },
  async ({ ctx, body }) => trustStatementOf(ctx, body),
);
