import { invoiceRemindersBody } from '@shared/receivables/schemas';
import { defineHandler } from '../../platform/handler';
import { saveInvoiceReminders } from '../reminders';

export const handler = defineHandler(
  'POST /auth/save-invoice-reminders',
  { body: invoiceRemindersBody },
  ({ ctx, body }) => saveInvoiceReminders(ctx, body),
);
