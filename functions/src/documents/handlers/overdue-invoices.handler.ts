import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { overdueInvoices } from '../overdue';

export const handler = defineHandler(
  'GET /auth/overdue-invoices',
  { query: listQuery },
  async ({ ctx, query }) => overdueInvoices(ctx, query),
);
