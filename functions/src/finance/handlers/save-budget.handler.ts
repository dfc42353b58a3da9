import { saveBudgetBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { saveBudget } from '../budgets';

export const handler = defineHandler(
  'POST /auth/save-budget',
  { body: saveBudgetBody },
  async ({ ctx, body }) => saveBudget(ctx, body),
);
