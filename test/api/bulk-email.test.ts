// Runs at any hour of any day, also on a set clock:
//   KANTOOR_CLOCK=2031-12-31T10:00:00+02:00 npx vitest run --project api test/api/bulk-email.test.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { normaliseEmail } from '@shared/email/address';
import { emailHtml } from '../../functions/src/platform/adapters/email-html';
import { api, login, runtimeClock, testDeps, type Session } from './support';

const LEGAL = 'mokoena-attorneys';
const SHOP = 'vula-trading';
const ADMIN = 'admin@legal.localhost';
const STAFF = 'staff@legal.localhost';
const SHOP_MANAGER = 'manager@shop.localhost';
const AGENCY_ADMIN = 'admin@agency.localhost';
const STAFF_GROUP = '1000000';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email) as Promise<Session>;
};
const post = async <T = Record<string, unknown>>(email: string, path: string, body?: unknown) =>
  api.post<T>(path, body, { token: (await as(email)).token });
const get = async <T = Record<string, unknown>>(email: string, path: string) =>
  api.get<T>(path, { token: (await as(email)).token });

type Person = { id: string | null; name: string | null; email: string };
type Invalid = Person & { reason: string };
type SendReply = {
  status: string;
  message: string;
  duplicate: boolean;
  sent: number;
  recipients: Person[];
  invalid: Invalid[];
  error?: string;
  fields?: Record<string, string>;
};
type SentEmail = { id: string; subject: string; sent: number; not_sent: number; date_time: string };
type Mail = { to: string; subject: string; body: string; tenant: string; from: string };

let serial = 0;
const subjectOf = (what: string) => {
  serial += 1;
  return `${what} ${Date.now().toString(36)}.${serial}`;
};

const send = (email: string, body: Record<string, unknown>) =>
  post<SendReply>(email, '/auth/send-bulk-email', {
    subject: subjectOf('Notice'),
    body: 'The office closes at 13:00 on Friday.',
    recipientsIDs: [],
    emailsArray: [],
    ...body,
  });

function outbox(): Mail[] {
  try {
    return readFileSync(join(inject('dataDir'), 'outbox', 'email.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Mail);
  } catch {
    return [];
  }
}
const mailsAbout = (subject: string) => outbox().filter((m) => m.subject === subject);

/** A company's staff as stored, with the address a send should use (undefined: none usable). */
async function staffOf(emis: string) {
  const { data } = await testDeps()
    .db.entities.staffMember.query.byCompany({ emis })
    .go({ pages: 'all' });
  return data.map((s) => ({ id: s.id, name: s.name, email: normaliseEmail(s.email) }));
}

const sentList = async (email: string) => {
  const res = await get<SentEmail[]>(email, '/auth/get-sent-emails');
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('send-bulk-email', () => {
  it('emails each staff member with an address once, and typed addresses; reports the rest', async () => {
    const staff = await staffOf(LEGAL);
    const withEmail = staff.filter((s) => s.email);
    const without = staff.filter((s) => !s.email);
    expect(withEmail.length).toBeGreaterThan(1);
    expect(without.length).toBeGreaterThan(0);
    const first = withEmail[0];
    if (!first?.email) throw new Error('no staff member with an email');

    const subject = subjectOf('Office closure');
    const res = await send(ADMIN, {
      subject,
      body: 'Closed on <b>Friday</b> & Monday.\nSee the notice.',
      link: 'https://legal.example.co.za/notices/7',
      linkDescription: 'The notice',
      groupTable: STAFF_GROUP,
      // One id twice, a member's own address typed again in capitals, a typed address twice.
      recipientsIDs: [...staff.map((s) => s.id), first.id],
      emailsArray: [
        ' Client.One@Example.co.za ',
        'client.one@example.co.za',
        first.email.toUpperCase(),
        'not-an-email',
        '',
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Emails Sent Successfully!',
      duplicate: false,
    });
    const expected = [...withEmail.map((s) => s.email), 'client.one@example.co.za'];
    expect(res.body.sent).toBe(expected.length);
    expect(res.body.recipients.map((r) => r.email).sort()).toEqual([...expected].sort());
    expect(res.body.recipients.find((r) => r.id === first.id)).toMatchObject({ name: first.name });
    expect(res.body.invalid).toEqual(
      expect.arrayContaining([
        ...without.map((s) => ({
          id: s.id,
          name: s.name,
          email: expect.any(String) as string,
          reason: expect.stringMatching(/email address/) as string,
        })),
        { id: null, name: null, email: 'not-an-email', reason: 'Not a valid email address' },
      ]),
    );
    expect(res.body.invalid).toHaveLength(without.length + 1);

    // Each address exactly once, from the company, the text as written (escaped only as HTML).
    const mails = mailsAbout(subject);
    expect(mails.map((m) => m.to).sort()).toEqual([...expected].sort());
    for (const mail of mails) {
      expect(mail).toMatchObject({ tenant: LEGAL, from: 'Mokoena Attorneys Inc.' });
      expect(mail.body).toBe('Closed on <b>Friday</b> & Monday.\nSee the notice.');
      expect(JSON.stringify(mail)).toContain('https://legal.example.co.za/notices/7');
    }
    const html = emailHtml({ to: expected[0] ?? '', subject, text: mails[0]?.body ?? '' });
    expect(html).toContain('Closed on &lt;b&gt;Friday&lt;/b&gt; &amp; Monday.<br>');
    expect(html).not.toContain('<b>Friday');

    const list = await sentList(ADMIN);
    expect(list[0]).toMatchObject({ subject, sent: expected.length, not_sent: without.length + 1 });
  });

  it('refuses a link that is not http(s), a missing subject or body, and too many recipients', async () => {
    for (const [change, field] of [
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ link: 'data:text/html,hi' }, 'link'],
      [{ subject: ' ' }, 'subject'],
      [{ body: '' }, 'body'],
      [{ emailsArray: 'a@example.co.za' }, 'emailsArray'],
    ] as const) {
      const res = await send(ADMIN, { emailsArray: ['a@example.co.za'], ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.fields?.[field], JSON.stringify(change)).toBeTruthy();
    }
    const many = Array.from({ length: 501 }, (_, i) => `person${i}@example.co.za`);
    const tooMany = await send(ADMIN, { emailsArray: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/At most 500 recipients/);
    const mixed = await send(ADMIN, {
      groupTable: STAFF_GROUP,
      recipientsIDs: Array.from({ length: 300 }, (_, i) => `nobody-${i}`),
      emailsArray: many.slice(0, 201),
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toMatch(/this one has 501/);
  });

  it('is for admins and above: a staff member (level 5) gets 403', async () => {
    const res = await send(STAFF, { emailsArray: ['a@example.co.za'] });
    expect(res.status).toBe(403);
    expect((await get(STAFF, '/auth/get-sent-emails')).status).toBe(403);
  });

  it("treats another company's member ids as nobody here: reported, and nothing reaches them", async () => {
    const shopStaff = (await staffOf(SHOP)).filter((s) => s.email);
    expect(shopStaff.length).toBeGreaterThan(0);
    const subject = subjectOf('Not for the shop');
    const res = await send(ADMIN, {
      subject,
      groupTable: STAFF_GROUP,
      recipientsIDs: shopStaff.map((s) => s.id),
      emailsArray: ['partner@example.co.za'],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.sent).toBe(1);
    expect(res.body.invalid).toEqual(
      shopStaff.map((s) => ({ id: s.id, name: null, email: '', reason: 'No such recipient' })),
    );
    expect(mailsAbout(subject).map((m) => m.to)).toEqual(['partner@example.co.za']);

    // Only ids: nobody valid, so nothing is sent or written.
    const none = await send(ADMIN, {
      subject: subjectOf('Nobody'),
      groupTable: STAFF_GROUP,
      recipientsIDs: shopStaff.map((s) => s.id),
    });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Add at least one recipient with a valid email address');
  });

  it("reports an own group's contacts, who have no email address", async () => {
    const group = await post<{ status: string; group: { id: string } }>(
      ADMIN,
      '/auth/save-sms-group',
      { name: subjectOf('Email test group'), description: '' },
    );
    expect(group.status, group.text).toBe(200);
    const contact = await post(ADMIN, '/auth/save-new-contact', {
      newContactName: 'Sipho Dlamini',
      newPhoneNumber: '083 555 0177',
      groupID: group.body.group.id,
    });
    expect(contact.status, contact.text).toBe(200);
    const res = await send(ADMIN, {
      groupTable: group.body.group.id,
      recipientsIDs: ['+27835550177'],
      emailsArray: ['sipho@example.co.za'],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.invalid).toEqual([
      { id: '+27835550177', name: 'Sipho Dlamini', email: '', reason: 'No email address' },
    ]);
    expect(res.body.recipients).toEqual([{ id: null, name: null, email: 'sipho@example.co.za' }]);
    const mixedUp = await send(ADMIN, { recipientsIDs: ['x'], emailsArray: ['a@example.co.za'] });
    expect(mixedUp.status).toBe(400);
  });

  it('sends once for the same sentEmailID and answers duplicate the second time', async () => {
    const subject = subjectOf('Once only');
    const sentEmailID = `send-${Date.now().toString(36)}`;
    const body = { subject, sentEmailID, emailsArray: ['once@example.co.za', 'bad@'] };
    const before = (await sentList(ADMIN)).length;
    const first = await send(ADMIN, body);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ duplicate: false, sent: 1 });
    const again = await send(ADMIN, body);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({
      status: 'success',
      duplicate: true,
      sent: 1,
      recipients: [{ id: null, name: null, email: 'once@example.co.za' }],
      invalid: [{ email: 'bad@', reason: 'Not a valid email address' }],
    });
    expect(mailsAbout(subject)).toHaveLength(1);
    expect((await sentList(ADMIN)).length).toBe(Math.min(before + 1, 100));
  });

  it('writes nothing without a valid recipient', async () => {
    const before = await sentList(ADMIN);
    const subject = subjectOf('Nothing');
    const res = await send(ADMIN, { subject, emailsArray: ['nope', 'also@'] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Add at least one recipient with a valid email address');
    expect(res.body.invalid).toHaveLength(2);
    expect(await sentList(ADMIN)).toEqual(before);
    expect(mailsAbout(subject)).toHaveLength(0);
  });

  it("refuses a send the company's hourly quota cannot hold, whole", async () => {
    // Fill the agency's window to 999 of its 1,000 this hour, then send to two. The server's hour
    // and the next are both filled: a test that runs across the hour meets the same quota.
    const hour = Math.floor(runtimeClock.now().getTime() / 1000 / 3600);
    const keys = [hour, hour + 1].map((w) => ({
      bucket: 'email:company:ubuntu-talent',
      window: String(w),
    }));
    const rates = testDeps().db.entities.rateWindow;
    for (const key of keys)
      await rates
        .put({ ...key, count: 999, expires_at: (Number(key.window) + 1) * 3600 + 60 })
        .go();
    const counts = async () =>
      Promise.all(keys.map(async (key) => (await rates.get(key).go()).data?.count));
    try {
      const subject = subjectOf('Over quota');
      const res = await send(AGENCY_ADMIN, {
        subject,
        emailsArray: ['one@example.co.za', 'two@example.co.za'],
      });
      expect(res.status).toBe(429);
      expect(res.body.error).toMatch(/1 more emails this hour/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(mailsAbout(subject)).toHaveLength(0);
      expect(await counts()).toEqual([999, 999]);
      const one = await send(AGENCY_ADMIN, { subject, emailsArray: ['one@example.co.za'] });
      expect(one.status, one.text).toBe(200);
      expect(mailsAbout(subject)).toHaveLength(1);
      // The one counted in whichever hour it went in.
      expect((await counts()).map(Number).sort((a, b) => a - b)).toEqual([999, 1000]);
    } finally {
      for (const key of keys) await rates.delete(key).go();
    }
  });
});

describe('get-sent-emails', () => {
  it("lists the company's sends newest first; another company does not see them", async () => {
    const older = subjectOf('Older');
    const newer = subjectOf('Newer');
    expect((await send(ADMIN, { subject: older, emailsArray: ['x@example.co.za'] })).status).toBe(
      200,
    );
    expect((await send(ADMIN, { subject: newer, emailsArray: ['y@example.co.za'] })).status).toBe(
      200,
    );
    const list = await sentList(ADMIN);
    const subjects = list.map((s) => s.subject);
    expect(subjects.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(subjects.indexOf(newer)).toBeLessThan(subjects.indexOf(older));
    expect(list[0]).toMatchObject({ subject: newer, sent: 1, not_sent: 0 });
    expect(list[0]?.date_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const shop = (await sentList(SHOP_MANAGER)).map((s) => s.subject);
    expect(shop).not.toContain(newer);
    expect(shop).not.toContain(older);
  });
});
