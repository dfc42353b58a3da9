import { periodBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { periodExpenses } from '../expenses';

export const handler = defineHandler(
  'POST /auth/get-expenses-for-selected-period',
  { body: periodBody },
  async ({ ctx, body }) => periodExpenses(ctx, body),
);
