import { defineHandler } from '../../platform/handler';
import { incomeCategories } from '../categories';

export const handler = defineHandler('GET /auth/get-all-income-categories', {}, async ({ ctx }) =>
  incomeCategories(ctx),
);
