// The calendar's events and bookings (issue 25 items 1 and 3): the window lists, save (create,
// edit, move, resize) and delete. A booking (an event with a talent) holds its talent's day
// slots (slots.ts) and adds to its talent's totals (figures.ts) in the same transaction.
import { ulid } from 'ulid';
import type { EntityItem } from 'electrodb';
import { LEVEL } from '@shared/access';
import { bookingMoney } from '@shared/events/booking-value';
import { reminderAt } from '@shared/events/reminder';
import {
  DEFAULT_WINDOW_AFTER,
  DEFAULT_WINDOW_BEFORE,
  EVENT_COLOURS,
  EVENT_MESSAGES,
  isWallTime,
  MAX_BOOKING_DAYS,
  MAX_EVENTS_IN_WINDOW,
  MAX_WINDOW_DAYS,
  type EventView,
  type EventsReply,
  type SaveEventBody,
} from '@shared/events/schemas';
import { featureRefusal, planIncludes } from '@shared/plans/entitlements';
import { formatDate } from '@shared/time/sast';
import { aggregateSteps, negate } from '../kernel/aggregates';
import { stamp, type RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { commit, type Step } from '../kernel/transaction';
import type { Database } from '../db/service';
import type { Clock } from '../platform/ports';
import { clientById, clientExistsCheck } from '../clients';
import { rateById } from '../payroll';
import { staffExistsCheck, staffMember } from '../staff';
import {
  EVENT_REMIND_KEY,
  eventClientKey,
  eventRemindAt,
  eventSort,
  eventStaffKey,
  type EventEntity,
} from './entities/event.entity';
import { siteChanged } from '../kernel/site-cache';
import { AppError } from '../platform/errors';
import { eventsError } from './errors';
import { deltasOf } from './figures';
import { datesTouched, slotSteps, type Held } from './slots';

export type EventRecord = EntityItem<typeof EventEntity>;
type Tenant = { db: Database; emis: string };

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The dates (inclusive) a list covers. */
export type Window = { from: string; to: string };

/**
 * The window a list covers: the body's from/to (the calendar's visible range), at most
 * MAX_WINDOW_DAYS; without them DEFAULT_WINDOW_BEFORE days back to DEFAULT_WINDOW_AFTER ahead of
 * the company's today. A bad window is a 400, never a longer read.
 */
export function windowOf(clock: Clock, body: { from?: string; to?: string }): Window {
  const today = formatDate(clock.now());
  const from =
    body.from ??
    (body.to ? addDays(body.to, -MAX_WINDOW_DAYS) : addDays(today, -DEFAULT_WINDOW_BEFORE));
  const to =
    body.to ??
    (body.from ? addDays(body.from, MAX_WINDOW_DAYS) : addDays(today, DEFAULT_WINDOW_AFTER));
  const valid = (date: string) => isWallTime(`${date} 00:00:00`);
  const given = body.from !== undefined || body.to !== undefined;
  if (!valid(from) || !valid(to) || from > to || (given && daysBetween(from, to) > MAX_WINDOW_DAYS))
    throw eventsError('window', { fields: { from: EVENT_MESSAGES.window } });
  return { from, to };
}

/**
 * The events of a window, by start: ONE key-range Query of the company's by-start index. It
 * starts MAX_BOOKING_DAYS early so a booking that began before the window and runs into it is
 * listed too, and stops at MAX_EVENTS_IN_WINDOW. Private events only when `withPrivate`.
 */
export async function eventsInWindow(
  db: Database,
  emis: string,
  window: Window,
  withPrivate: boolean,
): Promise<EventRecord[]> {
  const lower = `${addDays(window.from, -MAX_BOOKING_DAYS)} 00:00:00`;
  const upper = `${window.to} 23:59:59~`;
  const floor = `${window.from} 00:00:00`;
  const { data } = await db.entities.event.query
    .byStart({ emis })
    .between({ start: lower }, { start: upper })
    .where((a, op) =>
      withPrivate ? op.gt(a.end, floor) : `${op.gt(a.end, floor)} AND ${op.eq(a.private, 'No')}`,
    )
    .go({ count: MAX_EVENTS_IN_WINDOW, pages: MAX_EVENTS_IN_WINDOW, consistent: true });
  return data;
}

const ratio = (value: number, unit: number) => Math.round((value / unit) * 10_000) / 10_000;

/** An event as the calendar shows it; money only for staff (`withMoney`). */
export function eventView(r: EventRecord, withMoney: boolean): EventView {
  return {
    id: r.id,
    title: r.title,
    description: r.description ?? '',
    start: r.start,
    end: r.end,
    private: r.private,
    rates: withMoney ? (r.rate_cents ?? 0) : 0,
    hours: (r.hours_per_day ?? 0) / 100,
    rate_id: r.rate_id ?? null,
    color: r.color,
    agency_fee: ratio(r.agency_fee_bp ?? 0, 10_000),
    agency_fee_name: r.agency_fee_name ?? '',
    staff_id: r.staff_id ?? null,
    staff_name: r.staff_name ?? null,
    client_id: r.client_id ?? null,
    client_name: r.client_name ?? null,
    payout: withMoney ? (r.payout ?? 0) : 0,
    agency_share: withMoney ? (r.agency_share ?? 0) : 0,
    line_total: withMoney ? (r.line_total ?? 0) : 0,
    // Absent until set (issue 25 item 4: the booking's invoice and payroll run).
    ...(withMoney && r.invoice_number ? { invoice_number: Number(r.invoice_number) } : {}),
    ...(withMoney && r.payroll_id ? { payroll_id: r.payroll_id } : {}),
  };
}

/** The list a calendar shows for a caller at `level`: private events from parent level up. */
export async function windowList(ctx: Tenant, window: Window, level: number): Promise<EventsReply> {
  const rows = await eventsInWindow(ctx.db, ctx.emis, window, level >= LEVEL.family);
  return rows.map((r) => eventView(r, level >= LEVEL.staff));
}

/** An event of the company by id (its ref, then the event; consistent reads), or undefined. */
export async function eventById(ctx: Tenant, id: string): Promise<EventRecord | undefined> {
  const { data: ref } = await ctx.db.entities.eventRef
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  if (!ref) return undefined;
  const { data } = await ctx.db.entities.event
    .get({ emis: ctx.emis, start: ref.start, id })
    .go({ consistent: true });
  return data ?? undefined;
}

const colourOf = (id: string) => {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return EVENT_COLOURS[hash % EVENT_COLOURS.length]!;
};

const heldBy = (r: {
  staff_id?: string;
  start: string;
  end: string;
  id: string;
}): Held | undefined =>
  r.staff_id ? { staffId: r.staff_id, start: r.start, end: r.end, eventId: r.id } : undefined;

/**
 * save-event: creates (no eventId) or updates an event; a booking claims its talent's slots
 * (409 doubleBooked on an overlap, held by the slot items' conditional writes) and a move or
 * resize releases the old ones in the same transaction. The talent, client and rate must be the
 * company's (404 otherwise); the rate's price is copied into the booking. Idempotent by
 * requestId: a repeat writes nothing and answers the window's list. Answers the window's list.
 */
export async function saveEvent(ctx: RequestContext, body: SaveEventBody): Promise<EventsReply> {
  const start = body.startDate;
  const end = body.endDate;
  // The older product saved an end before the start; refused here (docs/decisions/events.md).
  if (end <= start)
    throw eventsError('endBeforeStart', { fields: { endDate: EVENT_MESSAGES.endBeforeStart } });
  if (datesTouched(start, end).length > MAX_BOOKING_DAYS)
    throw eventsError('tooLong', { fields: { endDate: EVENT_MESSAGES.tooLong } });
  // A booking (a talent, a rate, an agency fee) is the bookings feature's; a plain calendar
  // event is every plan's (issue 27): refused like the feature's routes, before any read. The
  // system's own work (the seed) has no company in its context and is not refused.
  if (
    (body.staffID || body.rateID || body.agencyFee > 0) &&
    ctx.company &&
    !planIncludes(ctx.company.plan, 'bookings')
  )
    throw new AppError(403, featureRefusal('bookings'));
  const window = windowOf(ctx.clock, body);
  const [staff, client, rate] = await Promise.all([
    body.staffID ? staffMember(ctx, body.staffID) : undefined,
    body.clientID ? clientById(ctx, body.clientID) : undefined,
    body.rateID ? rateById(ctx, body.rateID) : undefined,
  ]);
  if (body.staffID && !staff)
    throw eventsError('noStaff', { fields: { staffID: EVENT_MESSAGES.noStaff } });
  if (body.clientID && !client)
    throw eventsError('noClient', { fields: { clientID: EVENT_MESSAGES.noClient } });
  if (body.rateID && !rate)
    throw eventsError('noRate', { fields: { rateID: EVENT_MESSAGES.noRate } });

  const hoursPerDay = Math.round(body.hours * 100);
  const feeBp = Math.round(body.agencyFee * 10_000);
  const booked = bookingMoney({
    start,
    end,
    hoursPerDay,
    rateCents: rate?.price ?? 0,
    agencyFeeBasisPoints: feeBp,
  });
  // Money belongs to a talent's booking; an event without a talent pays nobody.
  const money = staff ? booked : { ...booked, payout: 0, agencyShare: 0, lineTotal: 0 };
  const id = body.eventId || ulid();
  const now = stamp(ctx);
  const nowIso = ctx.clock.now().toISOString();
  const remindAt = reminderAt(start);

  await commit(
    ctx.db,
    async (tx) => {
      const old = body.eventId ? await eventById(ctx, body.eventId) : undefined;
      if (body.eventId && !old)
        throw eventsError('noEvent', { fields: { eventId: EVENT_MESSAGES.noEvent } });
      // Invoicing and payouts raise the version, so a save racing them retries and lands here.
      if (old && isSettled(old)) throw eventsError('settled');
      const record = {
        emis: ctx.emis,
        id,
        title: body.title,
        description: body.description,
        start,
        end,
        private: body.privacy,
        rate_id: rate?.id,
        rate_name: rate?.name,
        rate_cents: rate?.price ?? 0,
        hours_per_day: hoursPerDay,
        agency_fee_bp: feeBp,
        agency_fee_name: body.agencyFeeName,
        staff_id: staff?.id,
        staff_name: staff?.name,
        client_id: client?.id,
        client_name: client?.name,
        color: old?.color ?? colourOf(id),
        payout: money.payout,
        agency_share: money.agencyShare,
        line_total: money.lineTotal,
        days: money.days,
        hours: money.hours,
        created_by: old ? old.created_by : ctx.caller.userId,
        created_at: old ? old.created_at : now,
        updated_at: now,
        version: (old?.version ?? 0) + 1,
        // Kept as they are: the invoicing and payroll of bookings own them.
        invoice_number: old?.invoice_number,
        payroll_id: old?.payroll_id,
        staff_key: staff ? eventStaffKey(ctx.emis, staff.id) : undefined,
        staff_sort: staff ? eventSort(start, id) : undefined,
        client_key: client ? eventClientKey(ctx.emis, client.id) : undefined,
        client_sort: client ? eventSort(start, id) : undefined,
        ...((staff || client) && remindAt > nowIso
          ? { remind_key: EVENT_REMIND_KEY, remind_at: eventRemindAt(remindAt, ctx.emis, id) }
          : {}),
      };
      const steps: Step[] = [];
      if (!old) {
        steps.push(
          { name: 'event', write: tx.event.create(record).commit() },
          {
            name: 'event ref',
            write: tx.eventRef.create({ emis: ctx.emis, id, start }).commit(),
          },
        );
      } else if (old.start === start) {
        steps.push({
          name: 'event',
          write: tx.event
            .put(record)
            .where((a, op) => op.eq(a.version, old.version))
            .commit(),
          onFail: 'retry',
        });
      } else {
        // A move changes the event's key: the old item goes, the new one comes, the ref follows.
        steps.push(
          {
            name: 'old event',
            write: tx.event
              .delete({ emis: ctx.emis, start: old.start, id })
              .where((a, op) => op.eq(a.version, old.version))
              .commit(),
            onFail: 'retry',
          },
          { name: 'event', write: tx.event.create(record).commit(), onFail: 'retry' },
          { name: 'event ref', write: tx.eventRef.put({ emis: ctx.emis, id, start }).commit() },
        );
      }
      if (staff)
        steps.push({
          name: 'talent',
          write: staffExistsCheck(tx, ctx.emis, staff.id),
          onFail: eventsError('noStaff', { fields: { staffID: EVENT_MESSAGES.noStaff } }),
        });
      if (client)
        steps.push({
          name: 'client',
          write: clientExistsCheck(tx, ctx.emis, client.id),
          onFail: eventsError('noClient', { fields: { clientID: EVENT_MESSAGES.noClient } }),
        });
      steps.push(...(await slotSteps(ctx.db, tx, ctx.emis, old && heldBy(old), heldBy(record))));
      steps.push(
        ...aggregateSteps(tx, ctx.emis, [
          ...(old ? negate(deltasOf(old)) : []),
          ...deltasOf(record),
        ]),
      );
      return { steps, value: { id } };
    },
    { request: requestOf(ctx) },
  );
  // A public event is on the site's calendar (and a changed one may have been).
  if (body.privacy !== 'Yes' || body.eventId) siteChanged(ctx);
  return windowList(ctx, window, ctx.caller.alevel);
}

/**
 * delete-selected-events: every id must be one of the company's events (404 before anything is
 * deleted otherwise); each event then goes in its own transaction with its ref, its slots and
 * its share of its talent's totals. Answers the window's list.
 */
/** A booking on an invoice or a payslip: its money is recorded elsewhere and stays as it is. */
const isSettled = (event: { invoice_number?: string; payroll_id?: string }) =>
  Boolean(event.invoice_number || event.payroll_id);

export async function deleteEvents(
  ctx: RequestContext,
  body: { eventsIds: string[]; from?: string; to?: string },
): Promise<EventsReply> {
  const window = windowOf(ctx.clock, body);
  const ids = [...new Set(body.eventsIds)];
  const found = await Promise.all(ids.map((id) => eventById(ctx, id)));
  if (found.some((event) => !event))
    throw eventsError('noEvent', { fields: { eventsIds: EVENT_MESSAGES.noEvent } });
  if (found.some((event) => event && isSettled(event))) throw eventsError('settled');
  for (const id of ids) {
    await commit(ctx.db, async (tx) => {
      const old = await eventById(ctx, id);
      if (!old) return []; // deleted meanwhile by someone else
      if (isSettled(old)) throw eventsError('settled');
      return [
        {
          name: 'event',
          write: tx.event
            .delete({ emis: ctx.emis, start: old.start, id })
            .where((a, op) => op.eq(a.version, old.version))
            .commit(),
          onFail: 'retry',
        },
        { name: 'event ref', write: tx.eventRef.delete({ emis: ctx.emis, id }).commit() },
        ...(await slotSteps(ctx.db, tx, ctx.emis, heldBy(old), undefined)),
        ...aggregateSteps(tx, ctx.emis, negate(deltasOf(old))),
      ];
    });
  }
  if (found.some((event) => event && event.private !== 'Yes')) siteChanged(ctx);
  return windowList(ctx, window, ctx.caller.alevel);
}

/**
 * How many of the company's events (bookings included, private ones too) run on each of `days`:
 * ONE bounded window Query of the by-start index (eventsInWindow), for the home (issue 28).
 */
export async function eventsOnDays(
  db: Database,
  emis: string,
  days: readonly string[],
): Promise<number[]> {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const found = await eventsInWindow(db, emis, { from: sorted[0]!, to: sorted.at(-1)! }, true);
  return days.map(
    (day) => found.filter((e) => e.start <= `${day} 23:59:59` && e.end > `${day} 00:00:00`).length,
  );
}
