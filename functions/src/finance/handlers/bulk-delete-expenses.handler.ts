import { deleteExpensesBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteExpenses } from '../expenses';

export const handler = defineHandler(
  'POST /auth/bulk-delete-expenses',
  { body: deleteExpensesBody },
  async ({ ctx, body }) => deleteExpenses(ctx, body),
);
