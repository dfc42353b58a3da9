import * as z from 'zod';
import {
  DEFAULT_HOURS_PER_DAY,
  EVENT_COLOURS,
  EVENT_MESSAGES,
  saveEventBody,
  type EventView,
} from '@shared/events/schemas';

/** Every event's times are Johannesburg wall times, whatever the browser's zone (extended.md §9). */
export const EVENTS_TIME_ZONE = 'Africa/Johannesburg';

/**
 * The agency percentage rule (extended.md §5): what is typed loses everything but digits and
 * the decimal point; above 0 it is divided by 100 and kept to 2 decimals (15 -> 0.15), otherwise
 * it is left as it is (0 stays 0).
 */
export function agencyFraction(typed: string | number): number {
  const n = Number(String(typed).replace(/[^\d.]/g, '') || 0);
  if (!Number.isFinite(n)) return 0;
  return n > 0 ? Number((n / 100).toFixed(2)) : n;
}

/**
 * A calendar's ISO string ('2026-03-25T09:00:00+02:00', or '2026-03-25' for a whole day) as the
 * contract's wall time 'YYYY-MM-DD HH:mm:ss'. FullCalendar gives the times in its own zone
 * (Johannesburg), so the offset is dropped, never converted.
 */
export function wallTime(iso: string): string {
  const date = iso.slice(0, 10);
  const time = iso.length > 10 ? iso.slice(11, 19) : '00:00:00';
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}

/** 'YYYY-MM-DD HH:mm' (the seconds say nothing to a person). */
export const shortTime = (wall: string) => wall.slice(0, 16);

/**
 * An event as FullCalendar takes it: ISO wall times without an offset, read in its zone. An
 * invoiced or paid-out booking cannot be dragged or resized (the server refuses the change).
 */
export function calendarEvent(event: EventView, index: number) {
  const settled = Boolean(event.invoice_number || event.payroll_id);
  return {
    id: event.id,
    title: event.title,
    start: event.start.replace(' ', 'T'),
    end: event.end.replace(' ', 'T'),
    // The palette of 5 (extended.md §3) when the server gives no colour.
    color: event.color || EVENT_COLOURS[index % EVENT_COLOURS.length],
    ...(settled ? { editable: false, classNames: ['event-settled'] } : {}),
  };
}

/** The dialog's values: what the person sees and types (the save body is made from them). */
export type EventFormValues = {
  eventId: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  privacy: '' | 'Yes' | 'No';
  rateID: string;
  hours: string;
  agencyFeeId: string;
  agencyFee: string;
  agencyFeeName: string;
  clientID: string;
  staffID: string;
};

/** A new event over a selected range, or an existing one as saved. */
export function eventFormValues(
  from: { event: EventView } | { start: string; end: string },
): EventFormValues {
  if ('event' in from) {
    const { event } = from;
    return {
      eventId: event.id,
      title: event.title,
      description: event.description ?? '',
      startDate: event.start,
      endDate: event.end,
      // Private only when the event's flag is Yes (extended.md §4).
      privacy: event.private === 'Yes' ? 'Yes' : 'No',
      rateID: event.rate_id ?? '',
      hours: String(event.hours || DEFAULT_HOURS_PER_DAY),
      agencyFeeId: '',
      agencyFee: String(event.agency_fee ?? 0),
      agencyFeeName: event.agency_fee_name ?? '',
      clientID: event.client_id ?? '',
      staffID: event.staff_id ?? '',
    };
  }
  return {
    eventId: '',
    title: '',
    description: '',
    startDate: from.start,
    endDate: from.end,
    privacy: '',
    rateID: '',
    hours: String(DEFAULT_HOURS_PER_DAY),
    agencyFeeId: '',
    agencyFee: '0',
    agencyFeeName: '',
    clientID: '',
    staffID: '',
  };
}

/**
 * The dialog's checks: the save body's own schema (the server parses the same), with 'Required.'
 * for an empty Hours Per Day and the end after the start (the older product did not check it).
 */
export const eventFormSchema = saveEventBody
  .extend({
    hours: z
      .string()
      .trim()
      .min(1, EVENT_MESSAGES.required)
      .pipe(saveEventBody.shape.hours as unknown as z.ZodType<number, string>),
  })
  .superRefine((body, ctx) => {
    if (body.endDate <= body.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: EVENT_MESSAGES.endBeforeStart });
  });
export type EventFormOutput = z.output<typeof eventFormSchema>;
