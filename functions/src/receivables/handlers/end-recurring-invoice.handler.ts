import { recurringInvoiceIdBody } from '@shared/receivables/schemas';
import { defineHandler } from '../../platform/handler';
import { endRecurringInvoice } from '../recurring';

export const handler = defineHandler(
  'POST /auth/end-recurring-invoice',
  { body: recurringInvoiceIdBody },
  ({ ctx, body }) => endRecurringInvoice(ctx, body.id),
);
