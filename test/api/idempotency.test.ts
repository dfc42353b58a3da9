import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { REQUEST_ID_MESSAGES } from '@shared/request-id';
import { holderOf } from '../../functions/src/kernel/unique';
import {
  api,
  IDEMPOTENT_PATHS,
  login,
  outbox,
  runtimeClock,
  testDeps,
  type Session,
} from './support';
import { buyer, newProduct, SHOP_EMIS, stockOf } from './store-support';
import {
  MANAGER as AGENCY_MANAGER,
  book,
  newClient as newAgencyClient,
  newRate,
  newTalent,
  post as agencyPost,
} from './events-booking-support';
import { formatDate } from '@shared/time/sast';

/**
 * Every route flagged `idempotent` in the route table, sent the same request twice at once (one
 * request id): one effect, and the same reply. The cases are keyed by the table's paths, so a
 * flagged route without a case fails the first test.
 */
const SHOP = 'shop.localhost';
const MANAGER = `manager@${SHOP}`;
const ADMIN = `admin@${SHOP}`;
const LEGAL = `manager@legal.localhost`;
const SCHOOL = `admin@school.localhost`;
const OWNER = 'owner@localhost';
const TODAY = formatDate(runtimeClock.now());

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
type Reply = { status: number; text: string; body: Record<string, unknown> };
const post = async (email: string | null, path: string, body: unknown): Promise<Reply> => {
  if (email === null) return api.post(path, body, { host: SHOP }) as Promise<Reply>;
  const session = await as(email);
  return api.post(path, body, {
    host: email.split('@')[1],
    token: session.token,
  }) as Promise<Reply>;
};
const ok = async (email: string, path: string, body: unknown) => {
  const reply = await post(email, path, body);
  expect(reply.status, `${path}: ${reply.text}`).toBe(200);
  return reply.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

let serial = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(serial += 1)}`;

type Case = {
  /** Who sends it (null: a visitor of the shop's site). */
  as: string | null;
  /** A valid body (without its request id) and the figure the request moves once. */
  setup: () => Promise<{ body: Record<string, unknown>; effect?: () => Promise<number> }>;
  /** How much the figure moves for one request (default 1). */
  delta?: number;
  /** What must be equal in both replies (default: the reply, less `replayed`/`duplicate`). */
  same?: (body: Record<string, unknown>) => unknown;
};

async function newClient(email: string) {
  const saved = await ok(email, '/auth/save-client', {
    name: unique('Idempotent client'),
    clientReference: '',
    phone: '082 555 0101',
    email: 'idem@example.co.za',
  });
  return saved.id as string;
}

async function newInvoice(email: string, client: string, rands = '100.00') {
  const created = await ok(email, '/auth/save-invoice-data', {
    client,
    date: TODAY,
    items: [{ item_type: 'service', name: 'Consultation', unit_price: rands, quantity: 1 }],
    discount: 0,
  });
  return created.invoiceNumber as number;
}

async function newQuote(client: string) {
  const saved = await ok(MANAGER, '/auth/save-quote-data', quoteBody(client));
  return saved.quoteNumber as number;
}

const quoteBody = (client: string) => ({
  selectedClient: client,
  quoteDate: TODAY,
  products: [],
  services: [{ name: 'Printer service', serviceFee: '49.99', quantity: 1 }],
  transports: [],
  tax_id: '0',
  description: 'Idempotent quote',
});

async function counterOf(emis: string, name: string) {
  const { data } = await testDeps()
    .db.entities.counter.get({ emis, name })
    .go({ consistent: true });
  return data?.value ?? 0;
}

async function newMatter(client: string) {
  const id = ulid();
  const opened = await ok(LEGAL, '/auth/add-case', {
    caseObj: {
      caseTitle: `Idempotent ${id}`,
      fileNumber: `ID-${id.slice(-8)}`,
      selectedClientID: client,
      statusID: 'status-open',
    },
  });
  return opened.id as string;
}

const trustBalance = async (caseID: string) =>
  (await ok(LEGAL, '/auth/get-matter-trust', { caseID })).balance as number;

async function billsOf(caseID: string) {
  const reply = await ok(LEGAL, '/auth/get-billings-for-selected-case', { caseID });
  return (Array.isArray(reply) ? reply : (reply.rows ?? reply.billings ?? [])) as Array<{
    id: string;
    status: string;
  }>;
}

// Payroll: months this suite owns (payroll.test.ts uses 3 to 8 of 2026).
const payrollYear = 2026;
async function staffIds() {
  const session = await as(MANAGER);
  const reply = await api.get<{ rows: Array<{ id: string }> }>('/auth/get-all-employees', {
    host: SHOP,
    token: session.token,
  });
  return reply.body.rows.map((e) => e.id);
}
let payrollRun: Promise<string> | undefined;
/** An open run (month 9) with the first employee on it. */
const openRun = () =>
  (payrollRun ??= (async () => {
    await ok(MANAGER, '/auth/create-payroll', { month: 9, year: payrollYear });
    const [first] = await staffIds();
    await ok(MANAGER, '/auth/add-selected-employees-to-payroll', {
      payrollID: `${payrollYear}-09`,
      selectedEmployees: [first],
    });
    return `${payrollYear}-09`;
  })());
async function slipLines(payrollID: string) {
  const data = await ok(MANAGER, '/auth/get-employees-already-on-payslip', { payrollID });
  return (data.employees as Array<{ lines?: unknown[] }>).reduce(
    (sum, slip) => sum + (slip.lines?.length ?? 0),
    0,
  );
}

async function smsCredits(email: string) {
  const session = await as(email);
  const reply = await api.get<{ credits: number }>('/auth/get-sms-credits', {
    host: email.split('@')[1],
    token: session.token,
  });
  return reply.body.credits;
}
async function ensureShopCredits(needed: number) {
  const now = await smsCredits(ADMIN);
  if (now < needed)
    await ok(OWNER, '/auth/add-sms-credits', { emis: SHOP_EMIS, credits: needed - now + 10 });
}
const phone = () => `082${String(Date.now() % 10_000_000).padStart(7, '0')}`;

const CASES: Record<string, Case> = {
  '/store/checkout': {
    as: null,
    setup: async () => {
      const id = await newProduct(3);
      return {
        body: { ...buyer, items: [{ id, quantity: 1 }] },
        effect: async () => (await stockOf(id)).reserved,
      };
    },
  },
  '/auth/pos-sale': {
    as: `staff@${SHOP}`,
    setup: async () => {
      const id = await newProduct(3);
      return {
        body: { items: [{ id, quantity: 1 }], method: 'Card' },
        effect: async () => -(await stockOf(id)).stock,
      };
    },
  },
  '/auth/save-product-and-add-to-receivings': {
    as: MANAGER,
    setup: async () => {
      const db = testDeps().db;
      const name = unique('Idempotent phone');
      const [category, supplier] = await Promise.all([
        holderOf(db, SHOP_EMIS, 'category_name', 'Phones'),
        holderOf(db, SHOP_EMIS, 'supplier_name', 'Berea Toner and Tech Supplies'),
      ]);
      return {
        body: {
          name,
          code: unique('IP').replace(/\s/g, '-'),
          cost: '500',
          price: '900',
          category_id: category,
          supplier,
          list: 'No',
          quantity: 4,
        },
        // Stock received once (a second product of the name would be refused as `exist`).
        effect: async () => {
          const id = await holderOf(db, SHOP_EMIS, 'product_name', name);
          return id ? (await stockOf(id)).stock : 0;
        },
      };
    },
    delta: 4,
  },
  '/auth/record-receivings-to-receivings-table': {
    as: ADMIN,
    setup: async () => {
      const id = await newProduct(1);
      return {
        body: { productId: id, quantity: 2, cost: '44.00' },
        effect: async () => (await stockOf(id)).stock,
      };
    },
    delta: 2,
  },
  '/auth/create-payroll': {
    as: MANAGER,
    setup: async () => ({ body: { month: 10, year: payrollYear } }),
  },
  '/auth/add-selected-employees-to-payroll': {
    as: MANAGER,
    setup: async () => {
      const payrollID = await openRun();
      const [, second] = await staffIds();
      return {
        body: { payrollID, selectedEmployees: [second] },
        effect: async () =>
          (
            (await ok(MANAGER, '/auth/get-employees-already-on-payslip', { payrollID }))
              .employees as unknown[]
          ).length,
      };
    },
  },
  '/auth/submit-earnings-and-deductions': {
    as: MANAGER,
    setup: async () => {
      const payrollID = await openRun();
      const [first] = await staffIds();
      return {
        body: {
          payrollID,
          employeesIDs: [first],
          amount: '100',
          selectedCategory: 'Deductions',
          description: 'Idempotent deduction',
        },
        effect: () => slipLines(payrollID),
      };
    },
  },
  '/auth/capture-rate-now': {
    as: MANAGER,
    setup: async () => {
      const payrollID = await openRun();
      const [first] = await staffIds();
      const session = await as(MANAGER);
      const rates = await api.get<{ rates: Array<{ id: string }> }>('/auth/get-all-rates', {
        host: SHOP,
        token: session.token,
      });
      return {
        body: { payrollID, employeesIDs: [first], rateID: rates.body.rates[0]!.id, hours: 1 },
        effect: () => slipLines(payrollID),
      };
    },
  },
  '/auth/finalise-payroll': {
    as: MANAGER,
    setup: async () => {
      await ok(MANAGER, '/auth/create-payroll', { month: 11, year: payrollYear });
      const [first] = await staffIds();
      await ok(MANAGER, '/auth/add-selected-employees-to-payroll', {
        payrollID: `${payrollYear}-11`,
        selectedEmployees: [first],
      });
      return { body: { payrollID: `${payrollYear}-11` } };
    },
  },
  '/auth/save-payment': {
    as: SCHOOL,
    setup: async () => {
      const balance = async () =>
        ((await ok(SCHOOL, '/auth/get-student-profile', { sid: '2026003' })).payments as unknown[])
          .length;
      return {
        body: { sid: '2026003', description: 'School Fees', amount: '10.00' },
        effect: balance,
      };
    },
  },
  '/auth/save-expense-manual': {
    as: MANAGER,
    setup: async () => {
      const category = await ok(MANAGER, '/auth/create-expense-category', {
        categoryName: unique('Idempotent category'),
      });
      const provider = await ok(MANAGER, '/auth/create-service-provider', {
        companyName: unique('Idempotent provider'),
        representative: 'Thandi Nkosi',
      });
      return {
        body: {
          selectedExpenseCategory: category.category.id,
          selectedServiceProvider: provider.provider.id,
          expenseAmount: '10.00',
          expenseDescription: unique('Idempotent expense'),
          expenseDate: TODAY,
        },
      };
    },
  },
  '/auth/save-invoice-data': {
    as: MANAGER,
    setup: async () => {
      const client = await newClient(MANAGER);
      return {
        body: {
          client,
          date: TODAY,
          items: [{ item_type: 'service', name: 'Consultation', unit_price: '10', quantity: 1 }],
          discount: 0,
        },
        effect: () => counterOf(SHOP_EMIS, 'invoice'),
      };
    },
  },
  '/auth/save-quote-data': {
    as: MANAGER,
    setup: async () => {
      const client = await newClient(MANAGER);
      return { body: quoteBody(client), effect: () => counterOf(SHOP_EMIS, 'quote') };
    },
  },
  '/auth/convert-quotes-to-invoices': {
    as: MANAGER,
    setup: async () => {
      const quote = await newQuote(await newClient(MANAGER));
      return {
        body: { selectedQuotesForConversion: [quote] },
        effect: () => counterOf(SHOP_EMIS, 'invoice'),
      };
    },
  },
  // Issue 28: an invoice by email with its PDF: one message however often the request comes.
  '/auth/send-document-email': {
    as: MANAGER,
    setup: async () => {
      const number = await newInvoice(MANAGER, await newClient(MANAGER));
      const to = `idem.${ulid().toLowerCase()}@example.co.za`;
      return {
        body: { kind: 'invoice', number, to, message: 'Idempotent send' },
        effect: async () => outbox('email').filter((m) => m.to === to).length,
      };
    },
  },
  // POPIA erasure (issue 29): one audit entry however often the same request arrives.
  '/auth/privacy-erase': {
    as: MANAGER,
    setup: async () => {
      const id = await newClient(MANAGER);
      return {
        body: { kind: 'client', id },
        effect: async () =>
          (
            (await ok(MANAGER, '/auth/get-row-history', {
              table: 'privacy_requests',
              id,
            })) as unknown as Array<{ field: string }>
          ).filter((h) => h.field === 'erase').length,
      };
    },
  },
  '/auth/mark-invoices-paid': {
    as: MANAGER,
    setup: async () => {
      const number = await newInvoice(MANAGER, await newClient(MANAGER));
      return {
        body: {
          selectedInvoicesForPayment: [{ invoiceNumber: number, amount: '10.00' }],
          dateInvoicesPaid: TODAY,
          paymentMethod: 'Cash',
        },
        effect: async () =>
          ((await ok(MANAGER, '/auth/get-invoice-data', { invoiceNumber: number })).invoice
            .total_paid as number) / 1000,
      };
    },
  },
  '/auth/trust-deposit': {
    as: LEGAL,
    setup: async () => {
      const caseID = await newMatter(await newClient(LEGAL));
      return {
        body: { caseID, amount: 5_000, date: TODAY, reference: 'EFT' },
        effect: async () => (await trustBalance(caseID)) / 5_000,
      };
    },
  },
  '/auth/trust-refund': {
    as: LEGAL,
    setup: async () => {
      const caseID = await newMatter(await newClient(LEGAL));
      await ok(LEGAL, '/auth/trust-deposit', { caseID, amount: 10_000, date: TODAY });
      return {
        body: { caseID, amount: 3_000, date: TODAY },
        effect: async () => -(await trustBalance(caseID)) / 3_000,
      };
    },
  },
  '/auth/trust-transfer': {
    as: LEGAL,
    setup: async () => {
      const client = await newClient(LEGAL);
      const caseID = await newMatter(client);
      await ok(LEGAL, '/auth/trust-deposit', { caseID, amount: 100_000, date: TODAY });
      const invoiceNumber = await newInvoice(LEGAL, client, '500.00');
      return {
        body: { caseID, amount: 2_000, invoiceNumber, date: TODAY },
        effect: async () => -(await trustBalance(caseID)) / 2_000,
      };
    },
  },
  '/auth/add-billing-to-file': {
    as: LEGAL,
    setup: async () => {
      const caseID = await newMatter(await newClient(LEGAL));
      return {
        body: { caseID, billableID: 'billable-copies', hours: 1, billableDate: TODAY },
        effect: async () => (await billsOf(caseID)).length,
      };
    },
    same: (body) => body.billing,
  },
  '/auth/convert-bills-to-invoice': {
    as: LEGAL,
    setup: async () => {
      const caseID = await newMatter(await newClient(LEGAL));
      const bill = await ok(LEGAL, '/auth/add-billing-to-file', {
        caseID,
        billableID: 'billable-copies',
        hours: 1,
        billableDate: TODAY,
      });
      return {
        body: { caseID, bills: [bill.billing.id], billingDate: TODAY },
        effect: () => counterOf('mokoena-attorneys', 'invoice'),
      };
    },
  },
  '/auth/send-bulk-sms': {
    as: ADMIN,
    setup: async () => {
      await ensureShopCredits(5);
      return {
        body: {
          recipientsIDs: [],
          groupTable: '',
          noteTitle: 'Idempotent',
          noteBody: 'Sent once.',
          sentSMSID: '',
          numbersArray: [phone()],
        },
        // Credits spent once (a message delivered costs its one segment).
        effect: async () => -(await smsCredits(ADMIN)),
      };
    },
    same: (body) => body.batchId,
  },
  '/auth/schedule-sms-for-future': {
    as: ADMIN,
    setup: async () => {
      await ensureShopCredits(5);
      const later = new Date(runtimeClock.now().getTime() + 40 * 86_400_000);
      const title = unique('Idempotent');
      return {
        body: {
          recipientsIDs: [],
          groupTable: '',
          noteTitle: title,
          noteBody: 'Scheduled once.',
          sentSMSID: '',
          numbersArray: [phone()],
          selectedDate: `${formatDate(later)} 08:00`,
          cycle: 'Once',
        },
        // Campaigns of this title scheduled.
        effect: async () => {
          const session = await as(ADMIN);
          const reply = await api.get<{ campaigns: Array<{ title: string }> }>(
            '/auth/get-data-and-analytics',
            { host: SHOP, token: session.token },
          );
          return reply.body.campaigns.filter((c) => c.title === title).length;
        },
      };
    },
  },
  '/auth/save-event': {
    as: 'staff@agency.localhost',
    setup: async () => {
      const title = unique('Idempotent booking');
      const start = formatDate(new Date(runtimeClock.now().getTime() + 3 * 86_400_000));
      return {
        body: {
          title,
          startDate: `${start} 10:00:00`,
          endDate: `${start} 11:00:00`,
          privacy: 'No',
        },
        // Events of this title in the calendar.
        effect: async () => {
          const list = await ok('staff@agency.localhost', '/get-all-events', { status: 'Yes' });
          return (list as unknown as Array<{ title: string }>).filter((e) => e.title === title)
            .length;
        },
      };
    },
  },
  // Issue 25 item 4 (the talent agency): a booking's invoice, a month's payouts into payroll.
  '/auth/invoice-booking': {
    as: AGENCY_MANAGER,
    setup: async () => {
      const [talent, client, rate] = await Promise.all([
        newTalent('Idempotent talent'),
        newAgencyClient('Idempotent client'),
        newRate('400.00'),
      ]);
      const day = `${payrollYear + 5}-03-10`;
      const booking = await book({
        title: unique('Idempotent booking'),
        start: `${day} 09:00:00`,
        end: `${day} 13:00:00`,
        staffID: talent,
        clientID: client,
        rateID: rate,
        hours: 4,
      });
      return {
        body: { eventId: booking.id },
        effect: async () =>
          (
            await testDeps()
              .db.entities.invoice.query.byClient({ emis: 'ubuntu-talent', client_id: client })
              .go()
          ).data.length,
      };
    },
  },
  '/auth/add-talent-payouts-to-payroll': {
    as: AGENCY_MANAGER,
    setup: async () => {
      const year = payrollYear + 5;
      const [talent, rate] = await Promise.all([newTalent('Idempotent payee'), newRate('300.00')]);
      const payrollID = `${year}-07`;
      await ok(AGENCY_MANAGER, '/auth/save-employee', {
        staffID: talent,
        dateOfBirth: '1990-01-01',
      });
      await ok(AGENCY_MANAGER, '/auth/create-payroll', { month: 7, year });
      await ok(AGENCY_MANAGER, '/auth/add-selected-employees-to-payroll', {
        payrollID,
        selectedEmployees: [talent],
      });
      for (const day of ['03', '04'])
        await book({
          title: unique('Idempotent payout'),
          start: `${year}-07-${day} 09:00:00`,
          end: `${year}-07-${day} 10:00:00`,
          staffID: talent,
          rateID: rate,
        });
      return {
        body: { payrollID },
        effect: async () => {
          const data = await agencyPost<{
            employees: Array<{ staff_id: string; lines: Array<{ name: string }> }>;
          }>(AGENCY_MANAGER, '/auth/get-employees-already-on-payslip', { payrollID });
          const slip = data.body.employees.find((e) => e.staff_id === talent);
          return slip?.lines.filter((l) => l.name.startsWith('Talent payout: ')).length ?? 0;
        },
      };
    },
    delta: 2,
  },
  '/auth/add-sms-credits': {
    as: OWNER,
    setup: async () => ({
      body: { emis: SHOP_EMIS, credits: 7, note: 'idempotent grant' },
      effect: async () => (await smsCredits(ADMIN)) / 7,
    }),
  },
};

const comparable = (body: Record<string, unknown>) => {
  const { replayed: _replayed, duplicate: _duplicate, ...other } = body;
  return other;
};

describe('idempotent routes (issue 24)', () => {
  it('has a case for every route the table flags idempotent, and only those', () => {
    expect(Object.keys(CASES).sort()).toEqual([...IDEMPOTENT_PATHS].sort());
  });

  for (const [path, spec] of Object.entries(CASES)) {
    it(`${path}: the same request twice at once has one effect and one reply`, async () => {
      const { body, effect } = await spec.setup();
      const before = effect ? await effect() : 0;
      const requestId = ulid();
      const [a, b] = await Promise.all([
        post(spec.as, path, { ...body, requestId }),
        post(spec.as, path, { ...body, requestId }),
      ]);
      expect(a.status, a.text).toBe(200);
      expect(b.status, b.text).toBe(200);
      const same = spec.same ?? comparable;
      expect(same(b.body)).toEqual(same(a.body));
      if (effect) expect((await effect()) - before).toBeCloseTo(spec.delta ?? 1, 6);
      // Sent again later: still the first reply, still one effect.
      const again = await post(spec.as, path, { ...body, requestId });
      expect(again.status, again.text).toBe(200);
      expect(same(again.body)).toEqual(same(a.body));
      if (effect) expect((await effect()) - before).toBeCloseTo(spec.delta ?? 1, 6);
    });

    it(`${path}: refuses a request without a request id (400)`, async () => {
      const reply = await post(spec.as, path, { requestId: undefined });
      expect(reply.status, reply.text).toBe(400);
      expect(reply.body.error).toBe(REQUEST_ID_MESSAGES.missing);
      const malformed = await post(spec.as, path, { requestId: 'no spaces allowed' });
      expect(malformed.status).toBe(400);
    });
  }

  it('refuses the same request id with another body (409), writing nothing', async () => {
    const id = await newProduct(2);
    const requestId = ulid();
    const first = await post(`staff@${SHOP}`, '/auth/pos-sale', {
      items: [{ id, quantity: 1 }],
      method: 'Card',
      requestId,
    });
    expect(first.status, first.text).toBe(200);
    const other = await post(`staff@${SHOP}`, '/auth/pos-sale', {
      items: [{ id, quantity: 2 }],
      method: 'Card',
      requestId,
    });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe(REQUEST_ID_MESSAGES.reused);
    expect((await stockOf(id)).stock).toBe(1);
  });
});
