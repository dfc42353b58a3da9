import { createBudgetBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { createBudget } from '../budgets';

export const handler = defineHandler(
  'POST /auth/create-budget',
  { body: createBudgetBody },
  async ({ ctx, body }) => createBudget(ctx, body),
);
