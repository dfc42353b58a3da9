import { dashboardBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { dashboardData } from '../dashboard';

export const handler = defineHandler(
  'POST /auth/get-selected-finance-dashboard-data',
  { body: dashboardBody },
  async ({ ctx, body }) => dashboardData(ctx, body),
);
