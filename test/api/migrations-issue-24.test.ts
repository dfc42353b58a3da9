import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  clientNameKeys,
  CLIENT_NAMES,
  MATTER_PARTIES,
  matterPartyKeys,
} from '@shared/legal/conflicts';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_TOTALS,
  INVOICES,
  invoiceDeltas,
  PAYMENTS,
  paymentDeltas,
  quoteDeltas,
} from '../../functions/src/documents/figures';
import { readFigure, readFigures, sumBy, type Delta } from '../../functions/src/kernel/aggregates';
import {
  EXPENSE_VAT_FAMILY,
  EXPENSES_FAMILY,
  expenseDeltas,
} from '../../functions/src/finance/figures';
import { billDeltas, MATTER_BILLED } from '../../functions/src/legal/billed';
import { PAYROLL_TOTALS, slipDeltas } from '../../functions/src/payroll/runs';
import {
  paymentDeltas as schoolDeltas,
  SCHOOL_PAYMENTS,
  STUDENT_PAID,
} from '../../functions/src/school/fees';
import { FEE_REMINDER_DUE_KEY } from '../../functions/src/school/reminders';
import { SMS_GROUPS } from '../../functions/src/sms/groups';
import { smsActiveKey } from '../../functions/src/sms/entities/sms-campaign.entity';
import { holdKeyOf } from '../../functions/src/store/limits';
import {
  documentsMigration,
  financeMigration,
  legalMigration,
  payrollMigration,
  schoolMigration,
  smsMigration,
  storeMigration,
} from '../../functions/src/system/migrations/issue-24';
import type { CompanyWork } from '../../functions/src/system/migrations/companies';
import { runMigrations } from '../../functions/src/system/migrations/runner';
import {
  invoiceRemindersMigration,
  studentNumbersMigration,
} from '../../functions/src/system/migrations/issue-24';
import { clientsOfStudent, studentCount } from '../../functions/src/clients';
import { MIGRATIONS } from '../../functions/src/system/migrations/registry';
import { matterInvoicesMigration } from '../../functions/src/system/migrations/matter-invoices';
import { invoicesOfMatter } from '../../functions/src/documents';
import { registryKeys } from '../../functions/src/db/entities/company.entity';
import { transaction } from '../../functions/src/kernel/transaction';
import { planRevenueSteps } from '../../functions/src/provider';
import { testDeps } from './support';

// Issue 24's data migrations (system/migrations/issue-24.ts): items written in the shape of a
// release before the indexes and figures (raw puts: no new keys, no aggregate items)
// are found and summed after one company's run; a second run writes nothing.

const deps = () => testDeps();
const db = () => deps().db;
const ctx = () => ({ db: db(), log: deps().log });
const newEmis = () => `migr24-${ulid().toLowerCase()}`;

type Item = Record<string, unknown>;
/** A raw put of an item as an older release stored it: its own keys and attributes only. */
async function putRaw(entity: string, pk: string, sk: string, fields: Item) {
  await db().client.send(
    new PutCommand({
      TableName: db().table,
      Item: { pk, sk, __edb_e__: entity, __edb_v__: '1', ...fields },
    }),
  );
}
const getRaw = async (pk: string, sk: string) =>
  (await db().client.send(new GetCommand({ TableName: db().table, Key: { pk, sk } }))).Item ?? {};

/** Runs one company's part twice: the second must write nothing. */
async function twice(work: CompanyWork, emis: string) {
  const first = await work(ctx(), emis);
  const second = await work(ctx(), emis);
  expect(second.written).toBe(0);
  expect(second.scanned).toBeGreaterThan(0);
  return first;
}

const figures = (emis: string, name: string) => readFigures(db(), emis, name);

describe('issue 24 data migrations', () => {
  it('are in the registry after the gsi2/gsi3 backfill, numbered in order', () => {
    // Later issues' migrations follow: issue 27's plan year (0011) and users counter (0012),
    // issue 28's document figures counting each document once (0013) and the matters list's
    // figures (0014) and the home's overdue invoices (0015), the payslips' year to date (0016), the unpaid fees (0017),
    // issue 28's open tasks due (0018), low stock (0019) and unpaid invoices' index (0020); issue
    // 24's matters' invoice lists (0021); the unique markers a change released (0022) and the
    // store's listed-products index (0023).
    expect(MIGRATIONS.map((m) => m.id.slice(0, 4))).toEqual([
      '0001',
      '0002',
      '0003',
      '0004',
      '0005',
      '0006',
      '0007',
      '0008',
      '0009',
      '0010',
      '0011',
      '0012',
      '0013',
      '0014',
      '0015',
      '0016',
      '0017',
      '0018',
      '0019',
      '0020',
      '0021',
      '0022',
      '0023',
    ]);
  });

  it('documents: payments get their client and statement keys; invoice, payment and quote figures are the records sums', async () => {
    const emis = newEmis();
    const invoice = {
      emis,
      number: 1,
      seq: '0000000001',
      client_id: 'c1',
      date: '2024-02-10',
      total: 10_000,
      total_tax: 1_500,
      total_paid: 6_000,
    };
    await putRaw('invoice', `${emis}#invoice`, invoice.seq, invoice);
    const payment = {
      emis,
      invoice_number: 1,
      invoice_seq: '0000000001',
      id: ulid(),
      amount: 6_000,
      method: 'Cash',
      entry_date: '2024-02-11 09:00:00',
    };
    await putRaw('payment', `${emis}#payment`, `${payment.invoice_seq}#${payment.id}`, payment);
    const quote = { emis, seq: '0000000001', client_id: 'c1', total: 3_000 };
    await putRaw('quote', `${emis}#quote`, quote.seq, quote);
    // A figure a later write added on top of nothing: the rebuild SETs it, not adds to it.
    await db()
      .entities.aggregate.upsert({ emis, name: CLIENT_TOTALS, key: 'c1|quotes' })
      .add({ amount: 999, count: 1 })
      .go();

    const statement = () => db().entities.payment.query.byStatement({ emis, client_id: 'c1' }).go();
    expect((await statement()).data).toHaveLength(0);
    const first = await twice(documentsMigration.company, emis);
    expect(first.written).toBeGreaterThan(2);
    expect(
      (await getRaw(`${emis}#payment`, `${payment.invoice_seq}#${payment.id}`)).client_id,
    ).toBe('c1');
    expect((await statement()).data.map((p) => p.amount)).toEqual([6_000]);

    const records: Array<() => Delta[]> = [
      () => invoiceDeltas(invoice),
      () => paymentDeltas({ ...payment, client_id: 'c1' }),
      () => quoteDeltas(quote),
    ];
    for (const name of [INVOICES, PAYMENTS, CLIENT_TOTALS, 'client-period#c1'])
      expect(await figures(emis, name), name).toEqual(sumBy(name, records, (r) => r()));
    expect(await readFigure(db(), emis, CLIENT_TOTALS, 'c1|quotes')).toMatchObject({
      amount: 3_000,
      count: 1,
    });
  });

  it('finance: expense figures from the records, through backfillFinanceFigures', async () => {
    const emis = newEmis();
    const expenses = [
      {
        emis,
        id: ulid(),
        entry_date: '2024-02-03',
        amount: 11_500,
        vat: 1_500,
        expenses_category_id: 'rent',
      },
      {
        emis,
        id: ulid(),
        entry_date: '2024-02-20',
        amount: 2_000,
        vat: 0,
        expenses_category_id: 'rent',
      },
    ];
    // ElectroDB reads the expense through its entity (backfill.ts): stored as it would be.
    for (const e of expenses)
      await db().client.send(
        new PutCommand({
          TableName: db().table,
          Item: db()
            .entities.expense.put(e as never)
            .params().Item,
        }),
      );
    const first = await twice(financeMigration.company, emis);
    expect(first.written).toBeGreaterThan(0);
    for (const name of [EXPENSES_FAMILY, EXPENSE_VAT_FAMILY])
      expect(await figures(emis, name), name).toEqual(sumBy(name, expenses, expenseDeltas));
  });

  it('school: payments keyed and summed; fee accounts with a due date in the reminders index', async () => {
    const emis = newEmis();
    const payments = [
      { sid: '2024001', amount: 5_000, entry_date: '2024-02-12 12:00:00' },
      { sid: '2024001', amount: 2_500, entry_date: '2024-03-01 08:00:00' },
      { sid: '2024002', amount: 1_000, entry_date: '2024-02-28 10:00:00' },
    ].map((p, i) => ({
      ...p,
      emis,
      id: ulid(),
      year: 2024,
      rec_num: i + 1,
      description: 'School Fees',
      method: 'Cash',
      source: 'school',
      row_version: 1,
    }));
    for (const p of payments)
      await putRaw('school_payment', `${emis}#school_payment`, `${p.sid}#${p.id}`, p);
    await putRaw('fee_account', `${emis}#fee_account`, '2024001#2024', {
      emis,
      sid: '2024001',
      year: 2024,
      opening: 0,
      fee: 90_000,
      paid: 7_500,
      row_version: 1,
      due_date: '2024-03-31',
    });
    await putRaw('fee_account', `${emis}#fee_account`, '2024002#2024', {
      emis,
      sid: '2024002',
      year: 2024,
      opening: 0,
      fee: 90_000,
      paid: 1_000,
      row_version: 1,
    });

    await twice(schoolMigration.company, emis);
    const byDate = await db().entities.schoolPayment.query.byDate({ emis }).go();
    expect(byDate.data).toHaveLength(3);
    for (const name of [SCHOOL_PAYMENTS, STUDENT_PAID])
      expect(await figures(emis, name), name).toEqual(sumBy(name, payments, schoolDeltas));
    const due = await getRaw(`${emis}#fee_account`, '2024001#2024');
    expect([due.gsi2pk, due.gsi2sk]).toEqual([FEE_REMINDER_DUE_KEY, '2024-03-31']);
    expect((await getRaw(`${emis}#fee_account`, '2024002#2024')).gsi2pk).toBeUndefined();
  });

  it('payroll: the year figures count the finalised runs only', async () => {
    const emis = newEmis();
    const slipFigures = (gross: number) => ({
      gross_earnings: gross,
      paye: gross / 10,
      gross_deductions: gross / 5,
      net_salary: gross - gross / 5,
      uif_employee: 100,
      uif_employer: 100,
      sdl: gross / 100,
    });
    const runs = [
      { emis, id: 'r1', pay_date: '2024-02-25', status: 'finalised' },
      { emis, id: 'r2', pay_date: '2024-03-25', status: 'open' },
    ];
    for (const run of runs) await putRaw('payroll_run', `${emis}#payroll_run`, run.id, run);
    const slips = [
      { emis, payroll_id: 'r1', staff_id: 's1', figures: slipFigures(30_000) },
      { emis, payroll_id: 'r1', staff_id: 's2', figures: slipFigures(40_000) },
      { emis, payroll_id: 'r2', staff_id: 's1', figures: slipFigures(50_000) },
    ];
    for (const slip of slips)
      await putRaw('payslip', `${emis}#payslip`, `${slip.payroll_id}#${slip.staff_id}`, slip);
    const first = await twice(payrollMigration.company, emis);
    expect(first.written).toBe(8);
    const finalised = slips.filter((s) => s.payroll_id === 'r1');
    expect(await figures(emis, PAYROLL_TOTALS)).toEqual(
      sumBy(PAYROLL_TOTALS, finalised, (slip) => slipDeltas(runs[0]!, slip as never)),
    );
  });

  it('sms: the own-group count and the active campaigns keys', async () => {
    const emis = newEmis();
    for (const id of ['g1', 'g2', 'g3'])
      await putRaw('sms_group', `${emis}#sms_group`, id, { emis, id, name: id });
    await putRaw('sms_campaign', `${emis}#sms_campaign`, 'k1', {
      emis,
      id: 'k1',
      status: 'active',
    });
    await putRaw('sms_campaign', `${emis}#sms_campaign`, 'k2', { emis, id: 'k2', status: 'done' });
    await twice(smsMigration.company, emis);
    expect(await readFigure(db(), emis, SMS_GROUPS, 'own')).toMatchObject({ count: 3 });
    const active = await getRaw(`${emis}#sms_campaign`, 'k1');
    expect([active.gsi2pk, active.gsi2sk]).toEqual([smsActiveKey(emis), 'k1']);
    expect((await getRaw(`${emis}#sms_campaign`, 'k2')).gsi2pk).toBeUndefined();
  });

  it('legal: name keys of clients and matter parties, trust entries by date, billed per matter', async () => {
    const emis = newEmis();
    const client = { emis, id: ulid(), name: 'Sibusiso Dube' };
    const matter = {
      emis,
      id: ulid(),
      client_id: client.id,
      title: 'Dube v Mokoena',
      petitioners: 'Sibusiso Dube',
      respondents: 'Thandi Mokoena',
    };
    await putRaw('client', `${emis}#client`, client.id, client);
    await putRaw('matter', `${emis}#matter`, matter.id, matter);
    const entry = {
      emis,
      matter_id: matter.id,
      seq: '000001',
      kind: 'deposit',
      amount: 50_000,
      balance_after: 50_000,
      entry_date: '2024-02-01',
      request_id: ulid(),
    };
    await putRaw('trust_entry', `${emis}#trust_entry`, `${entry.matter_id}#${entry.seq}`, entry);
    const bills = [
      { emis, id: ulid(), case_id: matter.id, bill: 12_000 },
      { emis, id: ulid(), case_id: matter.id, bill: 8_000 },
    ];
    for (const bill of bills) await putRaw('billing', `${emis}#billing`, bill.id, bill);

    await twice(legalMigration.company, emis);
    const tokens = async (
      scope: string,
      refId: string,
      keys: ReadonlyMap<string, readonly string[]>,
    ) =>
      (
        await db()
          .entities.nameToken.get(
            [...keys.keys()].map((key) => ({ emis, scope, key, ref_id: refId })),
          )
          .go()
      ).data;
    const clientKeys = clientNameKeys(client);
    expect(clientKeys.size).toBeGreaterThan(0);
    expect(await tokens(CLIENT_NAMES, client.id, clientKeys)).toHaveLength(clientKeys.size);
    const matterKeys = matterPartyKeys(matter);
    expect(await tokens(MATTER_PARTIES, matter.id, matterKeys)).toHaveLength(matterKeys.size);
    const dated = await db()
      .entities.trustEntry.query.byMatterDate({ emis, matter_id: matter.id })
      .go();
    expect(dated.data.map((e) => e.amount)).toEqual([50_000]);
    expect(await figures(emis, MATTER_BILLED)).toEqual(sumBy(MATTER_BILLED, bills, billDeltas));
  });

  it('store: an open order gets its hold keys; through the runner, company by company', async () => {
    const emis = newEmis();
    // In the companies registry (the runner goes company by company through it), as companySteps
    // makes a company: with its price in the provider's revenue figure.
    await transaction(db(), (tx) => [
      {
        name: 'company',
        write: tx.company
          .create({ emis, name: 'Old Shop', domain: `${emis}.localhost`, ...registryKeys(emis) })
          .commit(),
      },
      ...planRevenueSteps(tx, undefined, { plan: 'Standard' }),
    ]);
    await putRaw('store_order', `${emis}#store_order`, 'o1', {
      emis,
      id: 'o1',
      status: 'pending',
      buyer_email: 'Buyer@Example.com',
      reserved_until: '2024-02-01 10:00:00',
    });
    await putRaw('store_order', `${emis}#store_order`, 'o2', {
      emis,
      id: 'o2',
      status: 'paid',
      buyer_email: 'buyer@example.com',
      reserved_until: '2024-02-01 10:00:00',
    });
    const migration = { ...storeMigration, id: `test-${ulid()}` };
    const run = await runMigrations(deps(), { migrations: [migration] });
    expect(run.reports[0]).toMatchObject({ outcome: 'done' });
    expect(run.reports[0]!.written).toBeGreaterThanOrEqual(1);
    const open = await getRaw(`${emis}#store_order`, 'o1');
    expect([open.gsi3pk, open.gsi3sk]).toEqual([
      holdKeyOf(emis, 'buyer@example.com'),
      '2024-02-01 10:00:00#o1',
    ]);
    expect((await getRaw(`${emis}#store_order`, 'o2')).gsi3pk).toBeUndefined();
    expect((await storeMigration.company(ctx(), emis)).written).toBe(0);
  });

  it('0009 gives clients written before them their student-number links and the count', async () => {
    const emis = newEmis();
    // Clients in the old shape: two students of one number, one without a number.
    for (const [id, sid] of [
      ['c1', '2024001'],
      ['c2', '2024001'],
      ['c3', undefined],
    ] as const)
      await db()
        .entities.client.put({ emis, id, name: `Client ${id}`, ...(sid ? { sid } : {}) })
        .go();
    const tenant = { db: db(), emis };
    expect(await clientsOfStudent(tenant, '2024001')).toEqual([]);
    const first = await twice(studentNumbersMigration.company, emis);
    expect(first.written).toBe(3);
    expect((await clientsOfStudent(tenant, '2024001')).map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(await studentCount(tenant)).toBe(2);
  });

  it('0010 puts unpaid invoices written before it in the reminders index, and not paid ones', async () => {
    const emis = newEmis();
    const invoice = (seq: string, totalPaid: number) =>
      putRaw('invoice', `${emis}#invoice`, seq, {
        emis,
        seq,
        number: Number(seq),
        client_id: 'c1',
        date: '2024-02-10',
        due_date: '2024-03-10',
        total: 10_000,
        total_paid: totalPaid,
      });
    await invoice('0000000001', 0);
    await invoice('0000000002', 10_000);
    const first = await twice(invoiceRemindersMigration.company, emis);
    expect(first.written).toBe(1);
    const unpaid = await getRaw(`${emis}#invoice`, '0000000001');
    expect(unpaid.gsi3pk).toBe('invoice_reminder_due');
    expect(String(unpaid.gsi3sk) <= '2024-03-10').toBe(true);
    expect((await getRaw(`${emis}#invoice`, '0000000002')).gsi3pk).toBeUndefined();
  });
});

describe('0021: the matters\u2019 invoice lists', () => {
  it('links the invoices made for a matter before the lists, so the matter finds them; a second run writes nothing', async () => {
    const emis = newEmis();
    const invoice = (n: number, caseId?: string) => ({
      emis,
      number: n,
      seq: String(n).padStart(10, '0'),
      client_id: 'c1',
      date: '2024-02-10',
      due_date: '2024-03-10',
      lines: [],
      total: 1_000 * n,
      total_paid: 0,
      ...(caseId ? { case_id: caseId } : {}),
    });
    for (const item of [invoice(1, 'm1'), invoice(2), invoice(3, 'm1'), invoice(4, 'm2')])
      await putRaw('invoice', `${emis}#invoice`, item.seq, item);
    const tenant = { db: db(), emis };
    expect(await invoicesOfMatter(tenant, 'm1')).toEqual([]);

    const first = await twice(matterInvoicesMigration.company, emis);
    expect(first).toEqual({ scanned: 4, written: 3 });
    expect((await invoicesOfMatter(tenant, 'm1')).map((i) => i.number)).toEqual([1, 3]);
    expect((await invoicesOfMatter(tenant, 'm2')).map((i) => i.number)).toEqual([4]);
    expect(MIGRATIONS.map((m) => m.id)).toContain('0021-documents-matter-invoices');
  });
});
