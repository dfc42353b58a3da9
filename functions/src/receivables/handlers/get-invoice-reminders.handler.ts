import { defineHandler } from '../../platform/handler';
import { invoiceReminders } from '../reminders';

export const handler = defineHandler('GET /auth/get-invoice-reminders', {}, ({ ctx }) =>
  invoiceReminders(ctx),
);
