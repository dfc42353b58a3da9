import { listQuery } from '@shared/catalogue/schemas';
import { defineHandler } from '../../platform/handler';
import { listRecurringInvoices } from '../recurring';

export const handler = defineHandler(
  'GET /auth/get-recurring-invoices',
  { query: listQuery },
  ({ ctx, query }) => listRecurringInvoices(ctx, query),
);
