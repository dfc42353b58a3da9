import { recurringInvoiceIdBody } from '@shared/receivables/schemas';
import { defineHandler } from '../../platform/handler';
import { recurringInvoiceRuns } from '../recurring';

export const handler = defineHandler(
  'POST /auth/get-recurring-invoice-runs',
  { body: recurringInvoiceIdBody },
  ({ ctx, body }) => recurringInvoiceRuns(ctx, body.id),
);
