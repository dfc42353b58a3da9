import { expensesPageBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { periodExpenses } from '../expenses';

export const handler = defineHandler(
  'POST /auth/get-expenses-for-selected-period',
  { body: expensesPageBody },
  async ({ ctx, body }) => periodExpenses(ctx, body),
);
