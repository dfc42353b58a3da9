// The calendar feeds (issue 25 item 5): the site's public events at /events.ics and a staff
// member's bookings behind a private, revocable token, both read back with a real iCalendar
// parser (ical.js). Dates are a few days after the server's today (inside the feeds' window).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/time/sast';
import {
  ADMIN,
  AGENCY,
  MANAGER,
  PARENT,
  STAFF,
  addDays,
  as,
  book,
  newClient,
  newRate,
  newTalent,
  post,
  unique,
} from './events-booking-support';
import { api, runtimeClock } from './support';

type Feed = { status: number; text: string; type: string; events: Map<string, ICAL.Event> };

/** A feed fetched and parsed; its events by UID. */
async function feed(path: string, host = AGENCY): Promise<Feed> {
  const res = await api.get<string>(path, { host });
  const events = new Map<string, ICAL.Event>();
  if (res.status === 200) {
    const calendar = new ICAL.Component(ICAL.parse(res.text));
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const event = new ICAL.Event(vevent);
      events.set(event.uid, event);
    }
  }
  return { status: res.status, text: res.text, type: res.headers['content-type'] ?? '', events };
}

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const uid = (id: string) => `${id}@ubuntu-talent.kantoor`;

describe('calendar feeds', () => {
  it('lists public events on the site, and a staff member’s bookings behind a revocable token', async () => {
    const day = addDays(formatDate(runtimeClock.now()), 9);
    const u = unique();
    // The staff user's own talent profile: matched by the sign-in email.
    const own = await newTalent('Feed Talent', { email: STAFF });
    const other = await newTalent('Other Talent');
    const client = await newClient('Feed Client');
    const rate = await newRate('350.00');
    const description = `Call sheet: wardrobe, make-up; lunch \\ wrap.\nÜbung für “Ubuntu” ☀️ — ${'ñandú 🎬 '.repeat(20)}`;

    const shoot = await book({
      title: `Shoot, day one; ${u}`,
      description,
      start: `${day} 09:00:00`,
      end: `${day} 17:00:00`,
      staffID: own,
      clientID: client,
      rateID: rate,
      hours: 8,
    });
    const fitting = await book({
      title: `Private fitting ${u}`,
      start: `${addDays(day, 1)} 10:00:00`,
      end: `${addDays(day, 1)} 12:00:00`,
      privacy: 'Yes',
      staffID: own,
      clientID: client,
      rateID: rate,
      hours: 2,
    });
    const openDay = await book({
      title: `Open day ${u}`,
      start: `${addDays(day, 2)} 08:30:00`,
      end: `${addDays(day, 2)} 12:00:00`,
    });
    const board = await book({
      title: `Board meeting ${u}`,
      start: `${addDays(day, 2)} 14:00:00`,
      end: `${addDays(day, 2)} 15:00:00`,
      privacy: 'Yes',
    });
    const elsewhere = await book({
      title: `Other talent's job ${u}`,
      start: `${day} 09:00:00`,
      end: `${day} 10:00:00`,
      staffID: other,
      privacy: 'Yes',
    });

    // The public feed: public events only, whoever asks; times in UTC (09:00 SAST is 07:00Z).
    const site = await feed('/events.ics');
    expect(site.status, site.text).toBe(200);
    expect(site.type).toContain('text/calendar');
    expect(site.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(site.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(site.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of site.text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const parsed = new ICAL.Component(ICAL.parse(site.text));
    expect(parsed.getFirstPropertyValue('version')).toBe('2.0');
    expect(parsed.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(parsed.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(String(parsed.getFirstPropertyValue('x-wr-calname'))).toContain('events');
    const published = site.events.get(uid(shoot.id));
    expect(published).toBeTruthy();
    expect(published!.summary).toBe(shoot.title);
    // The long UTF-8 description was folded (never inside a character) and comes back whole.
    expect(shoot.description).toBe(description.trim()); // the save trims
    expect(published!.description).toBe(shoot.description);
    expect(published!.startDate.toJSDate().toISOString()).toBe(`${day}T07:00:00.000Z`);
    expect(published!.endDate.toJSDate().toISOString()).toBe(`${day}T15:00:00.000Z`);
    expect(site.text).toContain(`DTSTART:${day.replace(/-/g, '')}T070000Z`);
    expect(site.events.has(uid(openDay.id))).toBe(true);
    for (const hidden of [fitting, board, elsewhere]) {
      expect(site.events.has(uid(hidden.id))).toBe(false);
      expect(site.text).not.toContain(hidden.title.slice(0, 20));
    }
    // Even signed in, the site's feed is public events only.
    const signedIn = await api.get<string>('/events.ics', {
      host: AGENCY,
      token: (await as(MANAGER)).token,
    });
    expect(signedIn.text).not.toContain('Private fitting');
    // Another site's feed has none of them; an unknown site is a 404.
    expect((await feed('/events.ics', 'school.localhost')).events.has(uid(shoot.id))).toBe(false);
    expect((await feed('/events.ics', 'nobody.localhost')).status).toBe(404);

    // A staff member makes their own feed; not another's; a parent none; an admin anyone's.
    const mine = await post<{ url: string; staffID: string }>(STAFF, '/auth/create-calendar-feed', {
      staffID: own,
    });
    expect(mine.status, mine.text).toBe(200);
    const url = new URL(mine.body.url);
    expect(url.host).toMatch(/^agency\.localhost/);
    expect(url.pathname).toMatch(/^\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await post(STAFF, '/auth/create-calendar-feed', { staffID: other })).status).toBe(403);
    expect((await post(PARENT, '/auth/create-calendar-feed', { staffID: own })).status).toBe(403);
    expect(
      (await post('manager@school.localhost', '/auth/create-calendar-feed', { staffID: own }))
        .status,
    ).toBe(404);
    expect((await post(STAFF, '/auth/create-calendar-feed', {})).status).toBe(400);

    // The private feed: the talent's bookings, public and private, nobody else's.
    const staffFeed = await feed(url.pathname, 'localhost');
    expect(staffFeed.status, staffFeed.text).toBe(200);
    expect(staffFeed.type).toContain('text/calendar');
    expect(staffFeed.events.has(uid(shoot.id))).toBe(true);
    const privately = staffFeed.events.get(uid(fitting.id));
    expect(privately).toBeTruthy();
    expect(privately!.startDate.toJSDate().toISOString()).toBe(`${addDays(day, 1)}T08:00:00.000Z`);
    expect(privately!.component.getFirstPropertyValue('class')).toBe('PRIVATE');
    for (const notTheirs of [openDay, board, elsewhere])
      expect(staffFeed.events.has(uid(notTheirs.id))).toBe(false);
    for (const line of staffFeed.text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    // A new link (made by an admin) revokes the old one; revoking ends the new one; a guess is a 404.
    const again = await post<{ url: string }>(ADMIN, '/auth/create-calendar-feed', {
      staffID: own,
    });
    expect(again.status, again.text).toBe(200);
    const next = new URL(again.body.url).pathname;
    expect(next).not.toBe(url.pathname);
    expect((await feed(url.pathname)).status).toBe(404);
    expect((await feed(next)).status).toBe(200);
    const revoked = await post<{ revoked: boolean }>(STAFF, '/auth/revoke-calendar-feed', {
      staffID: own,
    });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.revoked).toBe(true);
    expect((await feed(next)).status).toBe(404);
    expect(
      (await post<{ revoked: boolean }>(STAFF, '/auth/revoke-calendar-feed', { staffID: own })).body
        .revoked,
    ).toBe(false);
    expect((await feed(`/calendar-feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await feed('/calendar-feed/not-a-token.ics')).status).toBe(404);
    expect((await post(STAFF, '/auth/revoke-calendar-feed', { staffID: other })).status).toBe(403);
  });
});
