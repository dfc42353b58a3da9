import { saveExpenseBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { saveExpense } from '../expenses';

export const handler = defineHandler(
  'POST /auth/save-expense-manual',
  { body: saveExpenseBody },
  async ({ ctx, body }) => saveExpense(ctx, body),
);
