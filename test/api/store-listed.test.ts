// The store's listed-products index (gsi3): the web store pages it by name instead of reading
// the catalogue; every product write keeps it, and migration 0023 backfills older products.
import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoreProductsReply } from '@shared/store/schemas';
import { backfillListedProducts } from '../../functions/src/system/migrations/listed-products';
import { planCompany } from './plans-support';
import { visit } from './store-support';
import { testDeps } from './support';

type Company = Awaited<ReturnType<typeof planCompany>>;

const ok = <T>(reply: { status: number; text: string; body: T }) => {
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};

/** A company of its own on the Premium plan (the store), with two categories and a supplier. */
async function storeCompany() {
  const company = await planCompany('Premium', 'listed');
  for (const name of ['Phones', 'Notebooks'])
    ok(await company.post('/auth/save-form-data', { table: 'categories', data: { name } }));
  const options = ok(
    await company.post<Array<{ value: string; label: string }>>('/auth/get-foreign-key-data', {
      table: 'products',
      column: 'category_id',
    }),
  );
  const category = (label: string) => options.find((o) => o.label === label)!.value;
  const supplier = ok(
    await company.post<{ id: string }>('/auth/save-supplier', {
      name: 'Listed Supplies',
      contactPerson: 'Zodwa Khoza',
      phone: '031 555 0101',
    }),
  ).id;
  return { company, phones: category('Phones'), notebooks: category('Notebooks'), supplier };
}

async function newProduct(
  company: Company,
  supplier: string,
  categoryId: string,
  name: string,
  list: 'Yes' | 'No',
) {
  return ok(
    await company.post<{ id: string }>('/auth/save-product', {
      name,
      price: '100',
      category_id: categoryId,
      supplier,
      list,
      quantity: 1,
    }),
  ).id;
}

/** Every page of the store's list (a category or all), `limit` at a time: names per page. */
async function storePages(company: Company, limit: number, category?: string) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const reply: StoreProductsReply = ok(
      await visit<StoreProductsReply>(
        '/store/products',
        { limit, ...(category ? { category } : {}), ...(cursor ? { cursor } : {}) },
        company.domain,
      ),
    );
    pages.push(reply.rows.map((r) => r.name));
    cursor = reply.cursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('the store’s listed products', () => {
  it('pages the listed products by name, keeps the index through edits, and the migration backfills it once', async () => {
    const { company, phones, notebooks, supplier } = await storeCompany();
    // Listed and unlisted mixed, made out of name order.
    const made = new Map<string, string>();
    for (const [name, category, list] of [
      ['Echo phone', phones, 'Yes'],
      ['beta hidden', phones, 'No'],
      ['Alpha phone', phones, 'Yes'],
      ['Delta notebook', notebooks, 'Yes'],
      ['cobalt hidden', notebooks, 'No'],
      ['bravo notebook', notebooks, 'Yes'],
      ['Charlie phone', phones, 'Yes'],
      ['Zulu hidden', phones, 'No'],
    ] as const)
      made.set(name, await newProduct(company, supplier, category, name, list));

    expect(await storePages(company, 2)).toEqual([
      ['Alpha phone', 'bravo notebook'],
      ['Charlie phone', 'Delta notebook'],
      ['Echo phone'],
    ]);
    expect(await storePages(company, 2, 'Notebooks')).toEqual([
      ['bravo notebook', 'Delta notebook'],
    ]);
    expect((await storePages(company, 48)).flat()).toHaveLength(5);

    // The manager's edits: unlisting removes it, listing adds it, a rename moves it.
    const edit = async (name: string, column: string, value: string) =>
      ok(
        await company.post('/auth/update-item', {
          table: 'products',
          id: made.get(name),
          column,
          value,
        }),
      );
    await edit('Charlie phone', 'list', 'No');
    await edit('cobalt hidden', 'list', 'Yes');
    await edit('Alpha phone', 'name', 'Foxtrot phone');
    expect(await storePages(company, 3)).toEqual([
      ['bravo notebook', 'cobalt hidden', 'Delta notebook'],
      ['Echo phone', 'Foxtrot phone'],
    ]);
    // A price edit leaves the listing as it was.
    await edit('Echo phone', 'price', '150');
    expect((await storePages(company, 48)).flat()).toEqual([
      'bravo notebook',
      'cobalt hidden',
      'Delta notebook',
      'Echo phone',
      'Foxtrot phone',
    ]);

    // Older products: one listed without its key, one unlisted with a stale one.
    const db = testDeps().db;
    const keyOf = async (id: string) => {
      const item = await db.entities.product.get({ emis: company.emis, id }).params();
      return item.Key as { pk: string; sk: string };
    };
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: await keyOf(made.get('Delta notebook')!),
        UpdateExpression: 'REMOVE gsi3pk, gsi3sk',
      }),
    );
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: await keyOf(made.get('Zulu hidden')!),
        UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk',
        ExpressionAttributeValues: { ':pk': `${company.emis}#listed`, ':sk': 'zulu hidden#x' },
      }),
    );
    // The store never shows an unlisted product, whatever its keys say.
    expect((await storePages(company, 48)).flat()).not.toContain('Zulu hidden');
    expect((await storePages(company, 48)).flat()).not.toContain('Delta notebook');
    const ctx = { db } as Parameters<typeof backfillListedProducts>[0];
    const first = await backfillListedProducts(ctx, company.emis);
    expect(first).toEqual({ scanned: 8, written: 2 });
    expect((await storePages(company, 48)).flat()).toEqual([
      'bravo notebook',
      'cobalt hidden',
      'Delta notebook',
      'Echo phone',
      'Foxtrot phone',
    ]);
    expect(await backfillListedProducts(ctx, company.emis)).toEqual({ scanned: 8, written: 0 });
  });

  it('refuses another list’s cursor', async () => {
    const { company } = await storeCompany();
    const cursor = Buffer.from(
      JSON.stringify({ pk: 'x', sk: 'y', gsi3pk: 'vula-trading#listed', gsi3sk: 'a#b' }),
    ).toString('base64url');
    const reply = await visit('/store/products', { cursor }, company.domain);
    expect(reply.status).toBe(400);
  });
});
