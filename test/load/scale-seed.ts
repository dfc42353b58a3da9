import { ulid } from 'ulid';
import { STUDENT_NUMBERS, studentNumberKeys } from '@shared/clients/student-numbers';
import { studentDeltas } from '../../functions/src/clients/students';
import { expenseDeltas } from '../../functions/src/finance/figures';
import {
  invoiceDeltas,
  paymentDeltas as invoicePaymentDeltas,
} from '../../functions/src/documents/figures';
import { mergeDeltas, type Delta } from '../../functions/src/kernel/aggregates';
import { paymentDeltas as feePaymentDeltas } from '../../functions/src/school/fees';
import { hashDemoPassword } from '../../functions/src/platform/auth/passwords';
import type { Deps } from '../../functions/src/platform/deps';
import { findTable } from '../../functions/src/tables/registry';
import { replacedRow } from '../../functions/src/tables/rows';
import type { TableRow } from '@shared/tables/types';
import { uniqueValue } from '@shared/catalogue/unique';
import {
  CLIENT_NAMES,
  clientNameKeys,
  MATTER_PARTIES,
  matterPartyKeys,
} from '@shared/legal/conflicts';

/**
 * The records of `npm run bench:scale`, written through the data layer (ElectroDB batch writes
 * straight to the local DynamoDB, 25 items a request, a few requests at once): a table's rows
 * as its store writes them (search text, times, version: tables/rows.ts), documents and school
 * records in their entities' shapes, and the running figures the routes read.
 */

type Item = Record<string, unknown>;
type BatchEntity = { put(items: Item[]): { go(options?: object): Promise<unknown> } };

export type Family = 'clients' | 'learners' | 'expenses' | 'invoices' | 'payments' | 'matters';

export type TenantPlan = {
  emis: string;
  domain: string;
  name: string;
  /** Records of each family (learners get a year of fees: an account and ten payments each). */
  counts: Record<Family, number>;
  /** A manager to sign in with (the measured tenants only). */
  manager?: boolean;
  /**
   * One record in this many of each family belongs to the busy client (default 20). The 100-row
   * tenant gives it every other one, so its profile and statement fill a page of 50 as the large
   * tenant's do: the two compare a page's cost against history, not a short page against a full.
   */
  busyEvery?: number;
};

export const PASSWORD = 'Kantoor#2026';
const CONCURRENCY = 4;

/**
 * THE one place for the period figures a family's records add (kernel/aggregates.ts): the
 * domains' own deltas functions, the same ones their writes and rebuild tests use. The seeder
 * sums them per figure item and writes each item once with its total.
 */
export function deltasOf(family: Family, record: Item): Delta[] {
  switch (family) {
    case 'expenses':
      return expenseDeltas(record);
    case 'invoices':
      return invoiceDeltas(record as unknown as Parameters<typeof invoiceDeltas>[0]);
    case 'payments':
      return invoicePaymentDeltas(record as unknown as Parameters<typeof invoicePaymentDeltas>[0]);
    case 'learners':
      return feePaymentDeltas(record as unknown as Parameters<typeof feePaymentDeltas>[0]);
    // Clients count their students (clients/students.ts); matters keep no figures (their
    // conflict check reads the name index, below).
    case 'clients':
      return studentDeltas(record);
    case 'matters':
      return [];
  }
}

async function putAll(deps: Deps, entity: string, items: Item[]) {
  const target = (deps.db.entities as unknown as Record<string, BatchEntity>)[entity]!;
  for (let at = 0; at < items.length; at += 25 * CONCURRENCY * 8)
    await target.put(items.slice(at, at + 25 * CONCURRENCY * 8)).go({ concurrency: CONCURRENCY });
}

/** A data table's rows as its store writes them. */
async function putRows(deps: Deps, emis: string, table: string, rows: TableRow[], now: string) {
  const definition = findTable(table)!;
  const binding = definition.binding as { kind: string; entity?: string };
  await putAll(
    deps,
    binding.entity!,
    rows.map((row) => replacedRow(definition, emis, row, now) as Item),
  );
}

/** The figures of the records, summed, as one ADD-written item each. */
async function putFigures(deps: Deps, emis: string, family: Family, records: Item[]) {
  const figures = mergeDeltas(records.flatMap((r) => deltasOf(family, r)));
  if (figures.length === 0) return;
  await putAll(
    deps,
    'aggregate',
    figures.map((f) => ({ emis, name: f.name, key: f.key, amount: f.amount, count: f.count })),
  );
}

const reversed = (key: string) => [...key].reverse().join('');

/** A table's rows' name-index items, as tables/names.ts writes them with each row. */
async function putNameKeys(
  deps: Deps,
  emis: string,
  scope: string,
  rows: TableRow[],
  keysOf: (row: Record<string, unknown>) => ReadonlyMap<string, readonly string[]>,
) {
  await putAll(
    deps,
    'nameToken',
    rows.flatMap((row) =>
      [...keysOf(row as unknown as Record<string, unknown>)].map(([key, labels]) => ({
        emis,
        scope,
        key,
        ref_id: (row as unknown as { id: string }).id,
        rkey: reversed(key),
        labels: [...labels],
      })),
    ),
  );
}

const pad = (n: number, width = 10) => String(n).padStart(width, '0');
const dayOf = (year: number, n: number) =>
  `${year}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;

/** Which client a record of index `i` belongs to: the busy client gets one in `every`. */
const clientFor = (i: number, clients: number, every = 20) =>
  i % every === 0 ? 0 : i % Math.max(1, clients);

/** Seeds one tenant; answers the ids the measured routes ask for. */
export async function seedTenant(deps: Deps, plan: TenantPlan, template: Item, year: number) {
  const { emis, counts } = plan;
  const e = deps.db.entities;
  const now = `${year}-06-30 12:00:00`;
  // Resumable: the receipt counter is written last, so a tenant that has it is seeded whole (an
  // interrupted seed rewrites only the tenants it had not finished; every write is a put).
  if ((await e.counter.get({ emis, name: 'receipt' }).go()).data)
    return {
      busyClient: counts.clients > 0 ? 'client-000000' : undefined,
      busyClientReference: 'C000000',
      busyMatter: counts.matters > 0 ? 'matter-000000' : undefined,
      learnerSid: counts.learners > 0 ? `${year}${pad(0, 5)}` : undefined,
    };
  await e.company
    .put({ ...(template as object), emis, name: plan.name, domain: plan.domain } as never)
    .go();
  await e.domain.put({ domain: plan.domain, emis }).go();
  if (plan.manager) {
    const email = `manager@${plan.domain}`;
    const existing = await deps.accounts.findUserByEmail(email);
    const userId = ulid();
    if (!existing)
      await deps.accounts.createUserWithMembership(
        {
          userId,
          name: 'Bench Manager',
          email,
          password_hash: await hashDemoPassword(PASSWORD),
          created_at: now,
        },
        { userId, emis, alevel: 9, role: 'manager', created_at: now },
        (template as { plan?: string }).plan,
      );
  }

  const clientIds = Array.from({ length: counts.clients }, (_, i) => `client-${pad(i, 6)}`);
  const clients = clientIds.map(
    (id, i) =>
      ({
        id,
        name: `Client ${i} ${['Mokoena', 'Naidoo', 'Dlamini', 'Smith', 'Botha'][i % 5]}`,
        client_reference: `C${pad(i, 6)}`,
        email: `client${i}@example.co.za`,
        city: ['Durban', 'Pretoria', 'Cape Town'][i % 3],
      }) as unknown as TableRow,
  );
  const learners = Array.from(
    { length: counts.learners },
    (_, i) =>
      ({
        id: `learner-${pad(i, 6)}`,
        name: `Learner ${i} Khumalo`,
        sid: `${year}${pad(i, 5)}`,
        class: `Grade ${8 + (i % 5)}A`,
      }) as unknown as TableRow,
  );
  await putRows(deps, emis, 'clients', [...clients, ...learners], now);
  // The clients table's unique column's markers, as its record writes them (profiles find a
  // client by reference through them).
  await putAll(
    deps,
    'uniqueMarker',
    clients.map((c) => ({
      emis,
      scope: 'client_reference',
      value: uniqueValue(c.client_reference),
      ref_id: c.id,
      created_at: now,
    })),
  );
  await putNameKeys(deps, emis, CLIENT_NAMES, [...clients, ...learners], clientNameKeys);
  // A student number's clients are link items under the number (clients/students.ts).
  await putNameKeys(deps, emis, STUDENT_NUMBERS, learners, studentNumberKeys);
  await putFigures(deps, emis, 'clients', [...clients, ...learners] as unknown as Item[]);

  const expenses = Array.from(
    { length: counts.expenses },
    (_, i) =>
      ({
        id: `expense-${pad(i, 6)}`,
        entry_date: dayOf(year, i),
        description: `Expense ${i}`,
        amount: 10_000 + (i % 500) * 100,
        vat: 1_304,
      }) as unknown as TableRow,
  );
  await putRows(deps, emis, 'expenses', expenses, now);
  await putFigures(deps, emis, 'expenses', expenses as unknown as Item[]);

  const matters = Array.from(
    { length: counts.matters },
    (_, i) =>
      ({
        id: `matter-${pad(i, 6)}`,
        title: `Matter ${i} v Respondent ${i}`,
        file_number: `F${pad(i, 6)}`,
        client_id: clientIds[clientFor(i, counts.clients, plan.busyEvery)] ?? 'client-000000',
        petitioners: `Applicant ${i}`,
        respondents: `Respondent ${i}`,
      }) as unknown as TableRow,
  );
  await putRows(deps, emis, 'cases', matters, now);
  await putNameKeys(deps, emis, MATTER_PARTIES, matters, matterPartyKeys);
  await putFigures(deps, emis, 'matters', matters as unknown as Item[]);

  const invoices = Array.from({ length: counts.invoices }, (_, i) => {
    const client = clientFor(i, counts.clients, plan.busyEvery);
    const total = 11_500 + (i % 100) * 115;
    return {
      emis,
      number: i + 1,
      seq: pad(i + 1),
      client_id: clientIds[client] ?? 'client-000000',
      client_name: `Client ${client}`,
      date: dayOf(year, i),
      due_date: dayOf(year, i + 1),
      lines: [
        { item_type: 'service', name: 'Advice', unit_price: total, quantity: 1, line_total: total },
      ],
      total_products: 0,
      total_services: total,
      total_transports: 0,
      sub_total: total,
      discount: 0,
      total_tax: Math.round((total * 15) / 115),
      total,
      tax_rate: 15,
      prices_include_vat: true,
      currency: 'ZAR',
      total_paid: i < counts.payments ? total : 0,
      created_at: now,
    };
  });
  await putAll(deps, 'invoice', invoices);
  await putFigures(deps, emis, 'invoices', invoices);
  const payments = invoices.slice(0, counts.payments).map((invoice, i) => ({
    emis,
    invoice_number: invoice.number,
    invoice_seq: invoice.seq,
    client_id: invoice.client_id,
    id: `payment-${pad(i, 6)}`,
    amount: invoice.total,
    method: 'EFT',
    // As mark-invoices-paid records it: the day paid (documents/invoice-payment.ts).
    entry_date: invoice.date,
    created_at: now,
  }));
  await putAll(deps, 'payment', payments);
  await putFigures(deps, emis, 'payments', payments);
  // The invoice numbers' counter with its running sums (the four invoice totals read it).
  await e.counter
    .put({
      emis,
      name: 'invoice',
      value: invoices.length,
      total: invoices.reduce((s, i) => s + i.total, 0),
      paid: payments.reduce((s, p) => s + p.amount, 0),
    })
    .go();

  // A year of fees: the learner's account and ten monthly payments.
  const fee = 2_400_000;
  const accounts = learners.map((l) => ({
    emis,
    sid: l.sid as string,
    year,
    opening: 0,
    fee,
    billings: [],
    paid: 10 * 240_000,
    due_date: `${year}-02-28`,
    row_version: 1,
  }));
  await putAll(deps, 'feeAccount', accounts);
  const fees = learners.flatMap((l, i) =>
    Array.from({ length: 10 }, (_, m) => ({
      emis,
      sid: l.sid as string,
      id: `fee-${pad(i, 6)}-${m}`,
      year,
      rec_num: i * 10 + m + 1,
      description: 'School Fees',
      amount: 240_000,
      method: 'EFT',
      entry_date: `${year}-${String(m + 2).padStart(2, '0')}-05 09:00:00`,
      source: 'school',
      row_version: 1,
      created_at: now,
      updated_at: now,
    })),
  );
  await putAll(deps, 'schoolPayment', fees);
  await putFigures(deps, emis, 'learners', fees);
  await e.counter.put({ emis, name: 'receipt', value: fees.length }).go();

  return {
    busyClient: clientIds[0],
    busyClientReference: 'C000000',
    busyMatter: matters[0]?.id as string | undefined,
    learnerSid: learners[0]?.sid as string | undefined,
  };
}
