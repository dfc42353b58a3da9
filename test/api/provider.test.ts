import { addDays, format, parseISO } from 'date-fns';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, LEVEL } from '@shared/access';
import { PLAN_TERMS, type PlanName } from '@shared/plans/entitlements';
import { standingOf } from '@shared/plans/standing';
import type { CreateCompanyReply } from '@shared/onboarding/schemas';
import type {
  ProviderCompaniesPage,
  ProviderCompanyRow,
  ProviderRenewalsPage,
  ProviderRevenue,
} from '@shared/provider/schemas';
import { formatDate } from '@shared/time/sast';
import { paidUntilKeys } from '../../functions/src/db/entities/company.entity';
import { registryPage } from '../../functions/src/db/registry';
import { hashDemoPassword } from '../../functions/src/platform/auth/passwords';
import { revenueOf, summedRevenue } from '../../functions/src/provider/revenue';
import { backfillCompanyRegistry } from '../../infra/ops/backfill-company-registry';
import { api, login, PASSWORD, runtimeClock, testDeps, uniqueEmail } from './support';

// Issue 27 item 8: the provider's view. Kantoor's own super admins page through THE companies
// registry (gsi1) with each company's plan, paid-until date, standing and users in use; the
// renewals due this month come from the paid-until index (gsi2); annual recurring revenue is a
// running figure moved in the transaction that makes a company.

const PROVIDER = 'localhost';
const db = () => testDeps().db;
const today = () => formatDate(runtimeClock.now());
const shift = (days: number) => format(addDays(parseISO(today()), days), 'yyyy-MM-dd');
const monthEnd = () => {
  const [y, m] = today().split('-').map(Number) as [number, number];
  return `${today().slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

let counter = 0;
/** A batch tag no other test uses: its companies' emis start with it (the list's search). */
const newTag = () => {
  counter += 1;
  return `prov${Date.now().toString(36)}${counter}`;
};

/** A company made as a super admin makes one (onboarding's companySteps). */
async function createCompany(token: string, emis: string, plan: PlanName) {
  const created = await api.post<CreateCompanyReply>(
    '/auth/create-company',
    {
      plan,
      name: `Provider View ${emis} (Pty) Ltd`,
      company_emis: emis,
      site_domain: `${emis}.localhost`,
      industry: 'General',
      currency: 'ZAR',
      email: 'hello@provider-view.example.co.za',
      primary_phone: '012 555 0199',
      manager_name: 'Thandi Nkosi',
      manager_email: uniqueEmail('provider'),
      manager_phone: '082 555 0101',
    },
    { host: PROVIDER, token },
  );
  expect(created.status, created.text).toBe(200);
  expect(created.body.emis).toBe(emis);
}

const companies = (token: string, query: string) =>
  api.get<ProviderCompaniesPage & { error?: string }>(`/auth/provider-companies?${query}`, {
    host: PROVIDER,
    token,
  });
const revenue = async (token: string) => {
  const reply = await api.get<ProviderRevenue>('/auth/provider-revenue', { host: PROVIDER, token });
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
const legal = (r: ProviderRevenue) => r.by_plan.find((p) => p.plan === 'Legal')!;

describe("the provider's companies", () => {
  it('pages through the registry with plan, paid until, standing and users of the limit', async () => {
    const owner = await login('owner@localhost');
    const tag = newTag();
    const plans: PlanName[] = ['Standard', 'Premium', 'Legal'];
    const emis = plans.map((_, i) => `${tag}-${i}`);
    for (const [i, plan] of plans.entries()) await createCompany(owner.token, emis[i]!, plan);
    // The plan years and users no route of this suite sets: paid to this month's end, in grace
    // or lapsed since, 60 days ago (read-only); four users in use of the Standard ten.
    const paid = [monthEnd(), shift(-3), shift(-60)];
    for (const [i, e] of emis.entries())
      await db().entities.company.patch({ emis: e }).set(paidUntilKeys(e, paid[i]!)).go();
    await db().entities.counter.put({ emis: emis[0]!, name: 'users', value: 4 }).go();

    const first = await companies(owner.token, `search=${tag}&limit=2`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.today).toBe(today());
    expect(first.body.rows.map((r) => r.emis)).toEqual(emis.slice(0, 2));
    expect(first.body.cursor).toBeTruthy();
    const second = await companies(
      owner.token,
      `search=${tag}&limit=2&cursor=${first.body.cursor}`,
    );
    expect(second.status, second.text).toBe(200);
    expect(second.body.rows.map((r) => r.emis)).toEqual(emis.slice(2));
    expect(second.body.cursor).toBeNull();

    const rows = [...first.body.rows, ...second.body.rows];
    expect(rows[0]).toEqual<ProviderCompanyRow>({
      emis: emis[0]!,
      name: `Provider View ${emis[0]} (Pty) Ltd`,
      domain: `${emis[0]}.localhost`,
      plan: 'Standard',
      price_cents: PLAN_TERMS.Standard.priceCents,
      paid_until: monthEnd(),
      standing: 'active',
      users: { used: 4, limit: 10 },
    });
    expect(rows[1]).toMatchObject({
      plan: 'Premium',
      paid_until: shift(-3),
      standing: 'grace',
      users: { used: 0, limit: null },
    });
    expect(rows[2]).toMatchObject({ plan: 'Legal', standing: 'read-only', users: { used: 0 } });
    expect(rows.map((r) => r.standing)).toEqual(
      paid.map((p) => standingOf({ paid_until: p }, today())),
    );

    // Without a search: the whole registry from its start, the seeded provider among it.
    const all = await companies(owner.token, 'limit=100');
    expect(all.body.rows.length).toBeGreaterThan(3);
    const sorted = all.body.rows.map((r) => r.emis);
    expect(sorted).toEqual([...sorted].sort());
  });

  it('lists the renewals due this month from the paid-until index, a page at a time', async () => {
    const owner = await login('owner@localhost');
    const tag = newTag();
    const emis = [`${tag}-due`, `${tag}-later`, `${tag}-lapsed`];
    for (const e of emis) await createCompany(owner.token, e, 'Standard');
    const [y, m] = today().split('-').map(Number) as [number, number];
    const lastMonth = format(new Date(y, m - 1, 0), 'yyyy-MM-dd');
    const nextMonth = format(new Date(y, m, 1), 'yyyy-MM-dd');
    const paid = [monthEnd(), nextMonth, lastMonth];
    for (const [i, e] of emis.entries())
      await db().entities.company.patch({ emis: e }).set(paidUntilKeys(e, paid[i]!)).go();

    const seen: ProviderCompanyRow[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; text: string; body: ProviderRenewalsPage } =
        await api.get<ProviderRenewalsPage>(
          `/auth/provider-renewals?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          { host: PROVIDER, token: owner.token },
        );
      expect(page.status, page.text).toBe(200);
      expect(page.body).toMatchObject({ from: `${today().slice(0, 7)}-01`, to: monthEnd() });
      seen.push(...page.body.rows);
      cursor = page.body.cursor;
      pages += 1;
    } while (cursor && pages < 100);
    const mine = seen.filter((r) => r.emis.startsWith(tag));
    expect(mine.map((r) => r.emis)).toEqual([`${tag}-due`]);
    for (const row of seen) {
      expect(row.paid_until! >= `${today().slice(0, 7)}-01`).toBe(true);
      expect(row.paid_until! <= monthEnd()).toBe(true);
    }
    // Soonest first.
    const dates = seen.map((r) => r.paid_until!);
    expect(dates).toEqual([...dates].sort());
  });

  it('refuses a super admin of another company and a manager of the provider', async () => {
    const email = uniqueEmail('otheradmin');
    const userId = ulid();
    const now = `${today()} 09:00:00`;
    await testDeps().accounts.createUserWithMembership(
      {
        userId,
        name: 'Other Admin',
        email,
        password_hash: await hashDemoPassword(PASSWORD),
        created_at: now,
      },
      {
        userId,
        emis: 'ubuntu-talent',
        alevel: LEVEL.superAdmin,
        role: DEFAULT_ROLE[LEVEL.superAdmin],
        created_at: now,
      },
      // The agency is on Premium: no user limit to meet.
      'Premium',
    );
    const other = await login(email, 'agency.localhost');
    expect(other.user).toMatchObject({ alevel: 11, emis: 'ubuntu-talent' });
    for (const path of [
      '/auth/provider-companies',
      '/auth/provider-renewals',
      '/auth/provider-revenue',
    ]) {
      const refused = await api.get<{ error: string }>(path, {
        host: 'agency.localhost',
        token: other.token,
      });
      expect(refused.status, path).toBe(403);
      expect(refused.body.error).toBe("The companies list is for Kantoor's own super admins");
    }
    const manager = await login('manager@localhost');
    expect(manager.user.alevel).toBe(9);
    for (const path of [
      '/auth/provider-companies',
      '/auth/provider-renewals',
      '/auth/provider-revenue',
    ])
      expect((await api.get(path, { host: PROVIDER, token: manager.token })).status, path).toBe(
        403,
      );
  });

  it('answers a tampered cursor and a bad search with 400', async () => {
    const owner = await login('owner@localhost');
    const tampered = Buffer.from(
      JSON.stringify({ pk: 'x', sk: 'y', gsi1pk: 'other', gsi1sk: 'z' }),
    ).toString('base64url');
    const bad = await companies(owner.token, `cursor=${tampered}`);
    expect(bad.status).toBe(400);
    const search = await companies(owner.token, 'search=a%20b');
    expect(search.status).toBe(400);
    expect(search.text).toContain('letters, digits, dashes and underscores');
  });
});

describe('annual recurring revenue', () => {
  it('moves in the transaction that makes a company, by its plan’s yearly price', async () => {
    const owner = await login('owner@localhost');
    // Another suite may make a Legal company at the same moment: the change is read again then.
    let moved = false;
    for (let attempt = 0; attempt < 3 && !moved; attempt += 1) {
      const before = await revenue(owner.token);
      await createCompany(owner.token, `${newTag()}-arr`, 'Legal');
      const after = await revenue(owner.token);
      moved =
        legal(after).cents - legal(before).cents === PLAN_TERMS.Legal.priceCents &&
        legal(after).companies - legal(before).companies === 1 &&
        after.annual_cents - before.annual_cents >= PLAN_TERMS.Legal.priceCents;
    }
    expect(moved).toBe(true);
    // A refused creation (its emis is taken) moves nothing of its plan.
    const tag = `${newTag()}-dup`;
    await createCompany(owner.token, tag, 'Legal');
    const before = await revenue(owner.token);
    const again = await api.post(
      '/auth/create-company',
      {
        plan: 'Legal',
        name: 'Duplicate (Pty) Ltd',
        company_emis: tag,
        site_domain: `${tag}-2.localhost`,
        industry: 'General',
        currency: 'ZAR',
        email: 'dup@example.co.za',
        primary_phone: '012 555 0199',
        manager_name: 'Dup',
        manager_email: uniqueEmail('dup'),
        manager_phone: '082 555 0101',
      },
      { host: PROVIDER, token: owner.token },
    );
    expect(again.status).toBe(409);
    expect(
      legal(await revenue(owner.token)).companies - legal(before).companies,
    ).toBeLessThanOrEqual(0);
  });

  it('equals the yearly prices of the registry’s companies summed again (the rebuild test)', async () => {
    const owner = await login('owner@localhost');
    await createCompany(owner.token, `${newTag()}-sum`, 'Premium');
    // The kept figure read before and after the sum: equal reads mean no company was made
    // meanwhile, so the sum is of the same companies.
    let compared = false;
    for (let attempt = 0; attempt < 5 && !compared; attempt += 1) {
      const kept = await revenue(owner.token);
      const summed = revenueOf(await summedRevenue(db()));
      if (JSON.stringify(await revenue(owner.token)) !== JSON.stringify(kept)) continue;
      expect(kept).toEqual(summed);
      expect(kept.annual_cents).toBeGreaterThan(0);
      compared = true;
    }
    expect(compared).toBe(true);
  });
});

describe('the registry backfill (infra/ops)', () => {
  it('keys a company made before the registry, once; the view and the figure then count it', async () => {
    const emis = `${newTag()}-old`;
    // A company as a release before the registry stored it: no gsi1 keys.
    await db()
      .entities.company.create({
        emis,
        name: 'Before Registry (Pty) Ltd',
        domain: `${emis}.localhost`,
        plan: 'Legal',
      })
      .go();
    const inRegistry = async () =>
      (await registryPage(db(), { limit: 10, prefix: emis })).items.map((i) => i.emis);
    expect(await inRegistry()).toEqual([]);
    const first = await backfillCompanyRegistry(db(), 3);
    expect(first.keyed).toContain(emis);
    expect(first.companies).toBeGreaterThan(6);
    expect(await inRegistry()).toEqual([emis]);
    const second = await backfillCompanyRegistry(db(), 2);
    expect(second.keyed).not.toContain(emis);
  });
});
