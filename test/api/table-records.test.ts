import { describe, expect, it } from 'vitest';
import type {
  RecordReceivingsReply,
  SaveProductAndReceiveReply,
  SaveProductReply,
  SaveServiceReply,
  SaveSupplierReply,
  SaveTransportationReply,
} from '@shared/catalogue/schemas';
import type { CreateStaffReply, SaveClientReply } from '@shared/clients/schemas';
import { api, login, type Session } from './support';

// Declare once (issue 11): a row a domain route writes is a row of its data table by
// construction. Each is found by the manager's search (its search text), carries version 1,
// and has its creation in the row's history under the person who made it; a later change
// through the manager raises the version. A route that wrote its row itself (as receivings
// once did) would fail here.

const ADMIN = 'admin@shop.localhost';
let session: Promise<Session> | undefined;
const as = () => (session ??= login(ADMIN, 'shop.localhost'));
const post = async <T = unknown>(path: string, body: unknown) =>
  api.post<T>(path, body, { token: (await as()).token });

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}q${(counter += 1)}`;

type Row = { id: string; row_version: number };
type History = Array<{ action: string; field: string | null; user_id: string }>;

function created<T extends { status: string }>(reply: { status: number; text: string; body: T }) {
  expect(reply.status, reply.text).toBe(200);
  if (reply.body.status !== 'success') throw new Error(reply.text);
  return reply.body as Extract<T, { status: 'success' }>;
}

/** The row as Manage Database finds it by searching for `text` (a search reads in pages). */
async function searched(table: string, text: string, id: string) {
  let cursor: string | null = null;
  do {
    const page: { status: number; text: string; body: { rows: Row[]; cursor: string | null } } =
      await post('/auth/get-table-rows', {
        table,
        queryFilter: { search: text.toLowerCase() },
        limit: 100,
        ...(cursor ? { cursor } : {}),
      });
    expect(page.status, page.text).toBe(200);
    const row = page.body.rows.find((candidate) => candidate.id === id);
    if (row) return row;
    cursor = page.body.cursor;
  } while (cursor);
  return undefined;
}

async function historyOf(table: string, id: string) {
  const history = await post<History>('/auth/get-row-history', { table, id });
  expect(history.status, history.text).toBe(200);
  return history.body;
}

async function expectTableRow(table: string, text: string, id: string) {
  const row = await searched(table, text, id);
  expect(row, `${table} row ${id} found by "${text}"`).toMatchObject({ id, row_version: 1 });
  const history = await historyOf(table, id);
  expect(history).toEqual([
    expect.objectContaining({ action: 'create', user_id: (await as()).user.id }),
  ]);
}

async function categoryAndSupplier() {
  const options = await post<Array<{ value: string; label: string }>>(
    '/auth/get-foreign-key-data',
    { table: 'products', column: 'category_id' },
  );
  expect(options.status, options.text).toBe(200);
  const category = options.body.find((o) => o.label === 'Stationery')?.value;
  const suppliers = await post<Array<{ value: string; label: string }>>(
    '/auth/get-foreign-key-data',
    { table: 'products', column: 'supplier_id' },
  );
  const supplier = suppliers.body.find((o) => o.label === 'Umgeni Paper Merchants')?.value;
  if (!category || !supplier) throw new Error('The shop has no Stationery or Umgeni');
  return { category, supplier };
}

describe('rows written by the domain routes', () => {
  it('are table rows: searchable, versioned and audited (catalogue)', async () => {
    const refs = await categoryAndSupplier();
    const supplierName = unique('Zwane Traders');
    const supplier = created(
      await post<SaveSupplierReply>('/auth/save-supplier', {
        name: supplierName,
        contactPerson: 'Lindiwe Zwane',
        phone: '031 555 0142',
      }),
    );
    await expectTableRow('suppliers', supplierName, supplier.id);

    const productName = unique('Ruled Notebook');
    const product = created(
      await post<SaveProductReply>('/auth/save-product', {
        name: productName,
        price: '25.00',
        category_id: refs.category,
        supplier: refs.supplier,
        quantity: '2',
      }),
    );
    await expectTableRow('products', productName, product.id);

    // The receivings case: a receiving is a row of the receivings table like the manager's.
    const received = created(
      await post<RecordReceivingsReply>('/auth/record-receivings-to-receivings-table', {
        items: [{ productId: product.id, quantity: '3' }],
      }),
    );
    const receivingId = received.receivings[0]?.id ?? '';
    await expectTableRow('receivings', productName, receivingId);

    const firstName = unique('Box File');
    const both = created(
      await post<SaveProductAndReceiveReply>('/auth/save-product-and-add-to-receivings', {
        name: firstName,
        price: '60.00',
        category_id: refs.category,
        supplier: refs.supplier,
        quantity: '5',
      }),
    );
    await expectTableRow('products', firstName, both.id);
    await expectTableRow('receivings', firstName, both.receiving.id);

    const serviceName = unique('Binding Service');
    const service = created(
      await post<SaveServiceReply>('/auth/save-service', {
        name: serviceName,
        price: '15.00',
        category_id: refs.category,
      }),
    );
    await expectTableRow('services', serviceName, service.id);

    const routeName = unique('Same-day Courier');
    const transportation = created(
      await post<SaveTransportationReply>('/auth/save-transportation', {
        name: routeName,
        unitPrice: '120.00',
      }),
    );
    await expectTableRow('transportations', routeName, transportation.id);

    // A change through the manager is a change of the same row: its version goes up.
    const changed = await post('/auth/update-item', {
      table: 'products',
      id: product.id,
      column: 'code',
      value: 'RN-A5',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await searched('products', 'rn-a5', product.id)).toMatchObject({ row_version: 2 });
    expect((await historyOf('products', product.id)).map((entry) => entry.action)).toEqual([
      'update',
      'create',
    ]);
  });

  it('are table rows: searchable, versioned and audited (clients, staff)', async () => {
    const clientName = unique('Nomvula Dlamini');
    const client = created(
      await post<SaveClientReply>('/auth/save-client', { name: clientName, city: 'Pinetown' }),
    );
    await expectTableRow('clients', clientName, client.id);

    const staffName = unique('Sipho Mthembu');
    const member = created(
      await post<CreateStaffReply>('/auth/create-staff', {
        name: staffName,
        idNumber: `91${Date.now().toString().slice(-11)}`,
        phone: '072 555 0177',
      }),
    );
    await expectTableRow('staff', staffName, member.id);
  });
});
