import * as z from 'zod';
import { PAYMENT_METHODS } from '../documents/schemas';
import { PAYMENT_MESSAGES } from '../messages';
import { money, rowId, text } from '../catalogue/fields';
import { keyPart, idField } from '../validation/fields';
import type { StudentFinance } from './finance';
import type { Statement } from './statement';

export { PAYMENT_METHODS, type PaymentMethod } from '../documents/schemas';

/** The largest single payment: R 1,000,000.00, in cents. */
export const MAX_PAYMENT_CENTS = 100_000_000;

/** A student number (a client's `sid`). */
export const studentNumber = keyPart(
  z
    .string({ error: PAYMENT_MESSAGES.noStudent })
    .trim()
    .min(1, PAYMENT_MESSAGES.noStudent)
    .max(64, PAYMENT_MESSAGES.noStudent),
);

const amount = money()
  .refine((cents) => cents !== undefined && cents > 0, PAYMENT_MESSAGES.payAtLeastOneItem)
  .refine((cents) => (cents ?? 0) <= MAX_PAYMENT_CENTS, PAYMENT_MESSAGES.amountTooLarge);

const entryDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'Use a date like 2026-11-23')
  .optional();

/** POST /auth/save-fee-reminders: reminders of fees due, by SMS or email, or none. */
export const feeRemindersBody = z.object({
  channel: z.enum(['off', 'sms', 'email'], { error: 'Choose off, sms or email' }),
});

/** POST /auth/get-selected-school {emis}. */
export const selectedSchoolBody = z.object({ emis: keyPart(z.string().trim().max(64)) });

/** POST /auth/get-student-profile {sid}, get-selected-student-payment {sid}, card status {sid}. */
export const studentBody = z.object({ sid: studentNumber });
export type StudentBody = z.output<typeof studentBody>;

/** POST /auth/update-card-status {sid, present?}: without `present` the status flips. */
export const cardStatusBody = z.object({ sid: studentNumber, present: z.boolean().optional() });

/**
 * POST /auth/get-all-payments-same-date {date, sid, receipts?}: with `receipts`, only those
 * receipt numbers of the day (one card payment's receipt, not every payment of its day).
 */
export const sameDateBody = z.object({
  sid: studentNumber,
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'Use a date like 2026-11-23')
    .transform((value) => value.slice(0, 10)),
  // A checkout records at most 51 payments (one per item).
  receipts: z
    .array(z.number({ error: 'Receipt numbers are whole numbers' }).int().positive(), {
      error: 'Receipt numbers are whole numbers',
    })
    .min(1, 'Name at least one receipt')
    .max(51, 'At most 51 receipts')
    .optional(),
});

/** A calendar day `YYYY-MM-DD` that exists (no 31 April). */
const statementDay = z
  .string({ error: PAYMENT_MESSAGES.statementDate })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_MESSAGES.statementDate)
  .refine((value) => {
    const [y = 0, m = 0, d = 0] = value.split('-').map(Number);
    const day = new Date(Date.UTC(y, m - 1, d));
    return (
      y >= 1900 &&
      day.getUTCFullYear() === y &&
      day.getUTCMonth() === m - 1 &&
      day.getUTCDate() === d
    );
  }, PAYMENT_MESSAGES.statementDate);

/**
 * POST /auth/get-student-statement {sid, dateFrom, dateTo}: both days inclusive, From on or
 * before To, within one school year (the calendar year: the account is kept per year).
 */
export const statementBody = z
  .object({ sid: studentNumber, dateFrom: statementDay, dateTo: statementDay })
  .superRefine((body, ctx) => {
    if (body.dateFrom > body.dateTo)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: PAYMENT_MESSAGES.statementOrder });
    else if (body.dateFrom.slice(0, 4) !== body.dateTo.slice(0, 4))
      ctx.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: PAYMENT_MESSAGES.statementOneYear,
      });
  });
export type StatementBody = z.output<typeof statementBody>;

/** POST /auth/save-payment: a payment taken at the school (cash by default). */
export const savePaymentBody = z.object({
  sid: studentNumber,
  description: text(200).refine((v) => v !== undefined, PAYMENT_MESSAGES.payAtLeastOneItem),
  amount,
  method: z.enum(PAYMENT_METHODS).default('Cash'),
  /** A billing of the year the payment is for (its paid amount rises with it). */
  billingId: rowId(),
  date: entryDate,
  /** One token per intended payment: a resend answers the payment already recorded. */
  requestId: keyPart(z.string().trim().min(8).max(64)).optional(),
});
export type SavePaymentBody = z.output<typeof savePaymentBody>;

const paymentRef = { id: idField(PAYMENT_MESSAGES.noPayment), sid: studentNumber };

/** POST /auth/edit-payment {editObj}: description, amount, method or date of a manual payment. */
export const editPaymentBody = z.object({
  editObj: z.object({
    ...paymentRef,
    description: text(200),
    amount: money().refine(
      (cents) => cents === undefined || (cents > 0 && cents <= MAX_PAYMENT_CENTS),
      PAYMENT_MESSAGES.payAtLeastOneItem,
    ),
    method: z.enum(PAYMENT_METHODS).optional(),
    date: entryDate,
    /** The version read: a change based on an older read is refused. */
    row_version: z.number().int().min(0),
  }),
});
export type EditPaymentBody = z.output<typeof editPaymentBody>;

/** POST /auth/delete-payment {delObj}. */
export const deletePaymentBody = z.object({
  delObj: z.object({ ...paymentRef, row_version: z.number().int().min(0) }),
});
export type DeletePaymentBody = z.output<typeof deletePaymentBody>;

/**
 * POST /auth/insert-payment-details: what a parent chose to pay. `selectedCat` with `amount`
 * (school fees or any description), and/or `fbInfo` entries `id|amount|description` for the
 * year's billings. The server recomputes every total; `totalAmount`, `studentFinance` and
 * `token` from the browser are ignored.
 */
export const paymentDetailsBody = z
  .object({
    sid: studentNumber,
    selectedCat: text(100),
    amount: money(),
    fbInfo: z.array(z.string().max(300)).max(50).default([]),
  })
  .transform((body, ctx) => {
    const items: PayItem[] = [];
    if (body.amount !== undefined && body.amount > 0)
      items.push({ description: body.selectedCat ?? 'School Fees', amount: body.amount });
    for (const entry of body.fbInfo) {
      const [id, cents, ...rest] = entry.split('|');
      const value = cents === undefined ? null : Number(cents);
      if (
        !id ||
        !/^[A-Za-z0-9_-]{1,64}$/.test(id) ||
        value === null ||
        !Number.isSafeInteger(value) ||
        value <= 0
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['fbInfo'],
          message: PAYMENT_MESSAGES.payAtLeastOneItem,
        });
        return z.NEVER;
      }
      items.push({
        billingId: id,
        amount: value,
        description: rest.join('|').trim().slice(0, 100),
      });
    }
    const total = items.reduce((sum, item) => sum + item.amount, 0);
    if (items.length === 0 || total <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: PAYMENT_MESSAGES.payAtLeastOneItem,
      });
      return z.NEVER;
    }
    if (total > MAX_PAYMENT_CENTS) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: PAYMENT_MESSAGES.amountTooLarge });
      return z.NEVER;
    }
    return { sid: body.sid, items, total };
  });
export type PaymentDetailsBody = z.output<typeof paymentDetailsBody>;

/** One thing paid for: the fee (no billing) or a billing of the year. Cents. */
export type PayItem = { description: string; amount: number; billingId?: string };

/** POST /auth/retrieve-payment-details {token}; save-online-payment-info {token, ...}. */
export const paymentTokenBody = z.object({
  token: z
    .string({ error: PAYMENT_MESSAGES.noPaymentData })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, PAYMENT_MESSAGES.noPaymentData),
});

/**
 * POST /auth/save-online-payment-info {sid, emis, date, amount, fbInfo, token, ...}: only the
 * token is read (the payment is the one the gateway's notification recorded); the rest of the
 * spec's payload is accepted and ignored.
 */
export const onlinePaymentInfoBody = paymentTokenBody.passthrough();

/** A student as the school screens show one. */
export type StudentView = {
  id: string;
  sid: string;
  fname: string;
  lname: string;
  name: string;
  class: string | null;
};

/** A payment as the school screens show one (cents). */
export type SchoolPaymentView = {
  id: string;
  sid: string;
  rec_num: number;
  description: string;
  amount: number;
  method: string;
  entry_date: string;
  source: 'school' | 'online';
  billing_id: string | null;
  row_version: number;
};

export type StudentProfileReply = {
  student: StudentView;
  studentFinance: StudentFinance;
  year: number;
  payments: SchoolPaymentView[];
  card: 'present' | 'absent';
};

/** The school as a statement's header prints it. */
export type SchoolHeader = {
  schname: string;
  emis: string;
  physical_address: string | null;
  city: string | null;
  pcode: string | null;
  sch_tel: string | null;
  email: string | null;
  bank: string | null;
  account_number: string | null;
  account_type: string;
  primary_bg_color: string;
  currency: string;
};

/** POST /auth/get-student-statement's answer (cents; see shared/src/school/statement.ts). */
export type StudentStatementReply = {
  school: SchoolHeader;
  student: StudentView;
  statement: Statement;
};
