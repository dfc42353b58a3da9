import { defineHandler } from '../../platform/handler';
import { listRecurringInvoices } from '../recurring';

export const handler = defineHandler('GET /auth/get-recurring-invoices', {}, ({ ctx }) =>
  listRecurringInvoices(ctx),
);
