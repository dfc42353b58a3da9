import { defineHandler } from '../../platform/handler';
import { dashboardCategories } from '../categories';

export const handler = defineHandler(
  'GET /auth/get-initial-finance-dashboard-data',
  {},
  async ({ ctx }) => dashboardCategories(ctx),
);
