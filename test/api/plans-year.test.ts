// The plan year (issue 27 items 3 and 4): the paid-until date set at sign-up, the renewal
// reminders 30, 7 and 1 days before (once each), read-only after 14 days of grace (writes refused
// with the renewal message, reads and the public site up), a sandbox renewal that moves the date
// by exactly one year and opens writes again at once, an upgrade that charges the exact pro-rata
// cents, and a downgrade refused while the company is over the lower plan's user limit. Dates are
// set relative to the server's clock (runtimeClock) or in a year after it, never today's.
import { describe, expect, it } from 'vitest';
import { RENEW_MESSAGE } from '@shared/plans/standing';
import type { BillingView, PlanCheckoutReply, PlanPaymentView } from '@shared/plans/billing';
import type { CheckoutForm } from '@shared/payments/schemas';
import { formatDate } from '@shared/time/sast';
import { paidUntilKeys } from '../../functions/src/db/entities/company.entity';
import { dueRenewalReminders, remindRenewal } from '../../functions/src/plans/reminders';
import { plansJobs } from '../../functions/src/plans/jobs';
import { runMigrations } from '../../functions/src/system/migrations/runner';
import {
  backfilledPaidUntil,
  planYearMigration,
} from '../../functions/src/system/migrations/plan-year';
import { ulid } from 'ulid';
import { planCompany } from './plans-support';
import { api, nextCommonYear, outbox, runtimeClock, testDeps } from './support';

const DAY_MS = 86_400_000;
/** `day` moved by `days` (UTC calendar arithmetic: no zone can shift it). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const today = () => formatDate(runtimeClock.now());
/** The same month and day a year later (29 February: 28 February). */
const nextYear = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const leap = (n: number) => (n % 4 === 0 && n % 100 !== 0) || n % 400 === 0;
  const dd = m === 2 && d === 29 && !leap(y + 1) ? 28 : d;
  return `${y + 1}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
};

/** A company of its own on `plan`, with a signed-in manager (plans-support's). */
const freshCompany = (plan: 'Standard' | 'Premium' | 'Legal' = 'Standard') => planCompany(plan);

type Company = Awaited<ReturnType<typeof freshCompany>>;

async function setPaidUntil(emis: string, date: string) {
  await testDeps()
    .db.entities.company.patch({ emis })
    .set(paidUntilKeys(emis, date))
    .remove(['renewal_reminded_for', 'renewal_reminded_days'])
    .go({ response: 'none' });
}

async function setUsers(emis: string, value: number) {
  await testDeps().db.entities.counter.put({ emis, name: 'users', value }).go({ response: 'none' });
}

async function billing(company: Company): Promise<BillingView> {
  const reply = await company.get<BillingView>('/auth/plans/billing');
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}

const form = (fields: ReadonlyArray<readonly [string, string]>) =>
  fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

/** The browser's part: the checkout posted to the sandbox gateway and Pay pressed. */
async function payInSandbox(checkout: CheckoutForm, host: string): Promise<string> {
  const opened = await api.post(checkout.action, undefined, {
    host,
    rawBody: form(checkout.fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(opened.status, opened.text).toBe(303);
  const order = /order\/([0-9a-f-]+)$/.exec(opened.headers.location ?? '')?.[1];
  expect(order).toBeTruthy();
  const paid = await api.post(`/sandbox-gateway/pay/${order}`, undefined, {
    host,
    rawBody: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.status).toBe(303);
  return order!;
}

async function notification(order: string): Promise<string> {
  const orders =
    await api.get<Array<{ id: string; notification?: string }>>('/sandbox-gateway/orders');
  return orders.body.find((o) => o.id === order)!.notification!;
}

const notify = (body: string) =>
  api.post<string>('/payments/notify', undefined, {
    host: 'localhost',
    rawBody: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const saveClient = (company: Company, name: string) =>
  company.post<{ error?: string }>('/auth/save-client', { name, clientReference: '', phone: '' });

/** The unit the tick would hand this company at `at`, if due. */
async function dueFor(emis: string, at: Date) {
  const units = await dueRenewalReminders(testDeps(), at);
  return units.filter((u) => u.key === emis).flatMap((u) => u.items ?? []);
}
/** 08:00 in Johannesburg on `day`. */
const morning = (day: string) => new Date(`${day}T06:00:00Z`);

describe('the plan year', () => {
  it('is set at sign-up: paid until the same day next year', async () => {
    const company = await freshCompany();
    const view = await billing(company);
    expect(view.paidUntil).toBe(nextYear(today()));
    expect(view.standing).toBe('active');
    expect(plansJobs.map((j) => j.name)).toEqual(['renewal-reminders']);
  });

  it('reminds the managers 30, 7 and 1 days before, each exactly once', async () => {
    const company = await freshCompany();
    const paidUntil = `${nextCommonYear() + 1}-06-15`;
    await setPaidUntil(company.emis, paidUntil);
    const mails = () =>
      outbox('email').filter(
        (m) => m.to === company.email.toLowerCase() && String(m.subject).includes(paidUntil),
      );
    const expectations: Array<[number, string | null]> = [
      [-31, null],
      [-30, `${paidUntil}#30`],
      [-29, null],
      [-8, null],
      [-7, `${paidUntil}#7`],
      [-6, null],
      [-1, `${paidUntil}#1`],
      [0, null],
    ];
    for (const [offset, expected] of expectations) {
      const at = morning(addDays(paidUntil, offset));
      const due = await dueFor(company.emis, at);
      expect(due, `${offset} days`).toEqual(expected ? [expected] : []);
      if (!expected) continue;
      // Two runs at once: one sends.
      const runs = await Promise.all([
        remindRenewal(testDeps(), company.emis, due, at),
        remindRenewal(testDeps(), company.emis, due, at),
      ]);
      expect(
        runs
          .flat()
          .map((r) => r.result)
          .sort(),
      ).toEqual(['already', 'sent']);
    }
    const sent = mails();
    expect(sent).toHaveLength(3);
    const text = String(sent[0]!.body);
    expect(text).toContain(`paid until ${paidUntil}`);
    expect(text).toContain('R1,399.00');
    expect(text).toContain(`${company.domain}`);
    expect(text).toContain('/plan-and-billing');
  });

  it('catches up after missed days: the latest reminder due goes, once', async () => {
    const company = await freshCompany();
    const paidUntil = `${nextCommonYear() + 1}-09-20`;
    await setPaidUntil(company.emis, paidUntil);
    // First seen 20 days before (the 30-day tick missed), then 5 days before (7 missed).
    for (const [offset, expected] of [
      [-20, `${paidUntil}#30`],
      [-5, `${paidUntil}#7`],
    ] as const) {
      const at = morning(addDays(paidUntil, offset));
      const due = await dueFor(company.emis, at);
      expect(due).toEqual([expected]);
      expect((await remindRenewal(testDeps(), company.emis, due, at))[0]!.result).toBe('sent');
      expect(await dueFor(company.emis, at)).toEqual([]);
    }
  });

  it('is read-only after 14 days of grace: writes refused with the message, reads and the site up', async () => {
    const company = await freshCompany();
    // In grace (the 14th day after the date): everything still works.
    await setPaidUntil(company.emis, addDays(today(), -14));
    expect((await billing(company)).standing).toBe('grace');
    expect((await saveClient(company, 'Grace Client')).status).toBe(200);

    await setPaidUntil(company.emis, addDays(today(), -15));
    const view = await billing(company);
    expect(view.standing).toBe('read-only');
    const refused = await saveClient(company, 'Lapsed Client');
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe(RENEW_MESSAGE);
    // A public write of the company's site is refused too; its pages are served.
    const contact = await api.post<{ error: string }>(
      '/send-general-email-no-token',
      { name: 'Visitor', email: 'visitor@example.co.za', subject: 'Hi', message: 'Hello there' },
      { host: company.domain },
    );
    expect(contact.status).toBe(402);
    const site = await api.post('/get-company-with-domain', {}, { host: company.domain });
    expect(site.status).toBe(200);
    // Reading and signing in keep working.
    expect((await company.get('/auth/get-all-users')).status).toBe(200);
    const again = await api.post(
      '/auth/login',
      { email: company.email, password: company.password },
      {
        host: company.domain,
      },
    );
    expect(again.status, again.text).toBe(200);
  });

  it('a sandbox renewal moves paid-until by exactly one year and restores writes at once', async () => {
    const company = await freshCompany();
    const old = addDays(today(), -20);
    await setPaidUntil(company.emis, old);
    expect((await saveClient(company, 'Before Renewal')).status).toBe(402);

    const started = await company.post<PlanCheckoutReply>('/auth/plans/renew', {});
    expect(started.status, started.text).toBe(200);
    expect(started.body.cents).toBe(139_900);
    expect(started.body.checkout.fields).toContainEqual(['amount', '1399.00']);
    const order = await payInSandbox(started.body.checkout, company.domain);

    const view = await billing(company);
    expect(view.paidUntil).toBe(nextYear(old));
    expect(view.standing).toBe(nextYear(old) >= today() ? 'active' : 'grace');
    expect((await saveClient(company, 'After Renewal')).status).toBe(200);
    const status = await company.get<{ status: string }>(
      `/auth/plans/checkout?token=${started.body.token}`,
    );
    expect(status.body.status).toBe('complete');

    // The same notification again: nothing changes.
    expect((await notify(await notification(order))).status).toBe(200);
    expect((await billing(company)).paidUntil).toBe(nextYear(old));
    const payments = await company.get<{ rows: PlanPaymentView[] }>('/auth/plans/payments');
    expect(
      payments.body.rows.map((p) => [p.kind, p.cents, p.paidUntilFrom, p.paidUntilTo]),
    ).toEqual([['renewal', 139_900, old, nextYear(old)]]);
    expect(payments.body.rows[0]!.reference).toMatch(/\S/);
  });

  it('an upgrade charges the exact pro-rata cents and keeps the date', async () => {
    const company = await freshCompany('Standard');
    const paidUntil = addDays(today(), 100);
    await setPaidUntil(company.emis, paidUntil);
    // Days in the plan year ending on paidUntil, and (R2,999 - R1,399) x 100 / that, half up.
    const [y, m, d] = paidUntil.split('-');
    const yearBefore = `${Number(y) - 1}-${m}-${m === '02' && d === '29' ? '28' : d}`;
    const yearDays =
      (Date.parse(`${paidUntil}T00:00:00Z`) - Date.parse(`${yearBefore}T00:00:00Z`)) / DAY_MS;
    const expected = Math.floor((2 * 160_000 * 100 + yearDays) / (2 * yearDays));
    expect([43_836, 43_716]).toContain(expected);

    const view = await billing(company);
    expect(view.daysLeft).toBe(100);
    expect(view.upgrades.find((u) => u.plan === 'Premium')!.cents).toBe(expected);

    const started = await company.post<PlanCheckoutReply>('/auth/plans/upgrade', {
      plan: 'Premium',
    });
    expect(started.status, started.text).toBe(200);
    expect(started.body.cents).toBe(expected);
    const rands = `${Math.floor(expected / 100)}.${String(expected % 100).padStart(2, '0')}`;
    expect(started.body.checkout.fields).toContainEqual(['amount', rands]);
    await payInSandbox(started.body.checkout, company.domain);

    const after = await billing(company);
    expect(after.plan).toBe('Premium');
    expect(after.paidUntil).toBe(paidUntil);
    const payments = await company.get<{ rows: PlanPaymentView[] }>('/auth/plans/payments');
    expect(payments.body.rows.map((p) => [p.kind, p.cents, p.planFrom, p.planTo])).toEqual([
      ['upgrade', expected, 'Standard', 'Premium'],
    ]);
    // Down is not an upgrade.
    const down = await company.post<{ error: string }>('/auth/plans/upgrade', { plan: 'Standard' });
    expect(down.status).toBe(400);
  });

  it('a downgrade is refused over the lower limit, and otherwise takes effect at the renewal', async () => {
    const company = await freshCompany('Premium');
    const old = addDays(today(), 10);
    await setPaidUntil(company.emis, old);
    await setUsers(company.emis, 13);
    const refused = await company.post<{ error: string }>('/auth/plans/downgrade', {
      plan: 'Standard',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Ban 3 users to fit Standard's 10.");
    const view = await billing(company);
    expect(view.downgrades[0]).toMatchObject({ plan: 'Standard', change: refused.body.error });
    expect(view.downgrades[0]!.loses).toContain('Point of sale');
    expect(view.planAtRenewal).toBeNull();

    await setUsers(company.emis, 10);
    const scheduled = await company.post<BillingView>('/auth/plans/downgrade', {
      plan: 'Standard',
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.body.planAtRenewal).toBe('Standard');
    expect(scheduled.body.plan).toBe('Premium');
    expect(scheduled.body.renewal).toMatchObject({ plan: 'Standard', cents: 139_900 });

    const started = await company.post<PlanCheckoutReply>('/auth/plans/renew', {});
    expect(started.body.cents).toBe(139_900);
    await payInSandbox(started.body.checkout, company.domain);
    const after = await billing(company);
    expect(after).toMatchObject({
      plan: 'Standard',
      paidUntil: nextYear(old),
      planAtRenewal: null,
    });
  });

  it('answers another company’s checkout like a missing one, and bad plans with a 400', async () => {
    const a = await freshCompany();
    const b = await freshCompany();
    const started = await a.post<PlanCheckoutReply>('/auth/plans/renew', {});
    const other = await b.get(`/auth/plans/checkout?token=${started.body.token}`);
    expect(other.status).toBe(404);
    const bad = await a.post('/auth/plans/upgrade', { plan: 'Gold' });
    expect(bad.status).toBe(400);
  });

  it('is backfilled on companies without one: the sign-up day plus whole years, not in the past', async () => {
    expect(backfilledPaidUntil('2024-02-29 10:00:00', '2026-03-01')).toBe('2027-02-28');
    expect(backfilledPaidUntil('2025-05-10 08:00:00', '2026-05-10')).toBe('2026-05-10');
    expect(backfilledPaidUntil('2025-05-10 08:00:00', '2026-05-11')).toBe('2027-05-10');
    const company = await freshCompany();
    await testDeps()
      .db.entities.company.patch({ emis: company.emis })
      .remove(['paid_until', 'paid_key', 'paid_sort'])
      .go({ response: 'none' });
    expect((await billing(company)).paidUntil).toBeNull();
    const run = await runMigrations(testDeps(), {
      migrations: [{ ...planYearMigration, id: `test-${ulid()}` }],
    });
    expect(run.complete).toBe(true);
    // Created today: one year from today, and in the paid-until index.
    expect((await billing(company)).paidUntil).toBe(nextYear(today()));
    const due = await dueFor(company.emis, morning(addDays(nextYear(today()), -30)));
    expect(due).toEqual([`${nextYear(today())}#30`]);
  });
});
