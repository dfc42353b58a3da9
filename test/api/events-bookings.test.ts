import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type AppointmentsReply, type EventView } from '@shared/events/schemas';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { reminderAt } from '@shared/events/reminder';
import { formatDateTime } from '@shared/time/sast';
import { AGENCY, byTitle, day, newTalent, ok, post, unique } from './events-support';
import { runtimeClock, testDeps } from './support';

// Bookings that cannot collide (issue 25 item 3): a talent's day slots are written on condition
// of the version read, so of ten saves at once for one talent and slot exactly one commits.
const STAFF = `staff@${AGENCY}`;
const window = { from: day(-5), to: day(90) };

const booking = (title: string, talent: string, start: string, end: string, extra = {}) => ({
  title,
  description: 'Race test',
  startDate: start,
  endDate: end,
  privacy: 'Yes',
  staffID: talent,
  ...window,
  ...extra,
});

describe('bookings that cannot collide', () => {
  it('ten concurrent bookings of one talent for one slot: one 200, nine 409', async () => {
    const talent = await newTalent();
    const title = unique('Race');
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        post<{ error?: string }>(
          STAFF,
          '/auth/save-event',
          booking(`${title} ${n}`, talent, `${day(30)} 10:00:00`, `${day(30)} 12:00:00`),
        ),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses, replies.map((r) => r.text).join('\n')).toEqual([200, ...Array(9).fill(409)]);
    for (const reply of replies.filter((r) => r.status === 409))
      expect(reply.body.error).toBe(EVENT_MESSAGES.doubleBooked);
    const list = await ok<EventView[]>(STAFF, '/get-all-events', { status: 'Yes', ...window });
    expect(list.filter((e) => e.staff_id === talent)).toHaveLength(1);
    const totals = await ok<AppointmentsReply>(STAFF, '/auth/get-all-appointments-by-staff', {
      staffID: talent,
    });
    expect(totals.rows).toHaveLength(1);
    expect(totals.totals?.count).toBe(1);
  });

  it('allows touching bookings, refuses overlaps (multi-day too), and moves free the old slot', async () => {
    const talent = await newTalent();
    const other = await newTalent();
    const tag = unique('Slots');
    const save = (title: string, start: string, end: string, extra = {}) =>
      post<EventView[] & { error?: string }>(
        STAFF,
        '/auth/save-event',
        booking(title, talent, start, end, extra),
      );
    // A three-day booking: day 40 09:00 to day 42 17:00.
    const long = await save(`${tag} long`, `${day(40)} 09:00:00`, `${day(42)} 17:00:00`);
    expect(long.status, long.text).toBe(200);
    const longId = byTitle(long.body, `${tag} long`)[0]!.id;
    // Touching at either end: allowed.
    expect((await save(`${tag} before`, `${day(40)} 07:00:00`, `${day(40)} 09:00:00`)).status).toBe(
      200,
    );
    expect((await save(`${tag} after`, `${day(42)} 17:00:00`, `${day(42)} 19:00:00`)).status).toBe(
      200,
    );
    // Overlapping the middle day, or its first minutes: refused.
    for (const [start, end] of [
      [`${day(41)} 12:00:00`, `${day(41)} 13:00:00`],
      [`${day(39)} 20:00:00`, `${day(40)} 09:01:00`],
      [`${day(38)} 00:00:00`, `${day(45)} 00:00:00`],
    ] as const) {
      const refused = await save(`${tag} clash`, start, end);
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.error).toBe(EVENT_MESSAGES.doubleBooked);
    }
    // Another talent at the same time: fine.
    const parallel = await post(
      STAFF,
      '/auth/save-event',
      booking(`${tag} other`, other, `${day(41)} 12:00:00`, `${day(41)} 13:00:00`),
    );
    expect(parallel.status).toBe(200);
    // Resizing the long booking over itself is fine; moving it frees its old days.
    expect(
      (await save(`${tag} long`, `${day(40)} 09:00:00`, `${day(42)} 16:00:00`, { eventId: longId }))
        .status,
    ).toBe(200);
    expect(
      (await save(`${tag} long`, `${day(50)} 09:00:00`, `${day(51)} 17:00:00`, { eventId: longId }))
        .status,
    ).toBe(200);
    const freed = await save(`${tag} freed`, `${day(41)} 12:00:00`, `${day(41)} 13:00:00`);
    expect(freed.status, freed.text).toBe(200);
    // Moving another booking onto it is refused and leaves it where it was.
    const beforeId = byTitle(freed.body, `${tag} before`)[0]!.id;
    const onto = await save(`${tag} before`, `${day(50)} 10:00:00`, `${day(50)} 11:00:00`, {
      eventId: beforeId,
    });
    expect(onto.status).toBe(409);
    // Deleting frees the slot.
    await ok(STAFF, '/auth/delete-selected-events', { eventsIds: [longId] });
    expect((await save(`${tag} later`, `${day(50)} 10:00:00`, `${day(50)} 11:00:00`)).status).toBe(
      200,
    );
    const list = await ok<EventView[]>(STAFF, '/get-all-events', { status: 'Yes', ...window });
    expect(
      list
        .filter((e) => e.staff_id === talent)
        .map((e) => e.title)
        .sort(),
    ).toEqual([`${tag} after`, `${tag} before`, `${tag} freed`, `${tag} later`].sort());
    expect(byTitle(list, `${tag} before`)[0]!.start).toBe(`${day(40)} 07:00:00`);
  });
});

describe('the reminders’ due-time index (gsi3)', () => {
  /** The reminder keys of an event, as the reminder job will query them. */
  async function remindersOf(id: string) {
    const db = testDeps().db;
    const found = await db.client.send(
      new QueryCommand({
        TableName: db.table,
        IndexName: 'gsi3',
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: '#id = :id',
        ExpressionAttributeNames: { '#pk': 'gsi3pk', '#id': 'id' },
        ExpressionAttributeValues: { ':pk': 'event_remind', ':id': id },
      }),
    );
    return (found.Items ?? []).map((item) => String(item.gsi3sk));
  }

  it('holds a booking with a talent 24 h before its start while that is ahead, and follows a move', async () => {
    const talent = await newTalent();
    const tag = unique('Reminder');
    const start = `${day(6)} 10:00:00`;
    const saved = await ok<EventView[]>(
      STAFF,
      '/auth/save-event',
      booking(`${tag} booked`, talent, start, `${day(6)} 11:00:00`),
    );
    const id = byTitle(saved, `${tag} booked`)[0]!.id;
    expect(await remindersOf(id)).toEqual([`${reminderAt(start)}#ubuntu-talent#${id}`]);
    const moved = `${day(8)} 09:00:00`;
    await ok(
      STAFF,
      '/auth/save-event',
      booking(`${tag} booked`, talent, moved, `${day(8)} 10:00:00`, { eventId: id }),
    );
    expect(await remindersOf(id)).toEqual([`${reminderAt(moved)}#ubuntu-talent#${id}`]);
    // Starting in 12 hours: its reminder time has passed, so it is not in the index.
    const soon = formatDateTime(new Date(runtimeClock.now().getTime() + 12 * 3_600_000));
    const late = await ok<EventView[]>(STAFF, '/auth/save-event', {
      ...booking(`${tag} soon`, talent, soon, `${day(4)} 00:00:00`),
    });
    expect(await remindersOf(byTitle(late, `${tag} soon`)[0]!.id)).toEqual([]);
    // An event that books nobody has no reminder.
    const plain = await ok<EventView[]>(STAFF, '/auth/save-event', {
      ...booking(`${tag} plain`, talent, `${day(9)} 10:00:00`, `${day(9)} 11:00:00`),
      staffID: undefined,
    });
    expect(await remindersOf(byTitle(plain, `${tag} plain`)[0]!.id)).toEqual([]);
    await ok(STAFF, '/auth/delete-selected-events', { eventsIds: [id] });
    expect(await remindersOf(id)).toEqual([]);
  });
});
