import { budgetsBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { periodBudgets } from '../budgets';

export const handler = defineHandler(
  'POST /auth/get-budgets-for-selected-period',
  { body: budgetsBody },
  async ({ ctx, body }) => periodBudgets(ctx, body),
);
