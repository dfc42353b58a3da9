import { describe, expect, it } from 'vitest';
import type {
  InventoryRow,
  ListPage,
  ProductView,
  RecordReceivingsReply,
  SaveProductAndReceiveReply,
  SaveProductReply,
  SaveServiceReply,
  SaveSupplierReply,
  SaveTransportationReply,
  ServiceView,
  SupplierView,
  TransportationView,
} from '@shared/catalogue/schemas';
import { takeFromStock } from '../../functions/src/catalogue/stock';
import { api, login, testDeps, type Session } from './support';

const SHOP = 'shop.localhost';
const ADMIN = 'admin@shop.localhost';
const STAFF = 'staff@shop.localhost';
const PARENT = 'parent@shop.localhost';
const LEGAL_ADMIN = 'admin@legal.localhost';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? SHOP));
  return sessions.get(email) as Promise<Session>;
};
const post = async <T = unknown>(email: string, path: string, body: unknown) =>
  api.post<T>(path, body, { token: (await as(email)).token });
const get = async <T = unknown>(email: string, path: string) =>
  api.get<T>(path, { token: (await as(email)).token });

type Failure = { error: string; fields?: Record<string, string> };

let counter = 0;
/** A name no other test (or earlier run) uses. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${(counter += 1)}`;

/** Every row of a list, page by page. */
async function all<T>(email: string, path: string): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=500&cursor=${cursor}` : '?limit=500';
    const page = await get<ListPage<T>>(email, `${path}${query}`);
    expect(page.status, page.text).toBe(200);
    rows.push(...page.body.rows);
    cursor = page.body.cursor;
  } while (cursor);
  return rows;
}

async function categoryId(email: string, name: string) {
  const options = await post<Array<{ value: string; label: string }>>(
    email,
    '/auth/get-foreign-key-data',
    { table: 'products', column: 'category_id' },
  );
  expect(options.status, options.text).toBe(200);
  const found = options.body.find((o) => o.label === name);
  if (!found) throw new Error(`No category ${name}`);
  return found.value;
}

async function supplierId(email: string, name: string) {
  const found = (await all<SupplierView>(email, '/auth/get-all-suppliers')).find(
    (s) => s.name === name,
  );
  if (!found) throw new Error(`No supplier ${name}`);
  return found.id;
}

async function shopRefs() {
  return {
    stationery: await categoryId(ADMIN, 'Stationery'),
    umgeni: await supplierId(ADMIN, 'Umgeni Paper Merchants'),
  };
}

async function newProduct(extra: Record<string, unknown> = {}) {
  const refs = await shopRefs();
  const name = unique('Desk Stapler');
  const saved = await post<SaveProductReply>(ADMIN, '/auth/save-product', {
    name,
    code: 'STP-01',
    cost: '45.00',
    price: '79.99',
    category_id: refs.stationery,
    supplier: refs.umgeni,
    quantity: '0',
    ...extra,
  });
  expect(saved.status, saved.text).toBe(200);
  if (saved.body.status !== 'success') throw new Error(saved.text);
  return saved.body;
}

const inStock = async () => await all<ProductView>(STAFF, '/auth/get-all-products-in-stock');

describe('suppliers', () => {
  it('lists the seeded suppliers to staff, not to parents', async () => {
    const rows = await all<SupplierView>(STAFF, '/auth/get-all-suppliers');
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Umgeni Paper Merchants', 'Pinetown Hardware Wholesale']),
    );
    expect(rows.find((r) => r.name === 'Umgeni Paper Merchants')).toMatchObject({
      contact_person: 'Priya Moodley',
      phone: '031 555 0412',
    });
    expect((await get(PARENT, '/auth/get-all-suppliers')).status).toBe(403);
    // Another company's suppliers are not on the list.
    const legal = await all<SupplierView>(LEGAL_ADMIN, '/auth/get-all-suppliers');
    expect(legal.map((r) => r.name)).not.toContain('Umgeni Paper Merchants');
  });

  it("asks for name, contact person and phone with the spec's alert", async () => {
    const missing = await post<Failure>(ADMIN, '/auth/save-supplier', {
      name: 'Somebody',
      contactPerson: '',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Fill in at least Name, Contact Person, Phone');
    expect(missing.body.fields).toMatchObject({
      contactPerson: 'This field is required',
      phone: 'This field is required',
    });
    expect(missing.body.fields?.name).toBeUndefined();
  });

  it('saves a supplier and answers exist for the same name in another case or spacing', async () => {
    const name = unique('Durban Office Supplies');
    const saved = await post<SaveSupplierReply>(ADMIN, '/auth/save-supplier', {
      name,
      contactPerson: 'Zodwa Khoza',
      phone: '031 555 0101',
      email: 'Zodwa@Example.co.za',
      code: '4001',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'success',
      supplier: { name, contact_person: 'Zodwa Khoza', email: 'zodwa@example.co.za' },
    });
    const again = await post<SaveSupplierReply>(ADMIN, '/auth/save-supplier', {
      name: `  ${name.toUpperCase().replace(/ /g, '  ')} `,
      contactPerson: 'Someone Else',
      phone: '031 555 0102',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'exist', message: 'Supplier Exist' });
    const rows = await all<SupplierView>(ADMIN, '/auth/get-all-suppliers');
    expect(rows.filter((r) => r.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    // The same name is free in another company.
    const elsewhere = await post<SaveSupplierReply>(LEGAL_ADMIN, '/auth/save-supplier', {
      name,
      contactPerson: 'Zodwa Khoza',
      phone: '031 555 0101',
    });
    expect(elsewhere.body.status).toBe('success');
  });

  it('lets exactly one of five simultaneous saves of a name succeed', async () => {
    const name = unique('Race Supplies');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post<SaveSupplierReply>(ADMIN, '/auth/save-supplier', {
          name,
          contactPerson: `Person ${i}`,
          phone: '031 555 0199',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.status === 'success')).toHaveLength(1);
    expect(results.filter((r) => r.body.status === 'exist')).toHaveLength(4);
  });

  it('is created by admins (level 7), not by staff', async () => {
    const denied = await post<Failure>(STAFF, '/auth/save-supplier', {
      name: unique('Staff Supplier'),
      contactPerson: 'X',
      phone: '031 555 0100',
    });
    expect(denied.status).toBe(403);
  });
});

describe('products', () => {
  it("asks for name, price, category, supplier and quantity with the spec's alert", async () => {
    const empty = await post<Failure>(ADMIN, '/auth/save-product', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(
      'Fill in at least Name, Cost, Price, Category, Supplier And Quantity!',
    );
    expect(Object.keys(empty.body.fields ?? {})).toEqual(
      expect.arrayContaining(['name', 'price', 'category_id', 'supplier', 'quantity']),
    );
    const refs = await shopRefs();
    const badMoney = await post<Failure>(ADMIN, '/auth/save-product', {
      name: unique('Bad Money'),
      price: 'twelve rand',
      category_id: refs.stationery,
      supplier: refs.umgeni,
      quantity: 1,
    });
    expect(badMoney.status).toBe(400);
    expect(badMoney.body.fields?.price).toBe('Enter an amount such as 1,250.50');
    const badQuantity = await post<Failure>(ADMIN, '/auth/save-product', {
      name: unique('Bad Quantity'),
      price: '10',
      category_id: refs.stationery,
      supplier: refs.umgeni,
      quantity: '1.5',
    });
    expect(badQuantity.status).toBe(400);
  });

  it('stores money in cents with the commas stripped and answers exist for a duplicate name', async () => {
    const refs = await shopRefs();
    const name = unique('Filing Cabinet 4-Drawer');
    const saved = await post<SaveProductReply>(ADMIN, '/auth/save-product', {
      name,
      code: 'FRN-FC4',
      cost: '1,000',
      price: '1,250.50',
      category_id: refs.stationery,
      supplier: refs.umgeni,
      list: 'Yes',
      quantity: '1,200',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'success',
      product: {
        name,
        cost: 100000,
        price: 125050,
        stock: 1200,
        list: 'Yes',
        category_name: 'Stationery',
        supplier_name: 'Umgeni Paper Merchants',
      },
    });
    const dup = await post<SaveProductReply>(ADMIN, '/auth/save-product', {
      name: name.toLowerCase(),
      price: '1',
      category_id: refs.stationery,
      supplier: refs.umgeni,
      quantity: 1,
    });
    expect(dup.status).toBe(200);
    expect(dup.body).toEqual({ status: 'exist', message: 'Item Exist' });
    const listed = (await all<ProductView>(STAFF, '/auth/get-all-products')).filter(
      (p) => p.name.toLowerCase() === name.toLowerCase(),
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ price: 125050, list: 'Yes' });
  });

  it("answers another company's category or supplier exactly as a missing one", async () => {
    const refs = await shopRefs();
    const legalCategory = await categoryId(LEGAL_ADMIN, 'Legal Services');
    const legalSupplier = await supplierId(LEGAL_ADMIN, 'Sandton Legal Stationers');
    const body = { name: unique('Borrowed'), price: '10', quantity: 1 };
    const missing = await post<Failure>(ADMIN, '/auth/save-product', {
      ...body,
      category_id: 'no-such-category',
      supplier: refs.umgeni,
    });
    const foreign = await post<Failure>(ADMIN, '/auth/save-product', {
      ...body,
      category_id: legalCategory,
      supplier: refs.umgeni,
    });
    expect(missing.status).toBe(404);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.error).toBe('No such category');
    const foreignSupplier = await post<Failure>(ADMIN, '/auth/save-product', {
      ...body,
      category_id: refs.stationery,
      supplier: legalSupplier,
    });
    expect(foreignSupplier.status).toBe(404);
    expect(foreignSupplier.body.error).toBe('No such supplier');
    // Nothing was written: the name is still free.
    const free = await post<SaveProductReply>(ADMIN, '/auth/save-product', {
      ...body,
      category_id: refs.stationery,
      supplier: refs.umgeni,
    });
    expect(free.body.status).toBe('success');
  });

  it('saves a product with its first receiving in one transaction', async () => {
    const refs = await shopRefs();
    const name = unique('Whiteboard Markers (4)');
    const saved = await post<SaveProductAndReceiveReply>(
      ADMIN,
      '/auth/save-product-and-add-to-receivings',
      {
        name,
        cost: '32.50',
        price: '54.99',
        category_id: refs.stationery,
        supplier: refs.umgeni,
        quantity: 24,
        date: '2026-11-20',
      },
    );
    expect(saved.status, saved.text).toBe(200);
    if (saved.body.status !== 'success') throw new Error(saved.text);
    expect(saved.body.product).toMatchObject({ stock: 24, cost: 3250, price: 5499 });
    expect(saved.body.receiving).toMatchObject({
      product_id: saved.body.id,
      quantity: 24,
      cost: 3250,
      supplier_id: refs.umgeni,
      date: '2026-11-20',
    });
    const ledger = await post<{ rows: Array<Record<string, unknown>> }>(
      STAFF,
      '/auth/get-table-rows',
      { table: 'receivings', queryFilter: { column: 'product_id', value: saved.body.id } },
    );
    expect(ledger.status, ledger.text).toBe(200);
    expect(ledger.body.rows).toHaveLength(1);
    expect((await inStock()).map((p) => p.id)).toContain(saved.body.id);
    // A receiving needs at least one item.
    const none = await post<Failure>(ADMIN, '/auth/save-product-and-add-to-receivings', {
      name: unique('Nothing received'),
      price: '1',
      category_id: refs.stationery,
      supplier: refs.umgeni,
      quantity: 0,
    });
    expect(none.status).toBe(400);
  });

  it('adds twenty simultaneous receivings of one product exactly', async () => {
    const product = await newProduct();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post<RecordReceivingsReply>(ADMIN, '/auth/record-receivings-to-receivings-table', {
          productId: product.id,
          quantity: i + 1,
          cost: '44.00',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const expected = (20 * 21) / 2;
    const inventory = await all<InventoryRow>(STAFF, '/auth/get-inventory-for-all-products');
    const row = inventory.find((r) => r.id === product.id);
    expect(row).toMatchObject({ stock: expected, cost: 4500, stock_value: expected * 4500 });
    const ledger = await post<{ rows: Array<{ quantity: number; cost: number }> }>(
      STAFF,
      '/auth/get-table-rows',
      {
        table: 'receivings',
        queryFilter: { column: 'product_id', value: product.id },
        limit: 100,
      },
    );
    expect(ledger.body.rows).toHaveLength(20);
    expect(ledger.body.rows.reduce((sum, r) => sum + r.quantity, 0)).toBe(expected);
    expect(ledger.body.rows.every((r) => r.cost === 4400)).toBe(true);
  });

  it('lists a product in stock only while its stock is above zero', async () => {
    const product = await newProduct();
    expect(product.product.stock).toBe(0);
    expect((await inStock()).map((p) => p.id)).not.toContain(product.id);

    const received = await post<RecordReceivingsReply>(
      ADMIN,
      '/auth/record-receivings-to-receivings-table',
      { items: [{ productId: product.id, quantity: '3' }], date: '2026-11-21' },
    );
    expect(received.status, received.text).toBe(200);
    expect(received.body.stock).toEqual([{ id: product.id, stock: 3 }]);
    // Unit cost and supplier default to the product's.
    expect(received.body.receivings[0]).toMatchObject({ cost: 4500, date: '2026-11-21' });
    // The receiving is a row of Manage Database's receivings table like any other: its search
    // finds it by the product's name.
    const search = await post<{ rows: Array<{ id: string }> }>(ADMIN, '/auth/get-table-rows', {
      table: 'receivings',
      queryFilter: { search: product.product.name.toLowerCase() },
      limit: 100,
    });
    expect(search.status, search.text).toBe(200);
    expect(search.body.rows.map((r) => r.id)).toContain(received.body.receivings[0]?.id);
    const listed = (await inStock()).find((p) => p.id === product.id);
    expect(listed).toMatchObject({ stock: 3, name: product.product.name });

    // A sale takes the last items: the product leaves the in-stock list, not the catalogue.
    const deps = testDeps();
    expect(await takeFromStock(deps.db, 'vula-trading', product.id, 2)).toBe(1);
    expect((await inStock()).map((p) => p.id)).toContain(product.id);
    expect(await takeFromStock(deps.db, 'vula-trading', product.id, 1)).toBe(0);
    expect((await inStock()).map((p) => p.id)).not.toContain(product.id);
    await expect(takeFromStock(deps.db, 'vula-trading', product.id, 1)).rejects.toThrow(
      'Not enough stock',
    );
    const products = await all<ProductView>(STAFF, '/auth/get-all-products');
    expect(products.find((p) => p.id === product.id)?.stock).toBe(0);

    // Back in stock with the next receiving.
    await post(ADMIN, '/auth/record-receivings-to-receivings-table', {
      productId: product.id,
      quantity: 5,
    });
    expect((await inStock()).find((p) => p.id === product.id)?.stock).toBe(5);
  });

  it('shows the seeded stock: sold-out items are not in stock, every in-stock row has stock', async () => {
    const rows = await inStock();
    expect(rows.every((p) => p.stock > 0)).toBe(true);
    const names = rows.map((p) => p.name);
    expect(names).toContain('A4 Copy Paper 80gsm (Ream of 500)');
    expect(names).not.toContain('Refurbished Samsung Galaxy A52');
    const paper = rows.find((p) => p.name === 'A4 Copy Paper 80gsm (Ream of 500)');
    // 100 with the product, 60 received later.
    expect(paper?.stock).toBeGreaterThanOrEqual(160);
    const legal = await all<ProductView>(
      'staff@legal.localhost',
      '/auth/get-all-products-in-stock',
    );
    expect(legal.length).toBeGreaterThanOrEqual(8);
    expect(legal.map((p) => p.id)).not.toContain(paper?.id);
  });

  it("refuses a receiving of another company's product and writes nothing", async () => {
    const legal = await all<ProductView>(LEGAL_ADMIN, '/auth/get-all-products');
    const foreign = legal[0];
    if (!foreign) throw new Error('No legal products');
    const mine = await newProduct();
    const refused = await post<Failure>(ADMIN, '/auth/record-receivings-to-receivings-table', {
      items: [
        { productId: mine.id, quantity: 2 },
        { productId: foreign.id, quantity: 2 },
      ],
    });
    const missing = await post<Failure>(ADMIN, '/auth/record-receivings-to-receivings-table', {
      productId: 'no-such-product',
      quantity: 2,
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(missing.body);
    expect(refused.body.error).toBe('No such product');
    const after = await all<ProductView>(LEGAL_ADMIN, '/auth/get-all-products');
    expect(after.find((p) => p.id === foreign.id)?.stock).toBe(foreign.stock);
    expect(
      (await all<ProductView>(ADMIN, '/auth/get-all-products')).find((p) => p.id === mine.id)
        ?.stock,
    ).toBe(0);
  });

  it('pages lists with a cursor that only works on its own list', async () => {
    const first = await get<ListPage<ProductView>>(STAFF, '/auth/get-all-products?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.rows).toHaveLength(2);
    expect(first.body.cursor).toBeTruthy();
    const second = await get<ListPage<ProductView>>(
      STAFF,
      `/auth/get-all-products?limit=2&cursor=${first.body.cursor}`,
    );
    expect(second.body.rows).toHaveLength(2);
    expect(second.body.rows.map((r) => r.id)).not.toContain(first.body.rows[0]?.id);
    const elsewhere = await get<Failure>(
      STAFF,
      `/auth/get-all-suppliers?cursor=${first.body.cursor}`,
    );
    expect(elsewhere.status).toBe(400);
    const otherCompany = await get<Failure>(
      'staff@legal.localhost',
      `/auth/get-all-products?cursor=${first.body.cursor}`,
    );
    expect(otherCompany.status).toBe(400);
    expect((await get(STAFF, '/auth/get-all-products?cursor=garbage')).status).toBe(400);
  });

  it('is changed by admins only; staff read, parents see nothing', async () => {
    const refs = await shopRefs();
    const body = {
      name: unique('Staff Product'),
      price: '1',
      category_id: refs.stationery,
      supplier: refs.umgeni,
      quantity: 1,
    };
    expect((await post(STAFF, '/auth/save-product', body)).status).toBe(403);
    expect((await post(STAFF, '/auth/save-product-and-add-to-receivings', body)).status).toBe(403);
    expect(
      (
        await post(STAFF, '/auth/record-receivings-to-receivings-table', {
          productId: 'x',
          quantity: 1,
        })
      ).status,
    ).toBe(403);
    for (const path of [
      '/auth/get-all-products',
      '/auth/get-inventory-for-all-products',
      '/auth/get-all-products-in-stock',
    ]) {
      expect((await get(STAFF, path)).status).toBe(200);
      expect((await get(PARENT, path)).status).toBe(403);
    }
  });
});

describe('services and transportations', () => {
  it('saves a service, answers exist for its name again, and lists it with its category', async () => {
    const category = await categoryId(ADMIN, 'Workshop Services');
    const missing = await post<Failure>(ADMIN, '/auth/save-service', { name: 'Only a name' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Fill in at least Name, Price And Category!');
    const name = unique('Network Cabling (per point)');
    const saved = await post<SaveServiceReply>(ADMIN, '/auth/save-service', {
      name,
      code: 'SRV-NET',
      cost: '150',
      price: '1,450.00',
      category_id: category,
      list: 'Yes',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'success',
      service: { name, price: 145000, cost: 15000, category_name: 'Workshop Services' },
    });
    const again = await post<SaveServiceReply>(ADMIN, '/auth/save-service', {
      name: name.toUpperCase(),
      price: '1',
      category_id: category,
    });
    expect(again.body).toEqual({ status: 'exist', message: 'Service Exist' });
    const rows = await all<ServiceView>(STAFF, '/auth/get-all-services');
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([name, 'Printer Installation and Setup']),
    );
    expect((await post(STAFF, '/auth/save-service', { name: 'x' })).status).toBe(403);
    expect((await get(PARENT, '/auth/get-all-services')).status).toBe(403);
  });

  it('saves a transportation and answers exist for its name again', async () => {
    const delivery = await categoryId(ADMIN, 'Delivery');
    const missing = await post<Failure>(ADMIN, '/auth/save-transportation', { name: 'Trip' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Fill in at least Name And Unit Price!');
    const name = unique('Same-day courier (per parcel)');
    const saved = await post<SaveTransportationReply>(ADMIN, '/auth/save-transportation', {
      name,
      unitCost: '55',
      unitPrice: '1,099.90',
      categoryID: delivery,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'success',
      transportation: { unit_cost: 5500, unit_price: 109990, category_name: 'Delivery' },
    });
    const again = await post<SaveTransportationReply>(ADMIN, '/auth/save-transportation', {
      name,
      unitPrice: '1',
    });
    expect(again.body).toEqual({ status: 'exist', message: 'Transportation Exist' });
    const foreignCategory = await categoryId(LEGAL_ADMIN, 'Travel');
    const foreign = await post<Failure>(ADMIN, '/auth/save-transportation', {
      name: unique('Foreign'),
      unitPrice: '1',
      categoryID: foreignCategory,
    });
    expect(foreign.status).toBe(404);
    const rows = await all<TransportationView>(STAFF, '/auth/get-all-transportations');
    expect(rows.map((r) => r.name)).toContain('Delivery within eThekwini (per trip)');
    expect((await post(STAFF, '/auth/save-transportation', { name: 'x' })).status).toBe(403);
    expect((await get(PARENT, '/auth/get-all-transportations')).status).toBe(403);
  });
});

describe('the catalogue in Manage Database', () => {
  it('keeps names unique when rows are added, renamed and deleted there', async () => {
    const name = unique('Cleaning Supplies');
    const added = await post(ADMIN, '/auth/save-form-data', {
      table: 'categories',
      data: { name },
    });
    expect(added.status, added.text).toBe(200);
    const twice = await post<Failure>(ADMIN, '/auth/save-form-data', {
      table: 'categories',
      data: { name: name.toLowerCase() },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('Category Exist');

    // A product's name: renaming to a taken name is refused; renaming frees the old name.
    const one = await newProduct();
    const two = await newProduct();
    const clash = await post<Failure>(ADMIN, '/auth/update-item', {
      table: 'products',
      id: two.id,
      column: 'name',
      value: one.product.name,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('Item Exist');
    const renamed = unique('Renamed Stapler');
    expect(
      (
        await post(ADMIN, '/auth/update-item', {
          table: 'products',
          id: two.id,
          column: 'name',
          value: renamed,
        })
      ).status,
    ).toBe(200);
    const reuse = await newProduct({ name: two.product.name });
    expect(reuse.status).toBe('success');
    // Deleting frees the name too.
    expect((await post(ADMIN, '/auth/delete-item', { table: 'products', id: one.id })).status).toBe(
      200,
    );
    expect((await newProduct({ name: one.product.name })).status).toBe('success');
    // Stock is not typed in there.
    const stock = await post<Failure>(ADMIN, '/auth/update-item', {
      table: 'products',
      id: two.id,
      column: 'stock',
      value: 99,
    });
    expect(stock.status).toBe(400);
    // Prices there are whole cents.
    const cents = await post<Failure>(ADMIN, '/auth/update-item', {
      table: 'products',
      id: two.id,
      column: 'price',
      value: '12.5',
    });
    expect(cents.status).toBe(400);
    // A change of another column keeps the name claimed (it once released it).
    const price = await post(ADMIN, '/auth/update-item', {
      table: 'products',
      id: two.id,
      column: 'price',
      value: '13',
    });
    expect(price.status, price.text).toBe(200);
    const refs = await shopRefs();
    const again = await post<SaveProductReply>(ADMIN, '/auth/save-product', {
      name: renamed,
      price: '10.00',
      category_id: refs.stationery,
      supplier: refs.umgeni,
      quantity: '0',
    });
    expect(again.body).toEqual({ status: 'exist', message: 'Item Exist' });
  });

  it('imports suppliers only under free names, bulk changes keep names unique, deletes free them', async () => {
    type Report = {
      accepted: number;
      rejected: Array<{ row: number; errors: Record<string, string> }>;
      created: number;
      written: boolean;
    };
    const a = unique('Import Supplier A');
    const b = unique('Import Supplier B');
    const good = [
      { name: a, contact_person: 'Anele', phone: '031 555 0001' },
      { name: b, contact_person: 'Bongi', phone: '031 555 0004' },
    ];
    const bad = [
      good[0],
      { name: 'Umgeni  paper merchants', contact_person: 'Taken', phone: '031 555 0002' },
      { name: a.toUpperCase(), contact_person: 'Twice', phone: '031 555 0003' },
      good[1],
    ];
    const importId = unique('import').replace(/ /g, '-');
    const dry = await post<Report>(ADMIN, '/auth/import-table-rows', {
      table: 'suppliers',
      rows: bad,
      dryRun: true,
      importId,
    });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.accepted).toBe(2);
    expect(dry.body.rejected).toEqual([
      { row: 2, errors: { name: 'Supplier Exist' } },
      { row: 3, errors: { name: 'Supplier Exist' } },
    ]);
    const refused = await post(ADMIN, '/auth/import-table-rows', {
      table: 'suppliers',
      rows: bad,
      importId,
    });
    expect(refused.status).toBe(400);
    const done = await post<Report>(ADMIN, '/auth/import-table-rows', {
      table: 'suppliers',
      rows: good,
      importId,
    });
    expect(done.body).toMatchObject({ created: 2, written: true });
    // Sent again (a retry), the same rows are written again, not refused or doubled.
    const retried = await post<Report>(ADMIN, '/auth/import-table-rows', {
      table: 'suppliers',
      rows: good,
      importId,
    });
    expect(retried.status, retried.text).toBe(200);
    const imported = (await all<SupplierView>(ADMIN, '/auth/get-all-suppliers')).filter((s) =>
      [a, b].includes(s.name),
    );
    expect(imported).toHaveLength(2);
    expect(
      (
        await post<SaveSupplierReply>(ADMIN, '/auth/save-supplier', {
          name: b,
          contactPerson: 'X',
          phone: '031 555 0005',
        })
      ).body.status,
    ).toBe('exist');

    const ids = imported.map((s) => s.id);
    const bulkName = await post<Failure>(ADMIN, '/auth/update-model-multiple-rows', {
      table: 'suppliers',
      column: 'name',
      ids,
      value: unique('One Name For Two'),
    });
    expect(bulkName.status).toBe(409);
    expect(bulkName.body.error).toBe('Supplier Exist');
    const bulkCity = await post(ADMIN, '/auth/update-model-multiple-rows', {
      table: 'suppliers',
      column: 'city',
      ids,
      value: 'Umhlanga',
    });
    expect(bulkCity.status, bulkCity.text).toBe(200);
    expect(
      (await post(ADMIN, '/auth/bulk-delete', { table: 'suppliers', rowIds: ids })).status,
    ).toBe(200);
    const reused = await post<SaveSupplierReply>(ADMIN, '/auth/save-supplier', {
      name: a,
      contactPerson: 'Anele',
      phone: '031 555 0001',
    });
    expect(reused.body.status).toBe('success');
  });

  it('offers the catalogue tables to staff to read and to admins to change; receivings stay a ledger', async () => {
    type Info = { name: string; can: { create: boolean; edit: boolean; delete: boolean } };
    const staff = await get<Info[]>(STAFF, '/auth/get-database-tables');
    expect(staff.body.map((t) => t.name)).toEqual(
      expect.arrayContaining(['clients', 'staff', 'suppliers', 'categories', 'products']),
    );
    expect(staff.body.find((t) => t.name === 'products')?.can).toMatchObject({
      create: false,
      edit: false,
    });
    const admin = await get<Info[]>(ADMIN, '/auth/get-database-tables');
    expect(admin.body.find((t) => t.name === 'products')?.can).toMatchObject({
      create: true,
      edit: true,
      delete: true,
    });
    expect(admin.body.find((t) => t.name === 'receivings')?.can).toMatchObject({
      create: false,
      delete: false,
    });
    const product = await newProduct();
    const write = await post(ADMIN, '/auth/save-form-data', {
      table: 'receivings',
      data: { product_id: product.id, quantity: 5 },
    });
    expect(write.status).toBe(400);
  });
});
