// Runs on any day: its dates are in a year after the server's (KANTOOR_CLOCK moves it), e.g.
//   KANTOOR_CLOCK=2031-12-31T10:00:00+02:00 npx vitest run --project api test/api/recurring-invoices.test.ts
import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/time/sast';
import { issueRecurringInvoices, remindDueInvoices } from '../../functions/src/receivables';
import { dueInvoiceReminders } from '../../functions/src/receivables/reminders';
import { padNumber } from '../../functions/src/documents/entities/document-fields';
import {
  api,
  login,
  nextCommonYear,
  outbox,
  runtimeClock,
  testDeps,
  type Session,
} from './support';

const SHOP = 'shop.localhost';
const MANAGER = `manager@${SHOP}`;
const STAFF = `staff@${SHOP}`;
const LEGAL_MANAGER = 'manager@legal.localhost';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email) as Promise<Session>;
};
const post = async <T = unknown>(email: string, path: string, body?: unknown) =>
  api.post<T>(path, body, { token: (await as(email)).token });
const get = async <T = unknown>(email: string, path: string) =>
  api.get<T>(path, { token: (await as(email)).token });

// The templates' year (a run from 31 January falls on 28 February), the reminders' two later.
const Y = nextCommonYear();
const R = Y + 2;

/**
 * The scheduler's sweeps at a chosen time (08:00 in Johannesburg on `day`), as the scheduled
 * function and `npm run scheduler:tick -- --now` run them. The runtime's own minute tick runs
 * at the server's today, long before these days, so it never issues or reminds what they do.
 */
const at = (day: string) => new Date(`${day}T08:00:00+02:00`);
const tick = (day: string) => issueRecurringInvoices(testDeps(), at(day));
const remind = (day: string) => remindDueInvoices(testDeps(), at(day));

type Template = {
  id: string;
  status: string;
  nextRun: string | null;
  issued: number;
  frequency: string;
  endDate: string | null;
};
type Run = { runDate: string; invoiceNumber: number; total: number };
type Invoice = { invoice_number: number; date: string; due_date: string; total: number };

async function newClient(name: string, email = 'accounts@example.co.za') {
  const saved = await post<{ id?: string }>(MANAGER, '/auth/save-client', {
    name,
    clientReference: '',
    phone: '082 555 0101',
    institution: '',
    position: '',
    email,
    address: '12 Lagoon Drive',
    city: 'Umhlanga',
    postalCode: '4319',
  });
  expect(saved.status, saved.text).toBe(200);
  return saved.body.id!;
}

const template = (client: string, over: Record<string, unknown> = {}) => ({
  client,
  items: [{ item_type: 'service', name: 'Monthly retainer', unit_price: '1,000.00', quantity: 1 }],
  discount: '0',
  comment: 'Retainer',
  dueDays: 14,
  frequency: 'monthly',
  startDate: `${Y}-01-31`,
  ...over,
});

async function save(body: unknown, email = MANAGER) {
  return post<{ status: string; id: string; message: string }>(
    email,
    '/auth/save-recurring-invoice',
    body,
  );
}
async function runs(id: string) {
  const res = await post<{ template: Template; runs: Run[] }>(
    MANAGER,
    '/auth/get-recurring-invoice-runs',
    { id },
  );
  expect(res.status, res.text).toBe(200);
  return res.body;
}
async function invoice(invoiceNumber: number) {
  const res = await post<{ invoice: Invoice }>(MANAGER, '/auth/get-invoice-data', {
    invoiceNumber,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.invoice;
}
const mine = (results: Array<{ id: string; result: string }>, id: string) =>
  results.filter((r) => r.id === id && r.result === 'issued');

describe('recurring invoices', () => {
  it('refuses bad templates and callers below admin', async () => {
    const client = await newClient(`Umhlanga Dental ${Date.now()}`);
    expect((await save(template(client), STAFF)).status).toBe(403);
    expect((await save(template(client, { frequency: 'daily' }))).status).toBe(400);
    const end = await save(template(client, { endDate: `${Y}-01-30` }));
    expect(end.status).toBe(400);
    expect(end.text).toContain('The end date must be on or after the start date');
    const longAgo = formatDate(new Date(runtimeClock.now().getTime() - 40 * 86_400_000));
    const early = await save(template(client, { startDate: longAgo }));
    expect(early.status).toBe(400);
    expect(early.text).toContain('The start date may be at most 31 days ago');
    expect((await save(template(client, { items: [] }))).status).toBe(400);
    expect((await save(template('no-such-client'))).status).toBe(404);
    expect((await save(template(client, { discount: '5000' }))).status).toBe(400);
  });

  it('a monthly template started on 31 January issues on 28 February and 31 March, once each', async () => {
    const client = await newClient(`Ballito Books ${Date.now()}`);
    const saved = await save(template(client));
    expect(saved.status, saved.text).toBe(200);
    const { id } = saved.body;
    const list = await get<{ templates: Template[] }>(STAFF, '/auth/get-recurring-invoices');
    expect(list.body.templates.find((t) => t.id === id)).toMatchObject({
      status: 'active',
      nextRun: `${Y}-01-31`,
      issued: 0,
    });

    expect(mine(await tick(`${Y}-01-30`), id)).toHaveLength(0);
    expect(mine(await tick(`${Y}-01-31`), id)).toHaveLength(1);
    // Ticked twice at the run time, and twice at once: one invoice.
    expect(mine(await tick(`${Y}-02-28`), id)).toHaveLength(1);
    expect(mine(await tick(`${Y}-02-28`), id)).toHaveLength(0);
    const raced = await Promise.all([tick(`${Y}-03-31`), tick(`${Y}-03-31`)]);
    expect(raced.flatMap((r) => mine(r, id))).toHaveLength(1);
    expect(mine(await tick(`${Y}-04-29`), id)).toHaveLength(0);

    const issued = await runs(id);
    expect(issued.runs.map((r) => r.runDate)).toEqual([`${Y}-01-31`, `${Y}-02-28`, `${Y}-03-31`]);
    expect(new Set(issued.runs.map((r) => r.invoiceNumber)).size).toBe(3);
    expect(issued.template).toMatchObject({ nextRun: `${Y}-04-30`, issued: 3 });
    const february = await invoice(issued.runs[1]!.invoiceNumber);
    // R1,000.00 plus 15% VAT, dated the run date, due 14 days later.
    expect(february).toMatchObject({ date: `${Y}-02-28`, due_date: `${Y}-03-14`, total: 115_000 });
    expect(issued.runs[1]!.total).toBe(115_000);

    // The runs a page at a time, oldest first; a cursor of another template is refused.
    type RunsPage = { runs: Run[]; cursor: string | null; error?: string };
    const page = (body: Record<string, unknown>) =>
      post<RunsPage>(MANAGER, '/auth/get-recurring-invoice-runs', body);
    const first = await page({ id, limit: 2 });
    expect(first.status, first.text).toBe(200);
    expect(first.body.runs.map((r) => r.runDate)).toEqual([`${Y}-01-31`, `${Y}-02-28`]);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await page({ id, limit: 2, cursor: first.body.cursor });
    expect(second.body.runs.map((r) => r.runDate)).toEqual([`${Y}-03-31`]);
    expect(second.body.cursor).toBeNull();
    const other = await save(template(client, { startDate: `${Y}-12-31` }));
    const wrong = await page({ id: other.body.id, cursor: first.body.cursor });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('The page cursor is not valid for this list');
    expect((await page({ id, limit: 0 })).status).toBe(400);
  });

  it('lists the templates a page at a time, newest first', async () => {
    const client = await newClient(`Durban North Dairy ${Date.now()}`);
    const ids: string[] = [];
    for (const startDate of [`${Y}-07-31`, `${Y}-08-31`, `${Y}-09-30`])
      ids.push((await save(template(client, { startDate }))).body.id);
    type Page = { templates: Template[]; cursor: string | null; error?: string };
    const list = (query: string, email = STAFF) =>
      get<Page>(email, `/auth/get-recurring-invoices?${query}`);
    const first = await list('limit=2');
    expect(first.status, first.text).toBe(200);
    expect(first.body.templates.map((t) => t.id)).toEqual([ids[2], ids[1]]);
    const second = await list(`limit=2&cursor=${encodeURIComponent(first.body.cursor!)}`);
    expect(second.body.templates[0]!.id).toBe(ids[0]);
    // Every page of them: each template once, newest first.
    const seen = [...first.body.templates, ...second.body.templates].map((t) => t.id);
    let cursor = second.body.cursor;
    for (let pages = 0; cursor && pages < 100; pages += 1) {
      const next = await list(`limit=50&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...next.body.templates.map((t) => t.id));
      cursor = next.body.cursor;
    }
    expect(cursor).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort().reverse());
    const theirs = await list(`cursor=${encodeURIComponent(first.body.cursor!)}`, LEGAL_MANAGER);
    expect(theirs.status).toBe(400);
  });

  it('a paused template issues nothing; resumed, it catches up in order up to its end date', async () => {
    const client = await newClient(`Salt Rock Surf ${Date.now()}`);
    const saved = await save(
      template(client, { frequency: 'weekly', startDate: `${Y}-05-03`, endDate: `${Y}-05-17` }),
    );
    const { id } = saved.body;
    expect(mine(await tick(`${Y}-05-03`), id)).toHaveLength(1);
    expect((await post(STAFF, '/auth/pause-recurring-invoice', { id })).status).toBe(403);
    const paused = await post(MANAGER, '/auth/pause-recurring-invoice', { id });
    expect(paused.status, paused.text).toBe(200);
    expect((await runs(id)).template).toMatchObject({ status: 'paused', nextRun: null });
    expect(mine(await tick(`${Y}-05-10`), id)).toHaveLength(0);
    expect((await post(MANAGER, '/auth/resume-recurring-invoice', { id })).status).toBe(200);
    // Resumed today (before 10 May): the runs of 10 and 17 May, in order, then none past the end.
    const caught = mine(await tick(`${Y}-05-20`), id);
    expect(caught.map((r) => (r as unknown as { run_date: string }).run_date)).toEqual([
      `${Y}-05-10`,
      `${Y}-05-17`,
    ]);
    expect(mine(await tick(`${Y}-05-24`), id)).toHaveLength(0);
    const done = await runs(id);
    expect(done.runs.map((r) => r.runDate)).toEqual([`${Y}-05-03`, `${Y}-05-10`, `${Y}-05-17`]);
    expect(done.template).toMatchObject({ status: 'ended', nextRun: null });
    expect((await post(MANAGER, '/auth/pause-recurring-invoice', { id })).status).toBe(409);
  });

  it('an ended template issues nothing more', async () => {
    const client = await newClient(`Zimbali Golf ${Date.now()}`);
    const { id } = (
      await save(template(client, { frequency: 'quarterly', startDate: `${Y}-06-30` }))
    ).body;
    expect(mine(await tick(`${Y}-06-30`), id)).toHaveLength(1);
    const ended = await post(MANAGER, '/auth/end-recurring-invoice', { id });
    expect(ended.status, ended.text).toBe(200);
    expect(mine(await tick(`${Y}-09-30`), id)).toHaveLength(0);
    expect((await runs(id)).runs).toHaveLength(1);
    const edit = await save({ ...template(client), id });
    expect(edit.status).toBe(409);
  });

  it('a change keeps the runs issued and issues the next run by the new schedule and lines', async () => {
    const client = await newClient(`Westville Wines ${Date.now()}`);
    const { id } = (await save(template(client, { startDate: `${Y}-10-31` }))).body;
    expect(mine(await tick(`${Y}-10-31`), id)).toHaveLength(1);
    const changed = await save({
      ...template(client, { startDate: `${Y}-10-31`, frequency: 'weekly' }),
      id,
      items: [{ item_type: 'service', name: 'Weekly retainer', unit_price: '200.00', quantity: 2 }],
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await runs(id)).template).toMatchObject({ nextRun: `${Y}-11-07`, issued: 1 });
    // Ticked on the old schedule's date before that: nothing (31 October is not issued again).
    expect(mine(await tick(`${Y}-11-06`), id)).toHaveLength(0);
    expect(mine(await tick(`${Y}-11-07`), id)).toHaveLength(1);
    const done = await runs(id);
    expect(done.runs.map((r) => r.runDate)).toEqual([`${Y}-10-31`, `${Y}-11-07`]);
    // R200.00 x 2 plus 15% VAT.
    expect(done.runs[1]!.total).toBe(46_000);
  });

  it("answers another company's template ids like missing ones", async () => {
    const client = await newClient(`Sheffield Beach Cafe ${Date.now()}`);
    const { id } = (await save(template(client, { startDate: `${Y}-08-31` }))).body;
    for (const path of [
      '/auth/pause-recurring-invoice',
      '/auth/resume-recurring-invoice',
      '/auth/end-recurring-invoice',
      '/auth/get-recurring-invoice-runs',
    ]) {
      const theirs = await post(LEGAL_MANAGER, path, { id });
      const missing = await post(LEGAL_MANAGER, path, { id: 'no-such-template' });
      expect(theirs.status, path).toBe(404);
      expect(theirs.text).toBe(missing.text);
    }
    const list = await get<{ templates: Template[] }>(
      LEGAL_MANAGER,
      '/auth/get-recurring-invoices',
    );
    expect(list.body.templates.some((t) => t.id === id)).toBe(false);
    expect((await runs(id)).template.status).toBe('active');
  });
});

describe('invoice reminders', () => {
  type Reminders = {
    enabled: boolean;
    daysBefore: number;
    onDueDate: boolean;
    daysAfter: number;
    sms: boolean;
  };
  const settings = (over: Partial<Reminders> = {}) => ({
    enabled: true,
    daysBefore: 3,
    onDueDate: true,
    daysAfter: 7,
    sms: false,
    ...over,
  });
  const emailsAbout = (number: number, to: string) =>
    outbox('email').filter(
      (m) => m.to === to && JSON.stringify(m).includes(`invoice ${number} of R`),
    );
  const smsAbout = (number: number) =>
    outbox('sms').filter((m) => JSON.stringify(m).includes(`invoice ${number} of R`));
  const credits = async () =>
    (await get<{ credits: number }>(MANAGER, '/auth/get-sms-credits')).body.credits;

  async function newInvoice(client: string, dueDate: string) {
    const res = await post<{ invoiceNumber: number }>(MANAGER, '/auth/save-invoice-data', {
      client,
      date: `${R}-02-01`,
      dueDate,
      items: [{ item_type: 'service', name: 'Consulting', unit_price: '500.00', quantity: 1 }],
    });
    expect(res.status, res.text).toBe(200);
    return res.body.invoiceNumber;
  }

  it('reminds before, on and after the due date once each, by email and SMS, and not once paid', async () => {
    expect((await post(STAFF, '/auth/save-invoice-reminders', settings())).status).toBe(403);
    expect(
      (await post(MANAGER, '/auth/save-invoice-reminders', settings({ daysAfter: 500 }))).status,
    ).toBe(400);
    const off = await get<Reminders>(STAFF, '/auth/get-invoice-reminders');
    expect(off.status).toBe(200);
    try {
      const saved = await post(MANAGER, '/auth/save-invoice-reminders', settings());
      expect(saved.status, saved.text).toBe(200);
      expect((await get<Reminders>(STAFF, '/auth/get-invoice-reminders')).body).toEqual(settings());

      const address = `reminders.${Date.now()}@example.co.za`;
      const client = await newClient(`Tongaat Tiles ${Date.now()}`, address);
      const unpaid = await newInvoice(client, `${R}-03-10`);
      const paid = await newInvoice(client, `${R}-03-10`);
      const pay = await post(MANAGER, '/auth/mark-invoices-paid', {
        selectedInvoicesForPayment: [paid],
        dateInvoicesPaid: `${R}-03-01`,
        paymentMethod: 'EFT',
      });
      expect(pay.status, pay.text).toBe(200);

      // Too early for any stage; then three days before, twice: one email.
      await remind(`${R}-03-06`);
      expect(emailsAbout(unpaid, address)).toHaveLength(0);
      await remind(`${R}-03-07`);
      await remind(`${R}-03-08`);
      expect(emailsAbout(unpaid, address)).toHaveLength(1);
      expect(JSON.stringify(emailsAbout(unpaid, address)[0])).toContain(`is due on ${R}-03-10`);
      // On the day, ticked twice at once: one more.
      await Promise.all([remind(`${R}-03-10`), remind(`${R}-03-10`)]);
      expect(emailsAbout(unpaid, address)).toHaveLength(2);

      // After, with SMS chosen: one email and one SMS, the credits spent once.
      expect(
        (await post(MANAGER, '/auth/save-invoice-reminders', settings({ sms: true }))).status,
      ).toBe(200);
      const before = await credits();
      await Promise.all([remind(`${R}-03-17`), remind(`${R}-03-17`)]);
      await remind(`${R}-03-18`);
      const overdue = emailsAbout(unpaid, address);
      expect(overdue).toHaveLength(3);
      expect(JSON.stringify(overdue[2])).toContain('overdue');
      expect(smsAbout(unpaid)).toHaveLength(1);
      expect(String(smsAbout(unpaid)[0]!.to)).toBe('+27825550101');
      const spent = before - (await credits());
      expect(spent).toBeGreaterThan(0);
      expect(spent).toBeLessThanOrEqual(2);

      // The paid invoice got nothing at any stage.
      expect(emailsAbout(paid, address)).toHaveLength(0);
      expect(smsAbout(paid)).toHaveLength(0);

      // Paid now: no reminder at a later stage either.
      const later = await newInvoice(client, `${R}-04-10`);
      await remind(`${R}-04-07`);
      expect(emailsAbout(later, address)).toHaveLength(1);
      await post(MANAGER, '/auth/mark-invoices-paid', {
        selectedInvoicesForPayment: [later],
        dateInvoicesPaid: `${R}-04-08`,
        paymentMethod: 'EFT',
      });
      await remind(`${R}-04-10`);
      await remind(`${R}-04-17`);
      expect(emailsAbout(later, address)).toHaveLength(1);
      expect(smsAbout(later)).toHaveLength(1);

      // A changed due date moves the invoice in the due-date index: reminded by its new date.
      const moved = await newInvoice(client, `${R}-05-10`);
      const edit = await post(MANAGER, '/auth/save-invoice-data', {
        invoiceNumber: moved,
        client,
        date: `${R}-02-01`,
        dueDate: `${R}-06-10`,
        items: [{ item_type: 'service', name: 'Consulting', unit_price: '500.00', quantity: 1 }],
      });
      expect(edit.status, edit.text).toBe(200);
      await remind(`${R}-05-10`);
      expect(emailsAbout(moved, address)).toHaveLength(0);
      await remind(`${R}-06-10`);
      expect(emailsAbout(moved, address)).toHaveLength(1);
    } finally {
      await post(MANAGER, '/auth/save-invoice-reminders', settings({ enabled: false }));
    }
    // Opted out: nothing, whatever is due.
    expect(await remind(`${R}-06-17`)).toEqual([]);
  });

  it('finds invoices through their due-time index: moved on after each look, out once paid or done', async () => {
    const emis = (await as(MANAGER)).user.emis;
    /** Where the invoice stands in the index at `day`: the day it is due a look, or none. */
    const lookAt = async (number: number, day: string) => {
      const units = await dueInvoiceReminders(testDeps(), at(day));
      const items = units.find((u) => u.key === emis)?.items ?? [];
      const mine = items.find((item) => item.startsWith(`${padNumber(number)}@`));
      return mine?.slice(mine.indexOf('@') + 1) ?? null;
    };
    const address = `index.${Date.now()}@example.co.za`;
    const client = await newClient(`Amanzimtoti Tyres ${Date.now()}`, address);
    // Opted out while it is issued: looked at on the default schedule's days, reminding nobody.
    await post(MANAGER, '/auth/save-invoice-reminders', settings({ enabled: false }));
    const number = await newInvoice(client, `${R}-08-20`);
    // Issued: due a look from 90 days before its due date (the most any schedule reminds).
    expect(await lookAt(number, `${R}-05-22`)).toBe(`${R}-05-22`);
    expect(await lookAt(number, `${R}-05-21`)).toBeNull();
    expect(await remind(`${R}-06-01`)).toEqual([]);
    // Moved on to the default schedule's first day (3 days before): not read before it.
    expect(await lookAt(number, `${R}-08-16`)).toBeNull();
    expect(await lookAt(number, `${R}-08-17`)).toBe(`${R}-08-17`);
    await remind(`${R}-08-17`);
    expect(emailsAbout(number, address)).toHaveLength(0);
    try {
      // Opted in later: reminded from its next stage on (the due date), then moved on again.
      expect(
        (await post(MANAGER, '/auth/save-invoice-reminders', settings({ daysAfter: 10 }))).status,
      ).toBe(200);
      expect(await lookAt(number, `${R}-08-19`)).toBeNull();
      await remind(`${R}-08-20`);
      expect(emailsAbout(number, address)).toHaveLength(1);
      expect(await lookAt(number, `${R}-08-30`)).toBe(`${R}-08-30`);
      // Paid in part: still in the index; paid in full: out of it, and no more reminders.
      const pay = (amount: string) =>
        post(MANAGER, '/auth/mark-invoices-paid', {
          selectedInvoicesForPayment: [{ invoiceNumber: number, amount }],
          dateInvoicesPaid: `${R}-08-25`,
          paymentMethod: 'EFT',
        });
      expect((await pay('100.00')).status).toBe(200);
      expect(await lookAt(number, `${R}-08-30`)).toBe(`${R}-08-30`);
      expect((await pay('475.00')).status).toBe(200);
      expect(await lookAt(number, `${R}-12-31`)).toBeNull();
      await remind(`${R}-08-30`);
      expect(emailsAbout(number, address)).toHaveLength(1);

      // An unpaid one reminded at its last stage leaves the index.
      const last = await newInvoice(client, `${R}-09-10`);
      await remind(`${R}-09-20`);
      expect(emailsAbout(last, address)).toHaveLength(1);
      expect(JSON.stringify(emailsAbout(last, address)[0])).toContain('overdue');
      expect(await lookAt(last, `${R}-12-31`)).toBeNull();
    } finally {
      await post(MANAGER, '/auth/save-invoice-reminders', settings({ enabled: false }));
    }
  });
});
