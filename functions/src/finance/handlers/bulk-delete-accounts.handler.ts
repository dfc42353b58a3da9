import { deleteAccountsBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteAccounts } from '../accounts';

export const handler = defineHandler(
  'POST /auth/bulk-delete-accounts',
  { body: deleteAccountsBody },
  async ({ ctx, body }) => deleteAccounts(ctx, body),
);
