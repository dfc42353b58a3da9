import { addDays, addYears, differenceInCalendarDays, format, parseISO } from 'date-fns';

// Calendar dates only: parsed and formatted in the same (local) zone, so no zone shifts a day.
const day = (date: Date): string => format(date, 'yyyy-MM-dd');

/**
 * A company's standing over its plan year (issue 27): paid until a date, then GRACE_DAYS of grace
 * in which everything still works, then read-only (sign-in and reading work, writes are refused
 * with RENEW_MESSAGE, the public site stays up, nothing is deleted) until a renewal is paid.
 * A company that asked to close is `closing` until its site goes down, then `closed`.
 * Dates are calendar days (YYYY-MM-DD) in Africa/Johannesburg.
 */
export const GRACE_DAYS = 14;

/** Renewal reminders by email, days before the paid-until date. */
export const RENEWAL_REMINDER_DAYS = [30, 7, 1] as const;

export type Standing = 'active' | 'grace' | 'read-only' | 'closing' | 'closed';

export type StandingInput = {
  paid_until?: string | null;
  closing_at?: string | null;
  closed_at?: string | null;
};

export const RENEW_MESSAGE =
  'Your plan has lapsed, so Kantoor is read-only for your company. A manager can renew it under Plan & Billing; everything works again as soon as the renewal is paid.';

/** The standing on `today` (YYYY-MM-DD). A company without a paid-until date is active. */
export function standingOf(company: StandingInput, today: string): Standing {
  if (company.closed_at) return 'closed';
  if (company.closing_at) return 'closing';
  const paid = company.paid_until;
  if (!paid || today <= paid) return 'active';
  return today <= graceEnds(paid) ? 'grace' : 'read-only';
}

/** The last day of grace. */
export const graceEnds = (paidUntil: string): string =>
  day(addDays(parseISO(paidUntil), GRACE_DAYS));

/**
 * Paid until after a renewal: exactly one year from the old date (29 Feb goes to 28 Feb), never
 * from the day it is paid, so paying early or late neither loses nor gains days.
 */
export const renewedUntil = (paidUntil: string): string => day(addYears(parseISO(paidUntil), 1));

/** Days from `today` to the paid-until date (negative after it). */
export const daysLeft = (paidUntil: string, today: string): number =>
  differenceInCalendarDays(parseISO(paidUntil), parseISO(today));
