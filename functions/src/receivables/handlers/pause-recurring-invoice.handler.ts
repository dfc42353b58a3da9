import { recurringInvoiceIdBody } from '@shared/receivables/schemas';
import { defineHandler } from '../../platform/handler';
import { pauseRecurringInvoice } from '../recurring';

export const handler = defineHandler(
  'POST /auth/pause-recurring-invoice',
  { body: recurringInvoiceIdBody },
  ({ ctx, body }) => pauseRecurringInvoice(ctx, body.id),
);
