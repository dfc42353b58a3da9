// The calendar feeds (issue 25 item 5): a company's public events as iCalendar on its site
// (GET /events.ics), and each staff member's bookings, public and private, behind a private
// token (GET /calendar-feed/{token}.ics) that the staff member or an admin makes and revokes.
import { createHash, randomBytes } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LEVEL } from '@shared/access';
import { serializeCalendar, type CalendarEvent } from '@shared/events/ical';
import { wallTimeToUtc } from '@shared/events/reminder';
import { EVENT_MESSAGES, MAX_BOOKING_DAYS, MAX_EVENTS_IN_WINDOW } from '@shared/events/schemas';
import type { Database } from '../db/service';
import { siteOrigin, stamp, type OnSite, type RequestContext } from '../kernel/context';
import { commit, type Step } from '../kernel/transaction';
import { AppError } from '../platform/errors';
import { PUBLIC_PAGE_CACHE } from '../platform/edge-cache';
import { textReply, type Reply } from '../platform/reply';
import { staffMember } from '../staff';
import { eventSort, eventStaffKey } from './entities/event.entity';
import { eventsError } from './errors';
import { eventsInWindow, windowOf, type EventRecord, type Window } from './events';

export const FEED_MESSAGES = {
  noFeed: 'No such calendar feed',
  notYours: 'Only an admin may make or revoke the calendar feed of another staff member',
} as const;

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const PRODUCT_ID = '-//Kantoor//Events calendar//EN';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A feed token: 256 random bits, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const utcOf = (wallTime: string | undefined) =>
  wallTime && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(wallTime)
    ? wallTimeToUtc(wallTime)
    : undefined;

/** An event as a VEVENT: the UID is the event's id at its company, stable across both feeds. */
function calendarEvent(emis: string, r: EventRecord, withClient: boolean): CalendarEvent {
  const client = withClient && r.client_name ? `Client: ${r.client_name}` : '';
  return {
    uid: `${r.id}@${emis}.kantoor`,
    start: wallTimeToUtc(r.start),
    end: wallTimeToUtc(r.end),
    summary: r.title,
    description: [r.description ?? '', client].filter(Boolean).join('\n\n'),
    classification: r.private === 'Yes' ? 'PRIVATE' : 'PUBLIC',
    sequence: Math.max(0, (r.version ?? 1) - 1),
    created: utcOf(r.created_at),
    lastModified: utcOf(r.updated_at),
  };
}

const calendarReply = (body: string, cacheControl: string): Reply =>
  textReply(200, body, CALENDAR_TYPE, {
    'cache-control': cacheControl,
    'content-disposition': 'inline; filename="events.ics"',
  });

/**
 * GET /events.ics (public): the site's company's PUBLIC events of the default window (45 days
 * back to 365 ahead, at most MAX_EVENTS_IN_WINDOW), never a private one, whoever asks.
 */
export async function publicFeed(ctx: RequestContext<OnSite>): Promise<Reply> {
  const window = windowOf(ctx.clock, {});
  const rows = await eventsInWindow(ctx.db, ctx.emis, window, false);
  const text = serializeCalendar({
    productId: PRODUCT_ID,
    name: `${ctx.company.name} events`,
    stamp: ctx.clock.now(),
    events: rows.filter((r) => r.private !== 'Yes').map((r) => calendarEvent(ctx.emis, r, false)),
  });
  // Kept at the edge per host like a page, and invalidated when a public event changes.
  return calendarReply(text, PUBLIC_PAGE_CACHE);
}

/**
 * A talent's bookings of a window, by start: ONE key-range Query of the by-talent index (gsi1),
 * starting MAX_BOOKING_DAYS early so a booking running into the window is in it, at most
 * MAX_EVENTS_IN_WINDOW.
 */
async function bookingsOfStaff(
  db: Database,
  emis: string,
  staffId: string,
  window: Window,
): Promise<EventRecord[]> {
  const floor = `${window.from} 00:00:00`;
  const found = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
      ExpressionAttributeValues: {
        ':pk': eventStaffKey(emis, staffId),
        ':from': eventSort(`${addDays(window.from, -MAX_BOOKING_DAYS)} 00:00:00`, ''),
        ':to': `${window.to} 23:59:59~`,
      },
      Limit: MAX_EVENTS_IN_WINDOW,
    }),
  );
  return (found.Items ?? []).flatMap((item) => {
    const event = db.entities.event.parse({ Item: item }).data;
    return event && event.end > floor ? [event] : [];
  });
}

const noFeed = () => new AppError(404, FEED_MESSAGES.noFeed);

/**
 * GET /calendar-feed/{token}.ics (public): the bookings of the staff member the token was made
 * for, public and private, of the default window. An unknown, revoked or malformed token, or a
 * staff member since deleted, answers 404 (the same for each, so nothing is learnt by guessing).
 */
export async function staffFeed(
  ctx: Pick<RequestContext<object>, 'db' | 'clock' | 'deps'>,
  param: string,
): Promise<Reply> {
  const token = param.endsWith('.ics') ? param.slice(0, -4) : param;
  if (!TOKEN.test(token)) throw noFeed();
  const { data: feed } = await ctx.db.entities.calendarFeed
    .get({ hash: hashOf(token) })
    .go({ consistent: true });
  if (!feed) throw noFeed();
  const tenant = { db: ctx.db, emis: feed.emis };
  const [staff, company] = await Promise.all([
    staffMember(tenant, feed.staff_id),
    ctx.deps.tenant(feed.emis).company.get(),
  ]);
  if (!staff || !company) throw noFeed();
  const rows = await bookingsOfStaff(ctx.db, feed.emis, staff.id, windowOf(ctx.clock, {}));
  const text = serializeCalendar({
    productId: PRODUCT_ID,
    name: `${staff.name}, ${company.name}`,
    description: `The bookings of ${staff.name} at ${company.name}`,
    stamp: ctx.clock.now(),
    events: rows.map((r) => calendarEvent(feed.emis, r, true)),
  });
  // Private to whoever holds the link: no shared cache keeps a copy.
  return calendarReply(text, 'private, no-store');
}

/**
 * Who may make or revoke a staff member's feed: an admin (level 7+) for anyone of the company; a
 * staff member only their own, matched by their sign-in email to the staff member's email (a
 * user and a member of staff are not otherwise linked). Another company's staff id answers as a
 * missing one.
 */
async function feedOwner(ctx: RequestContext, staffId: string) {
  const staff = await staffMember(ctx, staffId);
  if (!staff) throw eventsError('noStaff', { fields: { staffID: EVENT_MESSAGES.noStaff } });
  if (ctx.caller.alevel >= LEVEL.admin) return staff;
  const user = await ctx.deps.accounts.getUser(ctx.caller.userId);
  const mine =
    !!user?.email &&
    !!staff.email &&
    user.email.trim().toLowerCase() === staff.email.trim().toLowerCase();
  if (!mine) throw new AppError(403, FEED_MESSAGES.notYours);
  return staff;
}

async function currentFeed(db: Database, emis: string, staffId: string) {
  const { data } = await db.entities.calendarFeedOwner
    .get({ emis, staff_id: staffId })
    .go({ consistent: true });
  return data ?? undefined;
}

/**
 * create-calendar-feed: a new token for the staff member's feed; their old one (if any) stops
 * working in the same transaction. Answers the feed's URL on the company's site: the token is
 * shown this once (only its hash is kept).
 */
export async function createCalendarFeed(ctx: RequestContext, body: { staffID: string }) {
  const staff = await feedOwner(ctx, body.staffID);
  const company = await ctx.tenant.company.get();
  const token = randomBytes(32).toString('base64url');
  const hash = hashOf(token);
  const at = stamp(ctx);
  await commit(ctx.db, async (tx) => {
    const old = await currentFeed(ctx.db, ctx.emis, staff.id);
    const steps: Step[] = [
      {
        name: 'feed',
        write: tx.calendarFeed
          .create({
            hash,
            emis: ctx.emis,
            staff_id: staff.id,
            created_by: ctx.caller.userId,
            created_at: at,
          })
          .commit(),
      },
      {
        // As read: a create or revoke meanwhile makes this attempt plan again.
        name: 'owner',
        write: old
          ? tx.calendarFeedOwner
              .put({ emis: ctx.emis, staff_id: staff.id, hash, created_at: at })
              .where((a, op) => op.eq(a.hash, old.hash))
              .commit()
          : tx.calendarFeedOwner
              .create({ emis: ctx.emis, staff_id: staff.id, hash, created_at: at })
              .commit(),
        onFail: 'retry',
      },
    ];
    if (old)
      steps.push({ name: 'old feed', write: tx.calendarFeed.delete({ hash: old.hash }).commit() });
    return steps;
  });
  const origin = siteOrigin(ctx, company?.domain ?? ctx.siteHost ?? 'localhost');
  return {
    status: 'success' as const,
    staffID: staff.id,
    url: `${origin}/calendar-feed/${token}.ics`,
  };
}

/** revoke-calendar-feed: the staff member's feed stops working (404); nothing to revoke is fine. */
export async function revokeCalendarFeed(ctx: RequestContext, body: { staffID: string }) {
  const staff = await feedOwner(ctx, body.staffID);
  const revoked = await commit(ctx.db, async (tx) => {
    const old = await currentFeed(ctx.db, ctx.emis, staff.id);
    if (!old) return { steps: [], value: false };
    return {
      steps: [
        { name: 'feed', write: tx.calendarFeed.delete({ hash: old.hash }).commit() },
        {
          name: 'owner',
          write: tx.calendarFeedOwner
            .delete({ emis: ctx.emis, staff_id: staff.id })
            .where((a, op) => op.eq(a.hash, old.hash))
            .commit(),
          onFail: 'retry',
        },
      ],
      value: true,
    };
  });
  return { status: 'success' as const, staffID: staff.id, revoked };
}
