import { defineHandler } from '../../platform/handler';
import { listAccounts } from '../accounts';

export const handler = defineHandler('GET /auth/get-all-financial-accounts', {}, async ({ ctx }) =>
  listAccounts(ctx),
);
