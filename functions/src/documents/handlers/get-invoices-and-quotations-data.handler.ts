import { dashboardQuery } from '@shared/documents/schemas';
import { defineHandler } from '../../platform/handler';
import { dashboard } from '../read';

export const handler = defineHandler(
  'GET /auth/get-invoices-and-quotations-data',
  { query: dashboardQuery },
  async ({ ctx, query }) => dashboard(ctx, query),
);
