import { recurringRunsBody } from '@shared/receivables/schemas';
import { defineHandler } from '../../platform/handler';
import { recurringInvoiceRuns } from '../recurring';

export const handler = defineHandler(
  'POST /auth/get-recurring-invoice-runs',
  { body: recurringRunsBody },
  ({ ctx, body }) => recurringInvoiceRuns(ctx, body.id, body),
);
