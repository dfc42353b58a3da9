import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import {
  EVENT_MESSAGES,
  type AgencyFeeView,
  type AppointmentsReply,
  type EventView,
} from '@shared/events/schemas';
import {
  AGENCY,
  byTitle,
  day,
  get,
  newClient,
  newRate,
  newTalent,
  ok,
  post,
  SCHOOL,
  thisMonth,
  unique,
} from './events-support';
import { api } from './support';

// The events API (issue 25 items 1 and 4): the public calendar never shows a visitor a private
// event, staff save, move and delete events and get the window's list back, bookings are
// priced in exact cents from the company's own talent, client and rate, and the appointments
// pages carry the talent's totals.
const STAFF = `staff@${AGENCY}`;
const ADMIN = `admin@${AGENCY}`;
const PARENT = `parent@${AGENCY}`;
const SCHOOL_ADMIN = `admin@${SCHOOL}`;

const event = (title: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'An API test',
  startDate: start,
  endDate: end,
  privacy: 'No',
  ...extra,
});

describe('get-all-events: who sees private events', () => {
  it('a visitor gets public events only, whatever the body says', async () => {
    const title = unique('Private rehearsal');
    await ok(
      STAFF,
      '/auth/save-event',
      event(title, `${day(3)} 10:00:00`, `${day(3)} 11:00:00`, { privacy: 'Yes' }),
    );
    for (const body of [
      { status: 'Yes' },
      { status: 'No' },
      {},
      { status: 'Yes', emis: 'ubuntu-talent' },
    ]) {
      const list = await ok<EventView[]>(null, '/get-all-events', body);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((e) => e.private === 'No')).toBe(true);
      expect(byTitle(list, title)).toHaveLength(0);
      // A visitor sees no money.
      expect(list.every((e) => e.payout === 0 && e.line_total === 0 && e.rates === 0)).toBe(true);
    }
    // A token of another company, or a broken one, is a visitor too.
    for (const reply of [
      await post<EventView[]>(SCHOOL_ADMIN, '/get-all-events', { status: 'Yes' }, AGENCY),
      await api.post<EventView[]>(
        '/get-all-events',
        { status: 'Yes' },
        { host: AGENCY, token: 'not.a.token' },
      ),
    ]) {
      expect(reply.status).toBe(200);
      expect(reply.body.every((e) => e.private === 'No')).toBe(true);
      expect(byTitle(reply.body, title)).toHaveLength(0);
    }
  });

  it('a signed-in parent sees private events (without money); status No stays public', async () => {
    const title = unique('Private fitting');
    await ok(
      STAFF,
      '/auth/save-event',
      event(title, `${day(4)} 10:00:00`, `${day(4)} 11:00:00`, { privacy: 'Yes' }),
    );
    const signedIn = await ok<EventView[]>(PARENT, '/get-all-events', { status: 'Yes' });
    expect(byTitle(signedIn, title)).toHaveLength(1);
    // The seed's private bookings are there too, their money hidden from a parent.
    expect(signedIn.some((e) => e.private === 'Yes' && e.staff_id)).toBe(true);
    expect(signedIn.every((e) => e.payout === 0)).toBe(true);
    const statusNo = await ok<EventView[]>(PARENT, '/get-all-events', { status: 'No' });
    expect(statusNo.every((e) => e.private === 'No')).toBe(true);
    // Staff see the money of the seeded bookings.
    const staff = await ok<EventView[]>(STAFF, '/get-all-events', { status: 'Yes' });
    expect(staff.some((e) => e.payout > 0 && e.line_total >= e.payout)).toBe(true);
  });

  it('refuses a window longer than 400 days or backwards', async () => {
    for (const window of [
      { from: day(0), to: day(401) },
      { from: day(5), to: day(1) },
      { from: '2026-02-30' },
    ]) {
      const reply = await post<{ error: string }>(null, '/get-all-events', window);
      expect(reply.status, reply.text).toBe(400);
      expect(reply.body.error).toBe(EVENT_MESSAGES.window);
    }
  });
});

describe('save-event and delete-selected-events', () => {
  const window = { from: day(-10), to: day(60) };

  it('create, move and delete each answer the window’s list', async () => {
    const title = unique('Casting');
    const created = await ok<EventView[]>(STAFF, '/auth/save-event', {
      ...event(title, `${day(5)} 09:00:00`, `${day(5)} 10:00:00`),
      ...window,
    });
    const [mine] = byTitle(created, title);
    expect(mine).toMatchObject({
      start: `${day(5)} 09:00:00`,
      end: `${day(5)} 10:00:00`,
      private: 'No',
    });
    expect(created.map((e) => e.start)).toEqual([...created.map((e) => e.start)].sort());

    const moved = await ok<EventView[]>(STAFF, '/auth/save-event', {
      ...event(`${title} (moved)`, `${day(7)} 14:00:00`, `${day(7)} 15:30:00`),
      eventId: mine!.id,
      ...window,
    });
    expect(byTitle(moved, title)).toHaveLength(0);
    expect(byTitle(moved, `${title} (moved)`)).toEqual([
      expect.objectContaining({ id: mine!.id, start: `${day(7)} 14:00:00`, color: mine!.color }),
    ]);
    // The move is what the public list shows too.
    const pub = await ok<EventView[]>(null, '/get-all-events', window);
    expect(byTitle(pub, `${title} (moved)`)).toHaveLength(1);

    const after = await ok<EventView[]>(STAFF, '/auth/delete-selected-events', {
      eventsIds: [mine!.id],
      ...window,
    });
    expect(after.some((e) => e.id === mine!.id)).toBe(false);
    const again = await post<{ error: string }>(STAFF, '/auth/delete-selected-events', {
      eventsIds: [mine!.id],
    });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(EVENT_MESSAGES.noEvent);
  });

  it('validates with the shared messages; end before start is refused', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [event('', `${day(5)} 09:00:00`, `${day(5)} 10:00:00`), 'title', EVENT_MESSAGES.required],
      [
        event('X', `${day(5)} 10:00:00`, `${day(5)} 09:00:00`),
        'endDate',
        EVENT_MESSAGES.endBeforeStart,
      ],
      [
        event('X', `${day(5)} 10:00:00`, `${day(5)} 10:00:00`),
        'endDate',
        EVENT_MESSAGES.endBeforeStart,
      ],
      [
        event('X', '2026-02-30 10:00:00', `${day(5)} 10:00:00`),
        'startDate',
        EVENT_MESSAGES.dateTime,
      ],
      [event('X', `${day(5)} 10:00:00`, `${day(40)} 10:00:00`), 'endDate', EVENT_MESSAGES.tooLong],
      [
        { ...event('X', `${day(5)} 09:00:00`, `${day(5)} 10:00:00`), privacy: '' },
        'privacy',
        EVENT_MESSAGES.required,
      ],
      [
        { ...event('X', `${day(5)} 09:00:00`, `${day(5)} 10:00:00`), hours: 25 },
        'hours',
        EVENT_MESSAGES.hours,
      ],
      [
        { ...event('X', `${day(5)} 09:00:00`, `${day(5)} 10:00:00`), agencyFee: 15 },
        'agencyFee',
        EVENT_MESSAGES.agencyFee,
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await post<{ fields: Record<string, string> }>(STAFF, '/auth/save-event', body);
      expect(reply.status, `${field}: ${reply.text}`).toBe(400);
      expect(reply.body.fields[field]).toBe(message);
    }
    const none = await post<{ fields: Record<string, string> }>(
      STAFF,
      '/auth/delete-selected-events',
      { eventsIds: [] },
    );
    expect(none.status).toBe(400);
    expect(none.body.fields.eventsIds).toBe(EVENT_MESSAGES.selectOne);
  });

  it('a parent cannot save or delete; a visitor is asked to sign in', async () => {
    const body = event('Parent event', `${day(5)} 09:00:00`, `${day(5)} 10:00:00`);
    expect((await post(PARENT, '/auth/save-event', body)).status).toBe(403);
    expect((await post(null, '/auth/save-event', { ...body, requestId: ulid() })).status).toBe(401);
  });

  it('another company’s talent, client, rate and event answer like missing ones, writing nothing', async () => {
    const [talent, client, rate] = await Promise.all([
      newTalent(SCHOOL_ADMIN),
      newClient(SCHOOL_ADMIN),
      newRate('100.00', `manager@${SCHOOL}`),
    ]);
    const theirs = await ok<EventView[]>(
      SCHOOL_ADMIN,
      '/auth/save-event',
      event(unique('School'), `${day(6)} 09:00:00`, `${day(6)} 10:00:00`),
    );
    const theirEvent = theirs.at(-1)!.id;
    const title = unique('Cross tenant');
    const base = event(title, `${day(8)} 09:00:00`, `${day(8)} 10:00:00`);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, staffID: talent }, 'staffID', EVENT_MESSAGES.noStaff],
      [{ ...base, clientID: client }, 'clientID', EVENT_MESSAGES.noClient],
      [{ ...base, rateID: rate }, 'rateID', EVENT_MESSAGES.noRate],
      [{ ...base, eventId: theirEvent }, 'eventId', EVENT_MESSAGES.noEvent],
    ];
    for (const [body, field, message] of cases) {
      const reply = await post<{ error: string; fields: Record<string, string> }>(
        STAFF,
        '/auth/save-event',
        body,
      );
      expect(reply.status, reply.text).toBe(404);
      expect(reply.body.fields[field]).toBe(message);
    }
    const del = await post(STAFF, '/auth/delete-selected-events', { eventsIds: [theirEvent] });
    expect(del.status).toBe(404);
    const list = await ok<EventView[]>(STAFF, '/get-all-events', { status: 'Yes' });
    expect(byTitle(list, title)).toHaveLength(0);
    const school = await ok<EventView[]>(SCHOOL_ADMIN, '/get-all-events', { status: 'Yes' });
    expect(school.some((e) => e.id === theirEvent)).toBe(true);
  });

  it('a repeat of one request id answers the first reply and writes nothing', async () => {
    const title = unique('Once');
    const body = {
      ...event(title, `${day(9)} 09:00:00`, `${day(9)} 10:00:00`),
      ...window,
      requestId: ulid(),
    };
    const first = await ok<EventView[]>(STAFF, '/auth/save-event', body);
    const second = await ok<EventView[]>(STAFF, '/auth/save-event', body);
    expect(second).toEqual(first);
    expect(byTitle(second, title)).toHaveLength(1);
    const changed = await post(STAFF, '/auth/save-event', { ...body, title: `${title}!` });
    expect(changed.status).toBe(409);
    const list = await ok<EventView[]>(STAFF, '/get-all-events', { status: 'Yes', ...window });
    expect(byTitle(list, title)).toHaveLength(1);
    expect(byTitle(list, `${title}!`)).toHaveLength(0);
  });
});

describe('bookings: money, appointments and the talent’s totals', () => {
  it('prices a booking in exact cents from the company’s rate and the agency fee', async () => {
    const [talent, client, rate] = await Promise.all([newTalent(), newClient(), newRate('250.00')]);
    const title = unique('Three-day shoot');
    const list = await ok<EventView[]>(STAFF, '/auth/save-event', {
      ...event(title, `${day(20)} 00:00:00`, `${day(23)} 00:00:00`, { privacy: 'Yes' }),
      staffID: talent,
      clientID: client,
      rateID: rate,
      hours: 1.5,
      agencyFee: 0.15,
      agencyFeeName: 'Standard Agency Fee',
    });
    expect(byTitle(list, title)[0]).toMatchObject({
      rates: 25_000,
      hours: 1.5,
      agency_fee: 0.15,
      agency_fee_name: 'Standard Agency Fee',
      staff_id: talent,
      client_id: client,
      rate_id: rate,
      payout: 112_500,
      agency_share: 16_875,
      line_total: 129_375,
    });
    const byClient = await ok<AppointmentsReply>(STAFF, '/auth/get-all-appointments-by-client', {
      clientID: client,
    });
    expect(byClient.rows).toEqual([
      expect.objectContaining({
        title,
        hours: 4.5,
        rates: 25_000,
        lineTotal: 129_375,
        payout: 112_500,
      }),
    ]);
  });

  it('pages a talent’s bookings and keeps its totals equal to them through creates, moves, edits and deletes', async () => {
    const [talent, rate] = await Promise.all([newTalent(), newRate('333.33')]);
    const save = (title: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
      ok<EventView[]>(STAFF, '/auth/save-event', {
        ...event(title, start, end),
        staffID: talent,
        rateID: rate,
        agencyFee: 0.125,
        from: day(-40),
        to: day(120),
        ...extra,
      });
    const tag = unique('Booking');
    const ids: string[] = [];
    for (const [n, date] of [
      thisMonth(1),
      thisMonth(9),
      thisMonth(17),
      day(45),
      day(60),
      day(75),
    ].entries()) {
      const list = await save(`${tag} ${n}`, `${date} 08:00:00`, `${date} 09:30:00`, {
        hours: 1 + n * 0.25,
      });
      ids.push(byTitle(list, `${tag} ${n}`)[0]!.id);
    }
    // A move (another day, longer), an edit of the hours, and a delete.
    await save(`${tag} 4`, `${day(61)} 08:00:00`, `${day(62)} 17:00:00`, {
      eventId: ids[4],
      hours: 7.5,
    });
    await save(`${tag} 3`, `${day(45)} 08:00:00`, `${day(45)} 09:30:00`, {
      eventId: ids[3],
      hours: 2.33,
    });
    await ok(STAFF, '/auth/delete-selected-events', { eventsIds: [ids[5]] });

    const all = async (path: string) => {
      const rows: AppointmentsReply['rows'] = [];
      let cursor: string | null | undefined;
      let reply: AppointmentsReply;
      do {
        reply = await ok<AppointmentsReply>(STAFF, path, {
          staffID: talent,
          limit: 2,
          ...(cursor ? { cursor } : {}),
        });
        expect(reply.rows.length).toBeLessThanOrEqual(2);
        rows.push(...reply.rows);
        cursor = reply.cursor;
      } while (cursor);
      return { rows, totals: reply.totals! };
    };
    const sum = (rows: AppointmentsReply['rows']) => ({
      hours: Math.round(rows.reduce((s, r) => s + r.hours * 100, 0)) / 100,
      payout: rows.reduce((s, r) => s + r.payout, 0),
      lineTotal: rows.reduce((s, r) => s + r.lineTotal, 0),
      count: rows.length,
    });
    const everything = await all('/auth/get-all-appointments-by-staff');
    expect(everything.rows.map((r) => r.id).sort()).toEqual(ids.slice(0, 5).sort());
    // Latest start first.
    expect(everything.rows.map((r) => r.start)).toEqual(
      [...everything.rows.map((r) => r.start)].sort().reverse(),
    );
    expect(everything.totals).toEqual(sum(everything.rows));
    const moved = everything.rows.find((r) => r.id === ids[4])!;
    expect(moved).toMatchObject({ start: `${day(61)} 08:00:00`, hours: 15 });

    const month = await all('/auth/get-all-appointments-by-staff-current-month');
    expect(month.rows.map((r) => r.id).sort()).toEqual(ids.slice(0, 3).sort());
    expect(month.totals).toEqual(sum(month.rows));

    // The company's current month lists them too (and only bookings of this month).
    const company: AppointmentsReply['rows'] = [];
    let cursor: string | null = null;
    do {
      const page: AppointmentsReply = await ok<AppointmentsReply>(
        STAFF,
        '/auth/get-all-appointments-current-month',
        cursor ? { cursor } : {},
      );
      company.push(...page.rows);
      cursor = page.cursor;
    } while (cursor);
    expect(ids.slice(0, 3).every((id) => company.some((r) => r.id === id))).toBe(true);
    expect(company.every((r) => r.start.startsWith(day(0).slice(0, 7)))).toBe(true);
    // The talent page's default page size is 5.
    const first = await ok<AppointmentsReply>(STAFF, '/auth/get-all-appointments-by-staff', {
      staffID: talent,
    });
    expect(first.rows).toHaveLength(5);
  });

  it('seeds the agency’s talent with bookings whose totals are the aggregates', async () => {
    const list = await ok<EventView[]>(STAFF, '/get-all-events', { status: 'Yes' });
    const naledi = list.find((e) => e.staff_name === 'Naledi Dlamini');
    expect(naledi, 'a seeded booking of Naledi Dlamini').toBeDefined();
    const reply = await ok<AppointmentsReply>(STAFF, '/auth/get-all-appointments-by-staff', {
      staffID: naledi!.staff_id,
      limit: 100,
    });
    expect(reply.rows.length).toBeGreaterThanOrEqual(2);
    expect(reply.totals).toMatchObject({
      count: reply.rows.length,
      payout: reply.rows.reduce((s, r) => s + r.payout, 0),
      lineTotal: reply.rows.reduce((s, r) => s + r.lineTotal, 0),
    });
    const fees = await get<AgencyFeeView[]>(`staff@${SCHOOL}`, '/auth/get-all-agency-fees');
    expect(fees.body.map((f) => f.name)).toContain('No Agency Fee');
  });

  it('answers 404 for another company’s talent or client, 400 without one, 400 for a foreign cursor', async () => {
    const theirs = await newTalent(SCHOOL_ADMIN);
    const reply = await post<{ error: string }>(STAFF, '/auth/get-all-appointments-by-staff', {
      staffID: theirs,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe(EVENT_MESSAGES.noStaff);
    const missing = await post<{ fields: Record<string, string> }>(
      STAFF,
      '/auth/get-all-appointments-by-client',
      {},
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields.clientID).toBe(EVENT_MESSAGES.required);
    const mine = await newTalent();
    const cursor = Buffer.from(
      JSON.stringify({
        pk: 'x',
        sk: 'y',
        gsi1pk: `12824090253#event_staff#${theirs}`,
        gsi1sk: 'z',
      }),
    ).toString('base64url');
    const foreign = await post(STAFF, '/auth/get-all-appointments-by-staff', {
      staffID: mine,
      cursor,
    });
    expect(foreign.status).toBe(400);
  });
});

describe('agency fees', () => {
  it('lists the seeded fees; an admin adds and edits one; staff may not', async () => {
    const seeded = await get<AgencyFeeView[]>(STAFF, '/auth/get-all-agency-fees');
    expect(seeded.status).toBe(200);
    expect(seeded.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Standard Agency Fee', percentage: 15 }),
      ]),
    );
    const name = unique('Festival fee');
    const saved = await ok<{ fee: AgencyFeeView }>(ADMIN, '/auth/save-agency-fee', {
      name,
      percentage: 12.5,
    });
    expect(saved.fee).toMatchObject({ name, percentage: 12.5 });
    await ok(ADMIN, '/auth/save-agency-fee', { id: saved.fee.id, name, percentage: 17.25 });
    const list = (await get<AgencyFeeView[]>(STAFF, '/auth/get-all-agency-fees')).body;
    expect(list.filter((f) => f.name === name)).toEqual([
      { id: saved.fee.id, name, percentage: 17.25 },
    ]);
    expect((await post(STAFF, '/auth/save-agency-fee', { name, percentage: 1 })).status).toBe(403);
    const bad = await post<{ fields: Record<string, string> }>(ADMIN, '/auth/save-agency-fee', {
      name: '',
      percentage: 101,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.percentage).toBe(EVENT_MESSAGES.feePercentage);
    // 100 % is the cap itself: allowed (the talent's payout doubled), one more cent is not.
    await ok(ADMIN, '/auth/save-agency-fee', { id: saved.fee.id, name, percentage: 100 });
    const over = await post(ADMIN, '/auth/save-agency-fee', { name, percentage: 100.01 });
    expect(over.status).toBe(400);
    // Another company's fee answers like a missing one.
    const school = await ok<{ fee: AgencyFeeView }>(SCHOOL_ADMIN, '/auth/save-agency-fee', {
      name: unique('School fee'),
      percentage: 1,
    });
    const cross = await post(ADMIN, '/auth/save-agency-fee', {
      id: school.fee.id,
      name,
      percentage: 2,
    });
    expect(cross.status).toBe(404);
  });
});
