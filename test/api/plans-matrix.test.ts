import { beforeAll, describe, expect, it } from 'vitest';
import {
  featureRefusal,
  planIncludes,
  PLAN_NAMES,
  type Feature,
  type PlanName,
} from '@shared/plans/entitlements';
import { holderOf } from '../../functions/src/kernel/unique';
import { api, testDeps } from './support';
import { planCompany } from './plans-support';

// Issue 27: each plan x one route of each feature, whatever the company's industry: allowed
// exactly where the plan includes the feature; refused with 403 and the message naming the plans.

type Company = Awaited<ReturnType<typeof planCompany>>;
type Probe = { feature: Feature; route: string; send: (c: Company) => Promise<Reply> };
type Reply = { status: number; body: unknown; text: string };

const PROBES: Probe[] = [
  {
    feature: 'payroll',
    route: 'GET /auth/get-all-employees',
    send: (c) => c.get('/auth/get-all-employees'),
  },
  {
    feature: 'finance',
    route: 'GET /auth/get-all-financial-accounts',
    send: (c) => c.get('/auth/get-all-financial-accounts'),
  },
  {
    feature: 'school',
    route: 'GET /auth/get-fee-reminders',
    send: (c) => c.get('/auth/get-fee-reminders'),
  },
  {
    feature: 'bookings',
    route: 'GET /auth/get-all-agency-fees',
    send: (c) => c.get('/auth/get-all-agency-fees'),
  },
  {
    feature: 'store',
    route: 'POST /store/products (public)',
    send: (c) => api.post('/store/products', {}, { host: c.domain }),
  },
  {
    feature: 'store',
    route: 'POST /auth/get-store-orders',
    send: (c) => c.post('/auth/get-store-orders', {}),
  },
  // Refused before validation: an empty sale answers 400 only where the plan has the till.
  { feature: 'pos', route: 'POST /auth/pos-sale', send: (c) => c.post('/auth/pos-sale', {}) },
  {
    feature: 'matters',
    route: 'GET /auth/get-all-cases',
    send: (c) => c.get('/auth/get-all-cases'),
  },
  { feature: 'matters', route: 'POST /auth/add-case', send: (c) => c.post('/auth/add-case', {}) },
  {
    feature: 'files',
    route: 'POST /auth/get-matter-files',
    send: (c) => c.post('/auth/get-matter-files', {}),
  },
  {
    feature: 'legalBilling',
    route: 'POST /auth/get-billables',
    send: (c) => c.post('/auth/get-billables', {}),
  },
  {
    feature: 'calendar',
    route: 'POST /get-all-events (public)',
    send: (c) => api.post('/get-all-events', { status: 'Yes' }, { host: c.domain }),
  },
];

const INDUSTRIES = ['General', 'Legal Practice', 'Agency'] as const;

describe('the plans x features matrix (issue 27)', () => {
  let company: Company;
  beforeAll(async () => {
    company = await planCompany('Standard', 'matrix');
  });

  for (const plan of PLAN_NAMES)
    for (const industry of INDUSTRIES)
      it(`${plan} (${industry}): each feature's route allowed exactly where the plan includes it`, async () => {
        await company.setPlan(plan as PlanName, industry);
        const wrong: string[] = [];
        for (const probe of PROBES) {
          const reply = await probe.send(company);
          const refusal = featureRefusal(probe.feature);
          const refused =
            reply.status === 403 && (reply.body as { error?: string }).error === refusal;
          const allowed = planIncludes(plan, probe.feature);
          if (allowed && (reply.status === 403 || reply.status >= 500))
            wrong.push(`${probe.route}: ${reply.status} ${reply.text}`);
          if (!allowed && !refused) wrong.push(`${probe.route}: ${reply.status} ${reply.text}`);
        }
        expect(wrong).toEqual([]);
      });

  it('Manage Database: a Standard company lists no product on the store and sees no feature table', async () => {
    await company.setPlan('Standard');
    const tables = await company.get<Array<{ name: string }>>('/auth/get-database-tables');
    expect(tables.status).toBe(200);
    const names = tables.body.map((t) => t.name);
    expect(names).toContain('products');
    for (const hidden of ['cases', 'billables', 'expenses', 'classes'])
      expect(names).not.toContain(hidden);
    const rows = await company.post<{ error: string }>('/auth/get-table-rows', {
      table: 'cases',
    });
    expect(rows.status).toBe(403);
    expect(rows.body.error).toBe(featureRefusal('matters'));

    // A category and a supplier of its own (the products' required references).
    const tag = Date.now().toString(36);
    const category = await company.post('/auth/save-form-data', {
      table: 'categories',
      data: { name: `Phones ${tag}` },
    });
    expect(category.status, category.text).toBe(200);
    const supplier = await company.post('/auth/save-supplier', {
      name: `Supplier ${tag}`,
      contactPerson: 'Sipho Dlamini',
      phone: '0825550104',
    });
    expect(supplier.status, supplier.text).toBe(200);
    const db = testDeps().db;
    const [categoryId, supplierId] = await Promise.all([
      holderOf(db, company.emis, 'category_name', `Phones ${tag}`),
      holderOf(db, company.emis, 'supplier_name', `Supplier ${tag}`),
    ]);
    const product = (name: string, listed: 'Yes' | 'No') =>
      company.post<{ status?: string; id?: string; error?: string }>('/auth/save-product', {
        name,
        price: '100.00',
        category_id: categoryId,
        supplier: supplierId,
        list: listed,
        quantity: 0,
      });
    const listed = await product(`Listed ${Date.now()}`, 'Yes');
    expect(listed.status).toBe(403);
    expect(listed.body.error).toBe(featureRefusal('store'));
    const kept = await product(`Kept ${Date.now()}`, 'No');
    expect(kept.status, kept.text).toBe(200);
    // Listing it afterwards through the manager's table edit is refused the same way.
    const edit = await company.post<{ error: string }>('/auth/update-item', {
      table: 'products',
      id: kept.body.id,
      column: 'list',
      value: 'Yes',
    });
    expect(edit.status, edit.text).toBe(403);
    expect(edit.body.error).toBe(featureRefusal('store'));
    // On Premium the listing goes through.
    await company.setPlan('Premium');
    const premium = await product(`Premium ${Date.now()}`, 'Yes');
    expect(premium.status, premium.text).toBe(200);
  });

  it('a Standard calendar event is fine, a booking (a talent or an agency fee) is not', async () => {
    await company.setPlan('Standard');
    const start = '2031-03-03 09:00:00';
    const event = (extra: object) =>
      company.post<{ error?: string }>('/auth/save-event', {
        title: 'Open day',
        startDate: start,
        endDate: '2031-03-03 12:00:00',
        hours: 3,
        agencyFee: 0,
        privacy: 'No',
        ...extra,
      });
    const plain = await event({});
    expect(plain.status, plain.text).toBe(200);
    const booking = await event({ agencyFee: 0.15 });
    expect(booking.status).toBe(403);
    expect(booking.body.error).toBe(featureRefusal('bookings'));
  });
});
