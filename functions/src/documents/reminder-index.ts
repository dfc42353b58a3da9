import { firstReminderCheck } from '@shared/receivables/stages';

/** The partition of the invoice reminders' due-time index (gsi3): one for every company. */
export const INVOICE_REMINDER_DUE = 'invoice_reminder_due';

/** The index attributes an unpaid invoice is written with (none once it is paid in full). */
export function reminderKeys(invoice: { due_date: string; total: number; total_paid?: number }) {
  return (invoice.total_paid ?? 0) < invoice.total
    ? { remind_key: INVOICE_REMINDER_DUE, remind_at: firstReminderCheck(invoice.due_date) }
    : undefined;
}

/** The index attributes a paid (or reminder-less) invoice drops. */
export const REMINDER_KEYS = ['remind_key', 'remind_at'] as const;
