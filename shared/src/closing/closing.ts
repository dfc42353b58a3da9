import { addDays, addYears, format, parseISO } from 'date-fns';
import * as z from 'zod';

// Calendar dates only (YYYY-MM-DD), parsed and formatted in one zone so no shift moves a day.
const day = (date: Date): string => format(date, 'yyyy-MM-dd');

/**
 * Closing a company (issue 27 item 6). The manager asks; the export is made at once (scheduled
 * work, never inside the request); the site stays up for NOTICE_DAYS, in which the manager may
 * cancel; then the site goes down, the domain is released and sign-in is refused; PURGE_GRACE_DAYS
 * later everything is deleted except the tax records (TAX_RECORD_ENTITIES), which are kept,
 * marked `retain_until`, for RETAIN_YEARS (Tax Administration Act s29, POPIA s14) and then deleted.
 */
export const NOTICE_DAYS = 30;
/** Days between the site going down and the deletion: a mistake can still be put right. */
export const PURGE_GRACE_DAYS = 7;
/** Tax records are kept this many years after the company closed. */
export const RETAIN_YEARS = 5;

/**
 * The records kept for the retention (by entity name): invoices and the payments on them (a
 * credit is a negative payment here: there is no credit-note record), school fee payments,
 * expenses (input VAT), payroll runs, payslips and the employees' tax details, trust-account
 * entries, and the company itself as the issuer the tax invoices name.
 */
export const TAX_RECORD_ENTITIES = [
  'company',
  'invoice',
  'payment',
  'school_payment',
  'expense',
  'payroll_run',
  'payslip',
  'employee',
  'trust_entry',
] as const;

export const closingAt = (requestedOn: string): string =>
  day(addDays(parseISO(requestedOn), NOTICE_DAYS));
export const purgeOn = (closedOn: string): string =>
  day(addDays(parseISO(closedOn), PURGE_GRACE_DAYS));
export const retainUntil = (closedOn: string): string =>
  day(addYears(parseISO(closedOn), RETAIN_YEARS));

export const SITE_CLOSED_MESSAGE = 'This site has closed.';
export const COMPANY_CLOSED_MESSAGE =
  'This company has closed: its back office is no longer available. Its managers were sent the export of its data.';

export const CLOSE_NAME_MISMATCH = 'Type the company name exactly as shown to confirm';

/** request-company-closure: the company's name typed again, as the confirmation. */
export const requestClosureBody = z.object({
  confirmName: z.string().trim().min(1, CLOSE_NAME_MISMATCH).max(200),
});
export type RequestClosureBody = z.infer<typeof requestClosureBody>;

export type ExportStatus = 'pending' | 'ready';

/** What the Close Company screen shows. */
export type ClosureView = {
  name: string;
  standing: 'active' | 'grace' | 'read-only' | 'closing' | 'closed';
  noticeDays: number;
  retainYears: number;
  requestedAt: string | null;
  closingAt: string | null;
  export: {
    status: ExportStatus;
    readyAt: string | null;
    files: number;
    bytes: number;
  } | null;
};

/** The archive's file name for a company and the day it was made. */
export const archiveName = (emis: string, on: string) => `${emis}-export-${on}.zip`;
