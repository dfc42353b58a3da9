import { payrollsQuery } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { listPayrolls } from '../runs';

export const handler = defineHandler(
  'GET /auth/get-all-payrolls-for-current-year',
  { query: payrollsQuery },
  async ({ ctx, query }) => listPayrolls(ctx, query.year),
);
