import { beforeAll, describe, expect, it } from 'vitest';
import type { ListPage, ProductView, SaveProductReply } from '@shared/catalogue/schemas';
import { isLow, REORDER_LEVEL_INVALID } from '@shared/catalogue/low-stock';
import type { HomeDueReply } from '@shared/home/due';
import { CATALOGUE_LOW, lowDeltas, lowStockFigure } from '../../functions/src/catalogue';
import { readFigures, sumBy } from '../../functions/src/kernel/aggregates';
import { backfillLowStock } from '../../functions/src/system/migrations/low-stock';
import { holderOf } from '../../functions/src/kernel/unique';
import { planCompany, type PlanCompany } from './plans-support';
import { api, login, testDeps } from './support';

// Issue 28 item 1: stock running low. The low-stock counter and index move in the same
// transaction as every stock and level write, only when a product crosses its reorder level.
// A company of the file's own, so no other file's sales move its counter.

const LEGAL_ADMIN = 'admin@legal.localhost';

type Who = Pick<PlanCompany, 'get' | 'post'>;

// A company of this file's own: its counter moves only with this file's writes (the demo
// shop's moves with every other file's sales too).
let shop: PlanCompany;
let staff: Who;
let refs: { category: string; supplier: string };

beforeAll(async () => {
  shop = await planCompany('Premium', 'low');
  staff = await shop.member(5);
  const tag = Date.now().toString(36);
  for (const reply of [
    await shop.post('/auth/save-form-data', { table: 'categories', data: { name: `Pens ${tag}` } }),
    await shop.post('/auth/save-supplier', {
      name: `Umgeni ${tag}`,
      contactPerson: 'Sipho Dlamini',
      phone: '0825550104',
    }),
  ])
    expect(reply.status, reply.text).toBe(200);
  const db = testDeps().db;
  const [category, supplier] = await Promise.all([
    holderOf(db, shop.emis, 'category_name', `Pens ${tag}`),
    holderOf(db, shop.emis, 'supplier_name', `Umgeni ${tag}`),
  ]);
  refs = { category: category!, supplier: supplier! };
});

let n = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${(n += 1)}`;
const counter = () => lowStockFigure({ db: testDeps().db, emis: shop.emis });

/** Another company's admin (the legal demo), signed in. */
async function legalAdmin(): Promise<Pick<Who, 'get'>> {
  const session = await login(LEGAL_ADMIN, 'legal.localhost');
  return { get: <T>(path: string) => api.get<T>(path, { token: session.token }) };
}

async function product(quantity: number, level?: number) {
  const r = refs;
  const saved = await shop.post<SaveProductReply>('/auth/save-product', {
    name: unique('Low Stock Pen'),
    price: '10.00',
    category_id: r.category,
    supplier: r.supplier,
    quantity: String(quantity),
    ...(level !== undefined ? { reorder_level: String(level) } : {}),
  });
  expect(saved.status, saved.text).toBe(200);
  if (saved.body.status !== 'success') throw new Error(saved.text);
  return saved.body.product;
}

const sell = (id: string, quantity: number) =>
  staff.post('/auth/pos-sale', { items: [{ id, quantity }], method: 'Card' });
const receive = (id: string, quantity: number) =>
  shop.post('/auth/record-receivings-to-receivings-table', { productId: id, quantity });

async function lowIds(who: Pick<Who, 'get'> = staff): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const page = await who.get<ListPage<ProductView>>(
      `/auth/get-all-products?stock=low&limit=2${query}`,
    );
    expect(page.status, page.text).toBe(200);
    expect(page.body.rows.length).toBeLessThanOrEqual(2);
    for (const row of page.body.rows) expect(isLow(row)).toBe(true);
    ids.push(...page.body.rows.map((row) => row.id));
    cursor = page.body.cursor;
  } while (cursor);
  return ids;
}

async function allProducts(who: Who = staff): Promise<ProductView[]> {
  const rows: ProductView[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const page = await who.get<ListPage<ProductView>>(`/auth/get-all-products?limit=500${query}`);
    rows.push(...page.body.rows);
    cursor = page.body.cursor;
  } while (cursor);
  return rows;
}

describe('stock running low (issue 28)', () => {
  it('moves the counter exactly as sales, receivings, level edits and deletions cross the level', async () => {
    const before = await counter();
    const a = await product(5, 3); // not low
    const b = await product(2, 3); // low from the start
    const c = await product(1); // no level: never low
    expect(await counter()).toBe(before + 1);

    expect((await sell(a.id, 1)).status).toBe(200); // 4: still above
    expect(await counter()).toBe(before + 1);
    expect((await sell(a.id, 1)).status).toBe(200); // 3: at the level, low
    expect(await counter()).toBe(before + 2);
    expect((await sell(a.id, 1)).status).toBe(200); // 2: still low, no second count
    expect(await counter()).toBe(before + 2);
    expect((await sell(c.id, 1)).status).toBe(200);
    expect(await counter()).toBe(before + 2);

    expect((await receive(b.id, 5)).status).toBe(200); // 7: above, no longer low
    expect(await counter()).toBe(before + 1);

    // The manager: a level raised above the stock makes it low; removing the level clears it.
    const raised = await shop.post('/auth/update-item', {
      table: 'products',
      id: b.id,
      column: 'reorder_level',
      value: 10,
    });
    expect(raised.status, raised.text).toBe(200);
    expect(await counter()).toBe(before + 2);
    const cleared = await shop.post('/auth/update-item', {
      table: 'products',
      id: a.id,
      column: 'reorder_level',
      value: null,
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(await counter()).toBe(before + 1);
    const low = await lowIds();
    expect(low).toContain(b.id);
    expect(low).not.toContain(a.id);
    expect(low).not.toContain(c.id);

    const deleted = await shop.post('/auth/delete-item', { table: 'products', id: b.id });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await counter()).toBe(before);
    expect(await lowIds()).not.toContain(b.id);
  });

  it('counts once when two sales cross the level at the same moment', async () => {
    const before = await counter();
    const p = await product(4, 2);
    const sales = await Promise.all([sell(p.id, 1), sell(p.id, 1)]);
    for (const sale of sales) expect(sale.status, sale.text).toBe(200);
    expect(await counter()).toBe(before + 1);
    const sales2 = await Promise.all([sell(p.id, 1), sell(p.id, 1)]);
    for (const sale of sales2) expect(sale.status, sale.text).toBe(200);
    expect(await counter()).toBe(before + 1);
    expect((await lowIds()).filter((id) => id === p.id)).toHaveLength(1);
  });

  it('the counter is the rebuild from the records; the migration writes nothing a second time', async () => {
    await product(0, 1);
    const products = await allProducts();
    const rebuilt = sumBy(CATALOGUE_LOW, products, lowDeltas);
    const stored = await readFigures(testDeps().db, shop.emis, CATALOGUE_LOW);
    expect(stored.map((f) => f.count)).toEqual(rebuilt.map((f) => f.count));
    expect((await lowIds()).sort()).toEqual(
      products
        .filter(isLow)
        .map((p) => p.id)
        .sort(),
    );
    const ctx = { db: testDeps().db } as Parameters<typeof backfillLowStock>[0];
    const run = await backfillLowStock(ctx, shop.emis);
    expect(run.written).toBe(0);
  });

  it('refuses a bad filter or level with a clear 400; another company sees only its own', async () => {
    const bad = await staff.get<{ error: string }>('/auth/get-all-products?stock=lots');
    expect(bad.status).toBe(400);
    const r = refs;
    const badLevel = await shop.post<{ error: string; fields?: Record<string, string> }>(
      '/auth/save-product',
      {
        name: unique('Bad Level'),
        price: '1.00',
        category_id: r.category,
        supplier: r.supplier,
        quantity: '1',
        reorder_level: '-2',
      },
    );
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.fields?.reorder_level).toBe(REORDER_LEVEL_INVALID);

    const mine = await product(0, 5);
    const theirs = await lowIds(await legalAdmin());
    expect(theirs).not.toContain(mine.id);
    const home = await staff.get<HomeDueReply>('/auth/home-due');
    expect(home.status, home.text).toBe(200);
    const item = home.body.items.find((i) => i.kind === 'lowStock');
    expect(item).toEqual({ kind: 'lowStock', count: await counter() });
  });
});
