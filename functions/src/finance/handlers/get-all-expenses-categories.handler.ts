import { defineHandler } from '../../platform/handler';
import { listExpenseCategories } from '../categories';

export const handler = defineHandler('GET /auth/get-all-expenses-categories', {}, async ({ ctx }) =>
  listExpenseCategories(ctx),
);
