import * as z from 'zod';
import { isoDate, saveInvoiceBody } from '../documents/schemas';
import { FREQUENCIES } from '../documents/recurrence';
import { keyPart, pageCursor } from '../validation/fields';
import { REMINDER_DAYS_MAX } from './stages';

/** Messages of recurring invoices and invoice reminders (the spec is silent: ours). */
export const RECEIVABLES_MESSAGES = {
  frequency: 'Choose how often the invoice is issued',
  endBeforeStart: 'The end date must be on or after the start date',
  startTooEarly: 'The start date may be at most 31 days ago',
  dueDays: 'Days to pay must be a whole number from 0 to 365',
  noLines: 'Add at least one line',
  reminderDays: 'Enter a whole number of days from 0 to 90',
  noTemplate: 'No such recurring invoice',
  ended: 'This recurring invoice has ended and can no longer be changed',
  saved: 'Recurring invoice saved',
  paused: 'Recurring invoice paused',
  resumed: 'Recurring invoice resumed',
  endedNow: 'Recurring invoice ended',
  remindersSaved: 'Invoice reminders saved',
} as const;

const templateId = keyPart(
  z.string({ error: RECEIVABLES_MESSAGES.noTemplate }).trim().min(1).max(64),
);

/** The schedule and terms of a recurring invoice: the dialog's own fields (text as typed). */
const recurringFields = z.object({
  id: templateId.optional(),
  client: saveInvoiceBody.shape.client,
  discount: saveInvoiceBody.shape.discount,
  comment: saveInvoiceBody.shape.comment,
  dueDays: z.coerce
    .number({ error: RECEIVABLES_MESSAGES.dueDays })
    .int(RECEIVABLES_MESSAGES.dueDays)
    .min(0, RECEIVABLES_MESSAGES.dueDays)
    .max(365, RECEIVABLES_MESSAGES.dueDays)
    .default(30),
  frequency: z.enum(FREQUENCIES, { error: RECEIVABLES_MESSAGES.frequency }),
  startDate: isoDate,
  // No end: absent, null or empty (a cleared date field).
  endDate: z
    .union([z.literal(''), isoDate])
    .nullish()
    .transform((value) => value || null),
});

const endOnOrAfterStart = (body: { startDate: string; endDate: string | null }) =>
  !body.endDate || body.endDate >= body.startDate;
const endError = { message: RECEIVABLES_MESSAGES.endBeforeStart, path: ['endDate'] };

/** The recurring invoice dialog's fields (its lines are checked with the whole body). */
export const recurringInvoiceForm = recurringFields.refine(endOnOrAfterStart, endError);

/**
 * POST /auth/save-recurring-invoice: a template (client, lines, discount, comment, days to pay)
 * and its schedule. Without `id` a new template; with it, that template changed (its issued
 * invoices stay as they are; the next run follows the new schedule).
 */
export const saveRecurringInvoiceBody = recurringFields
  .extend({ items: saveInvoiceBody.shape.items.min(1, RECEIVABLES_MESSAGES.noLines) })
  .refine(endOnOrAfterStart, endError);
export type SaveRecurringInvoiceBody = z.output<typeof saveRecurringInvoiceBody>;

/** pause-, resume-, end-recurring-invoice and get-recurring-invoice-runs: {id}. */
export const recurringInvoiceIdBody = z.object({ id: templateId });
export type RecurringInvoiceIdBody = z.output<typeof recurringInvoiceIdBody>;

/**
 * POST /auth/get-recurring-invoice-runs: {id, cursor?, limit?}: a page of the invoices one
 * template issued, oldest first (`limit` runs after the previous page's `cursor`).
 */
export const recurringRunsBody = recurringInvoiceIdBody.extend({
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type RecurringRunsBody = z.output<typeof recurringRunsBody>;

const reminderDays = z.coerce
  .number({ error: RECEIVABLES_MESSAGES.reminderDays })
  .int(RECEIVABLES_MESSAGES.reminderDays)
  .min(0, RECEIVABLES_MESSAGES.reminderDays)
  .max(REMINDER_DAYS_MAX, RECEIVABLES_MESSAGES.reminderDays);

/**
 * POST /auth/save-invoice-reminders: whether unpaid invoices' clients are reminded, and when:
 * `daysBefore` days before the due date (0: not before), on the due date, `daysAfter` days
 * after it (0: not after). Always by email; also by SMS (paid from the SMS credits) with `sms`.
 */
export const invoiceRemindersBody = z.object({
  enabled: z.boolean(),
  daysBefore: reminderDays.default(3),
  onDueDate: z.boolean().default(true),
  daysAfter: reminderDays.default(7),
  sms: z.boolean().default(false),
});
export type InvoiceRemindersBody = z.output<typeof invoiceRemindersBody>;

/** A recurring invoice as the list shows it. Money in cents. */
export type RecurringInvoiceView = {
  id: string;
  client: string;
  clientName: string;
  items: Array<{
    item_type: 'product' | 'service' | 'transportation';
    item_id?: string;
    name: string;
    unit_price: number;
    quantity: number;
  }>;
  discount: number;
  comment: string | null;
  dueDays: number;
  frequency: (typeof FREQUENCIES)[number];
  startDate: string;
  endDate: string | null;
  status: 'active' | 'paused' | 'ended';
  /** The next run's date; null when paused or ended. */
  nextRun: string | null;
  issued: number;
  lastRun: string | null;
  lastInvoice: number | null;
  /** Why the scheduler paused it (it could not issue), until it is resumed. */
  lastError: string | null;
};

/** One issued run: the invoice it made. */
export type RecurringRunView = {
  runDate: string;
  invoiceNumber: number;
  total: number;
  createdAt: string;
};

export type InvoiceRemindersView = InvoiceRemindersBody;
