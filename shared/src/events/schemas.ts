// Events, bookings and talent (extended.md §2 Upcoming events / Calendar, §3 Event, Rate,
// Agency fee, Appointment, §5, §7 Events; issue 25). Payloads keep the spec's field names; what
// the spec does not show (the window a list covers, the request id, the reply's money in cents)
// is ours and is written down in docs/decisions/events.md.
import * as z from 'zod';

export const EVENT_MESSAGES = {
  // extended.md §5, verbatim (including its spelling: the events' bulk delete reuses the posts'
  // sentence in the older product).
  required: 'Required.',
  selectOne: 'Ÿou Must At Least Select One Post To Bulk Delete',
  confirmDelete: 'Are you sure you want to Delete Selected Events?',
  // Where the spec is silent.
  endBeforeStart: 'The end must be after the start',
  dateTime: 'Use a date and time like 2026-03-25 09:00:00',
  tooLong: 'A booking covers at most 31 days',
  hours: 'Hours per day: more than 0, at most 24, 2 decimals',
  agencyFee: 'Agency fee: a fraction from 0 to 1 (0.15 for 15 %)',
  noEvent: 'No such event',
  noRate: 'No such rate',
  noStaff: 'No such staff member',
  noClient: 'No such client',
  doubleBooked: 'This talent is already booked at that time',
  window: 'Choose a window of at most 400 days',
  // Agency fees (save-agency-fee).
  feeName: 'Give the agency fee a name',
  feePercentage: 'Percentage: from 0 to 100, 2 decimals',
  noAgencyFee: 'No such agency fee',
  tooManyFees: 'A company keeps at most 100 agency fees',
  // A booking on an invoice or a payslip keeps its money: credit the invoice or fix the payroll.
  settled: 'This booking is invoiced or paid out: it can no longer be changed or deleted',
} as const;

/** Save button label default (extended.md §2); a company may configure its own. */
export const DEFAULT_SAVE_LABEL = 'Book Now';
/** Events table and talent appointments page sizes (extended.md §9). */
export const EVENTS_PAGE_SIZE = 10;
export const APPOINTMENTS_PAGE_SIZE = 5;
/** Default hours per day and agency fee (extended.md §9). */
export const DEFAULT_HOURS_PER_DAY = 1;
/** A booking covers at most this many calendar days (one slot item per talent per day). */
export const MAX_BOOKING_DAYS = 31;
/** The calendar's palette (extended.md §3: 'color, random from a palette of 5'). */
export const EVENT_COLOURS = ['#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#e53935'] as const;
/**
 * A list of events covers one window of dates (the calendar's visible range), never the whole
 * history: at most MAX_WINDOW_DAYS, at most MAX_EVENTS_IN_WINDOW events. Without a window the
 * list is the default one: DEFAULT_WINDOW_BEFORE days back to DEFAULT_WINDOW_AFTER ahead.
 */
export const MAX_WINDOW_DAYS = 400;
export const MAX_EVENTS_IN_WINDOW = 500;
export const DEFAULT_WINDOW_BEFORE = 45;
export const DEFAULT_WINDOW_AFTER = 365;

/** 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD', read as midnight), Africa/Johannesburg wall time. */
export const eventDateTime = z
  .string({ error: EVENT_MESSAGES.required })
  .trim()
  .min(1, EVENT_MESSAGES.required)
  .transform((value) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value} 00:00:00` : value.replace('T', ' '),
  )
  .refine(isWallTime, EVENT_MESSAGES.dateTime);

export function isWallTime(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60
  );
}

/** The window a list covers: `from`/`to` dates (YYYY-MM-DD), both optional. */
export const eventWindow = {
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.window)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.window)
    .optional(),
};

/** POST /get-all-events {emis, status, from?, to?}: status Yes adds private events only for a signed-in caller. */
export const getAllEventsBody = z.object({
  emis: z.string().trim().max(64).optional(),
  status: z.enum(['Yes', 'No']).default('No'),
  ...eventWindow,
});
export type GetAllEventsBody = z.output<typeof getAllEventsBody>;

/**
 * POST /auth/save-event: the spec's payload. `eventId` empty or absent creates; `hours` is
 * hours per day (2 decimals); `agencyFee` the fraction the dialog makes (15 % -> 0.15);
 * `privacy` 'Yes' = private. `rateID`, `staffID`, `clientID` are optional (an event that books
 * no talent). `from`/`to`: the window the reply's list covers (the calendar's visible range).
 * `requestId`: one per user action (a booking moves money).
 */
export const saveEventBody = z.object({
  eventId: z.string().trim().max(64).optional(),
  title: z
    .string({ error: EVENT_MESSAGES.required })
    .trim()
    .min(1, EVENT_MESSAGES.required)
    .max(200),
  description: z.string().trim().max(5000).optional().default(''),
  startDate: eventDateTime,
  endDate: eventDateTime,
  privacy: z.enum(['Yes', 'No'], { error: EVENT_MESSAGES.required }),
  rateID: z.string().trim().max(64).optional(),
  hours: z.coerce
    .number({ error: EVENT_MESSAGES.hours })
    .positive(EVENT_MESSAGES.hours)
    .max(24, EVENT_MESSAGES.hours)
    .refine(
      (n) =>
        Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9,
      EVENT_MESSAGES.hours,
    )
    .default(DEFAULT_HOURS_PER_DAY),
  agencyFee: z.coerce
    .number({ error: EVENT_MESSAGES.agencyFee })
    .min(0, EVENT_MESSAGES.agencyFee)
    .max(1, EVENT_MESSAGES.agencyFee)
    .default(0),
  agencyFeeName: z.string().trim().max(100).optional().default(''),
  clientID: z.string().trim().max(64).optional(),
  staffID: z.string().trim().max(64).optional(),
  ...eventWindow,
});
export type SaveEventBody = z.output<typeof saveEventBody>;

/** POST /auth/delete-selected-events {eventsIds}: returns the list (of the window, as save-event). */
export const deleteEventsBody = z.object({
  eventsIds: z.array(z.string().trim().min(1).max(64)).min(1, EVENT_MESSAGES.selectOne).max(100),
  ...eventWindow,
});

/** One event as the calendar and the table show it (extended.md §3 Event, plus what we add). */
export type EventView = {
  id: string;
  title: string;
  description: string;
  /** 'YYYY-MM-DD HH:mm:ss', Africa/Johannesburg. */
  start: string;
  end: string;
  private: 'Yes' | 'No';
  /** The rate's price per hour, whole cents (0 without a rate). */
  rates: number;
  /** Hours per day. */
  hours: number;
  rate_id: string | null;
  color: string;
  /** The agency fee as the save payload's fraction (0.15 = 15 %). */
  agency_fee: number;
  agency_fee_name: string;
  staff_id: string | null;
  staff_name: string | null;
  client_id: string | null;
  client_name: string | null;
  /**
   * The booking's money, whole cents (0 for an event that books no talent, and for a caller
   * below staff level: a visitor or parent sees the event, not what it pays).
   */
  payout: number;
  agency_share: number;
  line_total: number;
  /**
   * Staff only, and only once set: the invoice the booking became a line of (invoice-booking)
   * and the payroll run its payout went into (add-talent-payouts-to-payroll).
   */
  invoice_number?: number;
  payroll_id?: string;
};

/** get-all-events / save-event / delete-selected-events: the events of one window, by start. */
export type EventsReply = EventView[];

/** GET /auth/get-all-agency-fees: {id, name, percentage} (percentage as a person types it: 15 = 15 %). */
export type AgencyFeeView = { id: string; name: string; percentage: number };
/** GET /auth/get-all-agency-fees answers the company's fees by name, as a plain list. */
export type AgencyFeesReply = AgencyFeeView[];

/** POST /auth/save-agency-fee (new) {id?, name, percentage}: percentage as typed (15 = 15 %). */
export const saveAgencyFeeBody = z.object({
  id: z.string().trim().max(64).optional(),
  name: z
    .string({ error: EVENT_MESSAGES.feeName })
    .trim()
    .min(1, EVENT_MESSAGES.feeName)
    .max(100, EVENT_MESSAGES.feeName),
  percentage: z.coerce
    .number({ error: EVENT_MESSAGES.feePercentage })
    .min(0, EVENT_MESSAGES.feePercentage)
    .max(100, EVENT_MESSAGES.feePercentage)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, EVENT_MESSAGES.feePercentage),
});
export type SaveAgencyFeeBody = z.output<typeof saveAgencyFeeBody>;

/**
 * The appointments routes (current month, by client, by staff, by staff current month): rows
 * title, start, end, rates, hours, lineTotal (extended.md §3 Appointment), paged. `hours` is
 * the booking's hours (per day x days, as a decimal: 4.5); money in whole cents. Current month:
 * the company's bookings starting this month, by start; by staff or client: theirs, latest start
 * first. Only events that book a talent are appointments.
 */
export type AppointmentRow = {
  id: string;
  title: string;
  start: string;
  end: string;
  rates: number;
  hours: number;
  lineTotal: number;
  payout: number;
};
export const appointmentsBody = z.object({
  emis: z.string().trim().max(64).optional(),
  status: z.enum(['Yes', 'No']).optional(),
  clientID: z.string().trim().max(64).optional(),
  staffID: z.string().trim().max(64).optional(),
  cursor: z.string().max(1200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
/** by-staff replies also carry the talent's totals (Total Hours, Total Payout), from aggregates. */
export type AppointmentsReply = {
  rows: AppointmentRow[];
  cursor: string | null;
  /** Hours as a decimal (sum of the rows' hours), money in cents; current month: that month's. */
  totals?: { hours: number; payout: number; lineTotal: number; count: number };
};

// Issue 25 items 4 and 5 (beyond the spec): the calendar feeds, a booking's invoice, the talents'
// payouts into payroll. See docs/decisions/events.md.

export const BOOKING_MONEY_MESSAGES = {
  alreadyInvoiced: 'This booking is already invoiced',
  noClientToInvoice: 'This booking has no client to invoice',
  notABooking: 'This event books no talent: there is nothing to invoice',
  nothingToInvoice: 'This booking is worth nothing: give it a rate and hours first',
  month: 'Use a month like 2026-03',
} as const;

/** POST /auth/create-calendar-feed and /auth/revoke-calendar-feed {staffID}. */
export const calendarFeedBody = z.object({
  staffID: z
    .string({ error: EVENT_MESSAGES.noStaff })
    .trim()
    .min(1, EVENT_MESSAGES.noStaff)
    .max(64),
});
/** create-calendar-feed's reply: the feed's address (the only time the token is shown). */
export type CalendarFeedReply = { status: 'success'; staffID: string; url: string };
export type RevokeCalendarFeedReply = { status: 'success'; staffID: string; revoked: boolean };

/** POST /auth/invoice-booking {eventId, requestId, date?}: the booking as one invoice line. */
export const invoiceBookingBody = z.object({
  eventId: z
    .string({ error: EVENT_MESSAGES.noEvent })
    .trim()
    .min(1, EVENT_MESSAGES.noEvent)
    .max(64),
  /** The invoice's date (YYYY-MM-DD); the company's today by default. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.dateTime)
    .optional(),
});
export type InvoiceBookingReply = {
  status: 'success';
  eventId: string;
  invoiceNumber: number;
  /** The invoice's total (with VAT by the company's settings) and the line's, whole cents. */
  total: number;
  lineTotal: number;
};

/** POST /auth/add-talent-payouts-to-payroll {payrollID, month?, requestId}. */
export const talentPayoutsBody = z.object({
  payrollID: z.string().trim().min(1).max(20),
  /** YYYY-MM: the bookings' month; the payroll's own month by default. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, BOOKING_MONEY_MESSAGES.month)
    .optional(),
});
export type TalentPayoutsReply = {
  status: 'success';
  payrollID: string;
  month: string;
  /** Earnings lines added (one per booking), their sum in cents, and the talents paid. */
  added: number;
  amount: number;
  talents: number;
  /** The talents paid by this call (a screen calling again counts each talent once). */
  staffIDs: string[];
  /** More bookings were waiting than one call adds: call again (with a new request id). */
  more: boolean;
};
