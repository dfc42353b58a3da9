import { recurringInvoiceIdBody } from '@shared/receivables/schemas';
import { defineHandler } from '../../platform/handler';
import { resumeRecurringInvoice } from '../recurring';

export const handler = defineHandler(
  'POST /auth/resume-recurring-invoice',
  { body: recurringInvoiceIdBody },
  ({ ctx, body }) => resumeRecurringInvoice(ctx, body.id),
);
