import { expenseFileBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { downloadExpenseFile } from '../files';

export const handler = defineHandler(
  'POST /auth/download-expense-file',
  { body: expenseFileBody },
  async ({ ctx, body }) => downloadExpenseFile(ctx, body),
);
