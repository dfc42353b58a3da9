// Ids a request names are looked up in the caller's company in the same request: another
// company's id is refused exactly as a made-up one, and nothing is written with either (the
// security matrix only proves the two answer alike; these prove they are refused).
import { describe, expect, it } from 'vitest';
import type { AppointmentsReply, EventView } from '@shared/events/schemas';
import { EVENT_MESSAGES } from '@shared/events/schemas';
import { sameShape } from '../security/zod-sample';
import { planCompany } from './plans-support';
import { api, login, type Session } from './support';
import {
  AGENCY,
  SCHOOL,
  byTitle,
  newClient as newAgencyClient,
  newRate,
  newTalent,
  ok as okAs,
  thisMonth,
  unique,
  day,
} from './events-support';

type Reply<T = unknown> = { status: number; text: string; body: T };
type Failure = { error: string; fields?: Record<string, string> };

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
const post = async <T = unknown>(email: string, path: string, body?: unknown) =>
  api.post<T>(path, body, { token: (await as(email)).token, host: email.split('@')[1] });
const get = async <T = unknown>(email: string, path: string) =>
  api.get<T>(path, { token: (await as(email)).token, host: email.split('@')[1] });
const ok = <T>(reply: Reply<T>) => {
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};

/** The two refusals answer alike (the id itself left out of the comparison). */
function refusedAlike(theirs: Reply<Failure>, random: Reply<Failure>, status: number) {
  expect(theirs.status, theirs.text).toBe(status);
  expect(random.status, random.text).toBe(status);
  expect(theirs.body).toEqual(random.body);
}

const SHOP_MANAGER = 'manager@shop.localhost';
const LEGAL_MANAGER = 'manager@legal.localhost';

/** The first row's id of one of a company's catalogue lists. */
async function firstId(email: string, path: string) {
  const page = ok(await get<{ rows: Array<{ id: string }> }>(email, `${path}?limit=1`));
  expect(page.rows.length, `${email} has a row in ${path}`).toBeGreaterThan(0);
  return page.rows[0]!.id;
}

async function catalogueIds(email: string) {
  const [product, service, transport] = await Promise.all([
    firstId(email, '/auth/get-all-products'),
    firstId(email, '/auth/get-all-services'),
    firstId(email, '/auth/get-all-transportations'),
  ]);
  return { product, service, transport };
}

describe('a document’s lines name the company’s own catalogue items', () => {
  it('refuses another company’s and a made-up product, service or transport alike, saving nothing', async () => {
    const reference = `IDC${Date.now().toString(36)}`.toUpperCase();
    const client = ok(
      await post<{ id: string }>(SHOP_MANAGER, '/auth/save-client', {
        name: unique('Id checks client'),
        clientReference: reference,
        phone: '082 555 0101',
        email: 'accounts@example.co.za',
      }),
    ).id;
    const [mine, theirs] = await Promise.all([
      catalogueIds(SHOP_MANAGER),
      catalogueIds(LEGAL_MANAGER),
    ]);
    const quote = (ids: { product?: string; service?: string; transport?: string }) => ({
      selectedClient: client,
      products: [
        { name: 'Free text line', unitPrice: '10', quantity: 1 },
        { id: ids.product, name: 'Product', unitPrice: '10', quantity: 1 },
      ],
      services: [{ id: ids.service, name: 'Service', serviceFee: '20', quantity: 1 }],
      transports: [{ id: ids.transport, name: 'Transport', transportationFee: '5', quantity: 1 }],
    });
    const cases = [
      ['product', 'products.1.id', 'No such product: choose one from the list'],
      ['service', 'services.0.id', 'No such service: choose one from the list'],
      ['transport', 'transports.0.id', 'No such transport: choose one from the list'],
    ] as const;
    for (const [kind, field, message] of cases) {
      const [foreign, random] = await Promise.all([
        post<Failure>(
          SHOP_MANAGER,
          '/auth/save-quote-data',
          quote({ ...mine, [kind]: theirs[kind] }),
        ),
        post<Failure>(
          SHOP_MANAGER,
          '/auth/save-quote-data',
          quote({ ...mine, [kind]: sameShape(theirs[kind]) }),
        ),
      ]);
      refusedAlike(foreign, random, 404);
      expect(foreign.body.fields).toEqual({ [field]: message });
    }
    // An invoice's items: another company's product, or an own product's id named as a service.
    for (const item of [
      { item_type: 'product', item_id: theirs.product },
      { item_type: 'product', item_id: sameShape(theirs.product) },
      { item_type: 'service', item_id: mine.product },
    ]) {
      const refused = await post<Failure>(SHOP_MANAGER, '/auth/save-invoice-data', {
        client,
        items: [{ ...item, name: 'Line', unit_price: '10', quantity: 1 }],
      });
      expect(refused.status, refused.text).toBe(404);
      expect(Object.keys(refused.body.fields ?? {})).toEqual(['items.0.item_id']);
    }
    // A recurring invoice's items likewise: refused alike; an own item passes the check (the
    // template is then judged on its start date, far in the past here: 400, not 404).
    const recurring = (item_id: string) => ({
      client,
      items: [{ item_type: 'product', item_id, name: 'Line', unit_price: '10', quantity: 1 }],
      discount: '0',
      dueDays: 14,
      frequency: 'monthly',
      startDate: '2000-01-31',
    });
    const [foreignTemplate, randomTemplate, ownTemplate] = await Promise.all([
      post<Failure>(SHOP_MANAGER, '/auth/save-recurring-invoice', recurring(theirs.product)),
      post<Failure>(
        SHOP_MANAGER,
        '/auth/save-recurring-invoice',
        recurring(sameShape(theirs.product)),
      ),
      post<Failure>(SHOP_MANAGER, '/auth/save-recurring-invoice', recurring(mine.product)),
    ]);
    refusedAlike(foreignTemplate, randomTemplate, 404);
    expect(Object.keys(foreignTemplate.body.fields ?? {})).toEqual(['items.0.item_id']);
    expect(ownTemplate.status, ownTemplate.text).toBe(400);
    expect(ownTemplate.body.fields?.['items.0.item_id']).toBeUndefined();
    // Nothing was written for the client.
    const empty = ok(
      await post<{ quotes: unknown[]; invoices: unknown[] }>(
        SHOP_MANAGER,
        '/auth/get-client-profile',
        { clientReference: reference },
      ),
    );
    expect(empty.quotes).toEqual([]);
    expect(empty.invoices).toEqual([]);

    // The company's own items save, and the lines keep their ids.
    const saved = ok(
      await post<{ quoteNumber: number }>(SHOP_MANAGER, '/auth/save-quote-data', quote(mine)),
    );
    const read = ok(
      await post<Record<'products' | 'services' | 'transports', Array<{ item_id?: string }>>>(
        SHOP_MANAGER,
        '/auth/get-quote-data',
        { quoteNumber: saved.quoteNumber },
      ),
    );
    expect(
      [...read.products, ...read.services, ...read.transports].map((l) => l.item_id ?? null),
    ).toEqual([null, mine.product, mine.service, mine.transport]);
    // An edit refuses a new foreign id too, and leaves the quote as it was.
    const edit = await post<Failure>(SHOP_MANAGER, '/auth/save-quote-data', {
      ...quote({ ...mine, product: theirs.product }),
      quote_number: saved.quoteNumber,
    });
    expect(edit.status, edit.text).toBe(404);
    const invoice = ok(
      await post<{ invoiceNumber: number }>(SHOP_MANAGER, '/auth/save-invoice-data', {
        client,
        items: [
          {
            item_type: 'product',
            item_id: mine.product,
            name: 'Own',
            unit_price: '10',
            quantity: 1,
          },
        ],
      }),
    );
    expect(invoice.invoiceNumber).toBeGreaterThan(0);
    const after = ok(
      await post<{ quotes: unknown[]; invoices: unknown[] }>(
        SHOP_MANAGER,
        '/auth/get-client-profile',
        { clientReference: reference },
      ),
    );
    expect(after.quotes).toHaveLength(1);
    expect(after.invoices).toHaveLength(1);
  });
});

describe('a bill’s court type, scale and attorney type are the practice’s own', () => {
  it('refuses another practice’s and made-up ones alike and bills nothing', async () => {
    // Another practice with its own court type, scale and attorney type.
    const other = await planCompany('Legal', 'idchecks');
    const refs: Record<string, string> = {};
    for (const [table, column, key] of [
      ['court_types', 'court_type_id', 'courtTypeID'],
      ['scales', 'scale_id', 'scaleID'],
      ['attorney_types', 'attorney_type_id', 'attorneyTypeID'],
    ] as const) {
      ok(await other.post('/auth/save-form-data', { table, data: { name: unique('Ref') } }));
      const options = ok(
        await other.post<Array<{ value: string }>>('/auth/get-foreign-key-data', {
          table: 'cases',
          column,
        }),
      );
      expect(options.length, `${table} options`).toBeGreaterThan(0);
      refs[key] = options[0]!.value;
    }
    const profile = ok(
      await post<{ client: { id: string } }>(LEGAL_MANAGER, '/auth/get-client-profile', {
        clientReference: '7803155678083',
      }),
    );
    const caseID = ok(
      await post<{ id: string }>(LEGAL_MANAGER, '/auth/add-case', {
        caseObj: {
          caseTitle: 'Ids v Checks',
          fileNumber: `IDC/${Date.now().toString(36)}`,
          selectedClientID: profile.client.id,
          courtTypeID: 'court-mc',
          scaleID: 'scale-a',
        },
      }),
    ).id;
    const billsOf = async () =>
      ok(await post<unknown[]>(LEGAL_MANAGER, '/auth/get-billings-for-selected-case', { caseID }));
    const bill = (extra: Record<string, string>) =>
      post<Failure>(LEGAL_MANAGER, '/auth/add-billing-to-file', {
        caseID,
        billableID: 'billable-copies',
        hours: 1,
        ...extra,
      });
    for (const [key, id] of Object.entries(refs)) {
      const [foreign, random] = await Promise.all([
        bill({ [key]: id }),
        bill({ [key]: sameShape(id) }),
      ]);
      refusedAlike(foreign, random, 404);
      expect(foreign.body.error).toMatch(/^No such court type, scale, attorney type/);
    }
    expect(await billsOf()).toEqual([]);
    // The practice's own ones bill.
    ok(await bill({ courtTypeID: 'court-hc', scaleID: 'scale-b' }));
    expect(await billsOf()).toHaveLength(1);
  });
});

describe('the appointments lists’ filters', () => {
  it('narrow to the named talent or client, and refuse another company’s as a made-up one', async () => {
    const [talent, rate, first, second] = await Promise.all([
      newTalent(),
      newRate('250'),
      newAgencyClient(),
      newAgencyClient(),
    ]);
    const tag = unique('Filtered');
    const booked: string[] = [];
    for (const [n, client] of [first, second].entries()) {
      const date = thisMonth(2 + n);
      const list = await okAs<EventView[]>(`staff@${AGENCY}`, '/auth/save-event', {
        title: `${tag} ${n}`,
        description: 'An API test',
        startDate: `${date} 08:00:00`,
        endDate: `${date} 09:00:00`,
        privacy: 'No',
        staffID: talent,
        clientID: client,
        rateID: rate,
        hours: 1,
        from: day(-40),
        to: day(120),
      });
      booked.push(byTitle(list, `${tag} ${n}`)[0]!.id);
    }
    const STAFF = `staff@${AGENCY}`;
    const rowsOf = async (path: string, body: Record<string, unknown>) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AppointmentsReply = ok(
          await post<AppointmentsReply>(STAFF, path, { ...body, ...(cursor ? { cursor } : {}) }),
        );
        ids.push(...page.rows.map((r) => r.id));
        cursor = page.cursor;
      } while (cursor);
      return ids;
    };
    expect(await rowsOf('/auth/get-all-appointments-current-month', { clientID: first })).toEqual([
      booked[0],
    ]);
    expect(
      await rowsOf('/auth/get-all-appointments-current-month', {
        staffID: talent,
        clientID: second,
      }),
    ).toEqual([booked[1]]);
    expect(
      await rowsOf('/auth/get-all-appointments-by-staff', { staffID: talent, clientID: second }),
    ).toEqual([booked[1]]);
    expect(
      await rowsOf('/auth/get-all-appointments-by-client', { clientID: first, staffID: talent }),
    ).toEqual([booked[0]]);

    const [theirTalent, theirClient] = await Promise.all([
      newTalent(`admin@${SCHOOL}`),
      newAgencyClient(`admin@${SCHOOL}`),
    ]);
    const probes = [
      ['/auth/get-all-appointments-current-month', {}, 'staffID', theirTalent],
      ['/auth/get-all-appointments-current-month', {}, 'clientID', theirClient],
      ['/auth/get-all-appointments-by-staff', { staffID: talent }, 'clientID', theirClient],
      ['/auth/get-all-appointments-by-client', { clientID: first }, 'staffID', theirTalent],
    ] as const;
    for (const [path, body, field, id] of probes) {
      const [foreign, random] = await Promise.all([
        post<Failure>(STAFF, path, { ...body, [field]: id }),
        post<Failure>(STAFF, path, { ...body, [field]: sameShape(id) }),
      ]);
      refusedAlike(foreign, random, 404);
      expect(foreign.body.fields).toEqual({
        [field]: field === 'staffID' ? EVENT_MESSAGES.noStaff : EVENT_MESSAGES.noClient,
      });
    }
  });
});
