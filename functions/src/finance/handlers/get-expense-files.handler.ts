import { expenseBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { expenseFiles } from '../files';

export const handler = defineHandler(
  'POST /auth/get-expense-files',
  { body: expenseBody },
  async ({ ctx, body }) => expenseFiles(ctx, body.expenseID),
);
