import { createCategoryBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { createCategory } from '../categories';

export const handler = defineHandler(
  'POST /auth/create-expense-category',
  { body: createCategoryBody },
  async ({ ctx, body }) => createCategory(ctx, body),
);
