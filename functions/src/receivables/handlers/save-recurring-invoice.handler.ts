import { saveRecurringInvoiceBody } from '@shared/receivables/schemas';
import { defineHandler } from '../../platform/handler';
import { saveRecurringInvoice } from '../recurring';

export const handler = defineHandler(
  'POST /auth/save-recurring-invoice',
  { body: saveRecurringInvoiceBody },
  ({ ctx, body }) => saveRecurringInvoice(ctx, body),
);
