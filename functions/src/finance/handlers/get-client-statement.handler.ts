import { clientStatementBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { clientStatementOf } from '../client-statement';

export const handler = defineHandler(
  'POST /auth/get-client-statement',
  { body: clientStatementBody },
  async ({ ctx, body }) => clientStatementOf(ctx, body),
);
