// Booking reminders (issue 25 item 5): 24 hours before a booking its talent and its client get an
// SMS (credits spent) and an email, once, however often or concurrently the job runs. The job is
// run as the scheduler runs it, at chosen times in a year after the server's (the runtime's own
// minute tick, at the server's today, never reaches these bookings).
import { describe, expect, it } from 'vitest';
import { createStaffBody, saveClientBody } from '@shared/clients/schemas';
import { saveEventBody } from '@shared/events/schemas';
import { smsSegments } from '@shared/sms/segments';
import { createStaff } from '../../functions/src/staff';
import { saveClient } from '../../functions/src/clients';
import { saveEvent } from '../../functions/src/events/events';
import { eventsJobs } from '../../functions/src/events/jobs';
import { dueBookingReminders, remindBookings } from '../../functions/src/events/reminders';
import { systemContext } from '../../functions/src/kernel/context';
import {
  AGENCY,
  MANAGER,
  addDays,
  as,
  book,
  newClient,
  newTalent,
  post,
  unique,
} from './events-booking-support';
import { api, login, nextCommonYear, outbox, testDeps, uniqueEmail } from './support';

const AGENCY_EMIS = 'ubuntu-talent';

/** The due item of `eventId` at `now` (what the tick hands the company's unit), if due. */
async function dueItem(emis: string, eventId: string, now: Date) {
  const units = await dueBookingReminders(testDeps(), now);
  return units.find((u) => u.key === emis)?.items?.find((item) => item.endsWith(`#${eventId}`));
}

const credits = async () =>
  (
    await api.get<{ credits: number }>('/auth/get-sms-credits', {
      host: AGENCY,
      token: (await as(MANAGER)).token,
    })
  ).body.credits;
const smsTo = (to: string, title: string) =>
  outbox('sms').filter((m) => m.to === to && String(m.body).includes(title));
const emailsTo = (to: string, title: string) =>
  outbox('email').filter((m) => m.to === to && String(m.subject).includes(title));

describe('booking reminders', () => {
  it('are joined in the scheduled jobs', () => {
    expect(eventsJobs.map((j) => j.name)).toEqual(['booking-reminders']);
  });

  it('tell the talent and the client by SMS and email a day before, once', async () => {
    const day = `${nextCommonYear() + 1}-08-12`;
    const u = unique();
    const talentEmail = `talent.${u}@example.co.za`;
    const clientEmail = `client.${u}@example.co.za`;
    const talentPhone = `082 ${u.slice(-7, -4)} ${u.slice(-4)}`;
    const clientPhone = `083 ${u.slice(-7, -4)} ${u.slice(-4)}`;
    const talent = await newTalent('Reminded Talent', { email: talentEmail, phone: talentPhone });
    const client = await newClient('Reminded Client', { email: clientEmail, phone: clientPhone });
    const title = `Reminded shoot ${u}`;
    const booking = await book({
      title,
      start: `${day} 09:00:00`,
      end: `${day} 11:00:00`,
      staffID: talent,
      clientID: client,
    });

    // 24 h before 09:00 SAST is 07:00Z the day before: not due a minute earlier, due then.
    const before = new Date(`${addDays(day, -1)}T06:59:00Z`);
    const at = new Date(`${addDays(day, -1)}T07:00:00Z`);
    expect(await dueItem(AGENCY_EMIS, booking.id, before)).toBeUndefined();
    const item = await dueItem(AGENCY_EMIS, booking.id, at);
    expect(item).toBeTruthy();

    const startCredits = await credits();
    // The unit run twice at once: one reminder.
    const runs = await Promise.all([
      remindBookings(testDeps(), AGENCY_EMIS, [item!], at),
      remindBookings(testDeps(), AGENCY_EMIS, [item!], at),
    ]);
    const results = runs.flat().map((r) => r.result);
    expect(results.sort()).toEqual(['already', 'sent']);
    const sent = runs.flat().find((r) => r.result === 'sent')!;
    expect(sent.sms).toBe('sent');
    const talentSms = smsTo(`+27${talentPhone.replace(/\s/g, '').slice(1)}`, title);
    const clientSms = smsTo(`+27${clientPhone.replace(/\s/g, '').slice(1)}`, title);
    expect(talentSms).toHaveLength(1);
    expect(clientSms).toHaveLength(1);
    const body = String(talentSms[0]!.body);
    expect(body).toContain(`starts ${day} at 09:00`);
    expect(emailsTo(talentEmail, title)).toHaveLength(1);
    expect(emailsTo(clientEmail, title)).toHaveLength(1);
    // The credits: one message to each of the two, spent once.
    expect(startCredits - (await credits())).toBe(2 * smsSegments(body));

    // Later ticks: out of the index; the same unit again does nothing.
    expect(await dueItem(AGENCY_EMIS, booking.id, new Date(`${day}T12:00:00Z`))).toBeUndefined();
    const again = await remindBookings(testDeps(), AGENCY_EMIS, [item!], at);
    expect(again.map((r) => r.result)).toEqual(['already']);
    expect(smsTo(`+27${talentPhone.replace(/\s/g, '').slice(1)}`, title)).toHaveLength(1);
    expect(emailsTo(clientEmail, title)).toHaveLength(1);
    expect(startCredits - (await credits())).toBe(2 * smsSegments(body));
  });

  it('reminds at the new time of a moved booking, not at the old one', async () => {
    const day = `${nextCommonYear() + 1}-09-15`;
    const talent = await newTalent('Moved Talent');
    const title = `Moved shoot ${unique()}`;
    const booking = await book({
      title,
      start: `${day} 10:00:00`,
      end: `${day} 12:00:00`,
      staffID: talent,
    });
    const moved = await post(MANAGER, '/auth/save-event', {
      eventId: booking.id,
      title,
      startDate: `${addDays(day, 3)} 10:00:00`,
      endDate: `${addDays(day, 3)} 12:00:00`,
      privacy: 'No',
      staffID: talent,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await dueItem(AGENCY_EMIS, booking.id, new Date(`${day}T09:00:00Z`))).toBeUndefined();
    expect(
      await dueItem(AGENCY_EMIS, booking.id, new Date(`${addDays(day, 2)}T08:00:00Z`)),
    ).toBeTruthy();
  });

  it('skip the SMS and still email when the company has no SMS credits', async () => {
    // A new company (no credits: only the demo companies are granted some).
    const owner = await login('owner@localhost');
    const tag = `${Date.now().toString(36)}${unique()}`;
    const created = await api.post<{ emis: string }>(
      '/auth/create-company',
      {
        plan: 'Standard',
        name: `Reminder Agency ${tag} (Pty) Ltd`,
        site_domain: `reminders-${tag}.localhost`,
        industry: 'General',
        currency: 'ZAR',
        email: 'hello@reminders.example.co.za',
        primary_phone: '012 555 0199',
        primary_address: '12 Church Street',
        city: 'Pretoria',
        postal_code: '0002',
        manager_name: 'Lerato Molefe',
        manager_email: uniqueEmail('lerato'),
        manager_phone: '082 555 0101',
      },
      { host: 'localhost', token: owner.token },
    );
    expect(created.status, created.text).toBe(200);
    const emis = created.body.emis;
    // Its talent, client and booking, written through the use cases (its manager has not
    // signed up yet, so no route can).
    const ctx = systemContext(testDeps(), emis);
    const u = unique();
    const talentEmail = `talent.${u}@example.co.za`;
    const talent = await createStaff(
      ctx,
      createStaffBody.parse({
        name: 'No Credit Talent',
        idNumber: `8${u}`.padEnd(13, '0'),
        phone: `072 ${u.slice(-7, -4)} ${u.slice(-4)}`,
        email: talentEmail,
      }),
    );
    const client = await saveClient(
      ctx,
      saveClientBody.parse({ name: 'No Credit Client', phone: '', email: '' }),
    );
    if (talent.status !== 'success' || client.status !== 'success') throw new Error('arrange');
    const day = `${nextCommonYear() + 1}-10-20`;
    const title = `No credit shoot ${u}`;
    const saved = await saveEvent(
      ctx,
      saveEventBody.parse({
        title,
        startDate: `${day} 09:00:00`,
        endDate: `${day} 10:00:00`,
        privacy: 'No',
        staffID: talent.id,
        clientID: client.id,
        from: day,
        to: day,
      }),
    );
    const id = saved.find((e) => e.title === title)!.id;
    const at = new Date(`${addDays(day, -1)}T07:00:00Z`);
    const item = await dueItem(emis, id, at);
    expect(item).toBeTruthy();
    const [result] = await remindBookings(testDeps(), emis, [item!], at);
    expect(result).toMatchObject({ result: 'sent', sms: 'no-credits', emailTo: [talentEmail] });
    expect(outbox('sms').filter((m) => String(m.body).includes(title))).toHaveLength(0);
    expect(emailsTo(talentEmail, title)).toHaveLength(1);
    // Recorded as reminded: out of the index, never again.
    expect(await dueItem(emis, id, new Date(`${day}T12:00:00Z`))).toBeUndefined();
    expect((await remindBookings(testDeps(), emis, [item!], at)).map((r) => r.result)).toEqual([
      'already',
    ]);
    const { data: marker } = await testDeps()
      .db.entities.bookingReminder.get({ emis, event_id: id, at: at.toISOString() })
      .go();
    expect(marker?.sms).toBe('no-credits');
  });
});
