import { expenseFileBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteExpenseFile } from '../files';

export const handler = defineHandler(
  'POST /auth/delete-expense-file',
  { body: expenseFileBody },
  async ({ ctx, body }) => deleteExpenseFile(ctx, body),
);
