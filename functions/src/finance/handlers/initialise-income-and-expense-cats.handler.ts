import { defineHandler } from '../../platform/handler';
import { initialiseCategories } from '../categories';

export const handler = defineHandler(
  'GET /auth/initialise-income-and-expense-cats',
  {},
  async ({ ctx }) => initialiseCategories(ctx),
);
