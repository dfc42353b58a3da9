import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  CLIENT_NAMES,
  clientNameKeys,
  MATTER_PARTIES,
  matterPartyKeys,
} from '@shared/legal/conflicts';
import {
  CLIENT_TOTALS,
  INVOICE_PAYMENTS,
  INVOICES,
  INVOICES_DUE,
  invoiceDeltas,
  invoicePaymentDeltas,
  quoteDeltas,
} from '../../documents';
import { backfillStudentNumbers } from '../../clients';
import { reminderKeys } from '../../documents';
import { backfillFinanceFigures } from '../../finance';
import type { Delta } from '../../kernel/aggregates';
import { nameIndexSteps, type IndexedKeys } from '../../kernel/name-index';
import { transaction } from '../../kernel/transaction';
import { billDeltas, MATTER_BILLED } from '../../legal';
import { PAYROLL_TOTALS, slipDeltas } from '../../payroll';
import {
  FEE_REMINDER_DUE_KEY,
  SCHOOL_PAYMENTS,
  schoolPaymentDeltas,
  STUDENT_PAID,
} from '../../school';
import { groupDeltas, SMS_GROUPS, smsActiveKey } from '../../sms';
import { holdKeyOf } from '../../store';
import { companyMigration, partition, type Done, type Item } from './companies';
import { rebuildFigures, type FigureSource } from './figures';
import { rekeyItem } from './index-keys';
import type { Migration, MigrationContext } from './migration';

/*
 * Issue 24's data migrations: the indexes and running figures its first round added, for the
 * data deployed before it (written without them). Each goes company by company, pages each
 * company's records, and writes only what is missing or wrong (figures by a SET of the sum of
 * the records, keys where absent), so a run that stops resumes and a second run writes nothing.
 */

type Fact = never;
const pages =
  (ctx: MigrationContext, emis: string, kind: string, entity = kind) =>
  () =>
    partition(ctx.db, `${emis}#${kind}`, entity);
const source = <R>(
  read: () => AsyncIterable<readonly Item[]>,
  deltasOf: (record: R) => readonly Delta[],
): FigureSource<Fact> =>
  ({
    pages: read,
    deltasOf: (record: Item) => deltasOf(record as R),
  }) as unknown as FigureSource<Fact>;

const isConditionFailed = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * SETs `keys` (field -> value) on a stored item that has none of them yet, while `when` (field
 * -> value) still holds: a sparse index's keys for an item older than the index. Answers
 * whether it wrote (a change since the read wrote its own keys, or made the item leave).
 */
async function setMissing(
  ctx: MigrationContext,
  raw: Item,
  keys: Record<string, unknown>,
  when: Record<string, unknown>,
): Promise<boolean> {
  const fields = Object.keys(keys);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  fields.forEach((field, i) => {
    names[`#k${i}`] = field;
    values[`:k${i}`] = keys[field];
  });
  const checks = ['attribute_exists(pk)', ...fields.map((_, i) => `attribute_not_exists(#k${i})`)];
  Object.entries(when).forEach(([field, value], i) => {
    names[`#w${i}`] = field;
    values[`:w${i}`] = value;
    checks.push(`#w${i} = :w${i}`);
  });
  try {
    await ctx.db.client.send(
      new UpdateCommand({
        TableName: ctx.db.table,
        Key: { pk: raw.pk, sk: raw.sk },
        UpdateExpression: `SET ${fields.map((_, i) => `#k${i} = :k${i}`).join(', ')}`,
        ConditionExpression: checks.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

const GSI1: ReadonlySet<string> = new Set(['gsi1']);
const GSI2: ReadonlySet<string> = new Set(['gsi2']);
const GSI2_3: ReadonlySet<string> = new Set(['gsi2', 'gsi3']);

/** Each item of a partition handed to `each` (which answers whether it wrote). */
async function eachItem(
  ctx: MigrationContext,
  emis: string,
  kind: string,
  entity: string,
  each: (raw: Item) => Promise<boolean>,
): Promise<Done> {
  const done: Done = { scanned: 0, written: 0 };
  for await (const page of partition(ctx.db, `${emis}#${kind}`, entity)) {
    done.scanned += page.length;
    for (const raw of page) if (await each(raw)) done.written += 1;
  }
  return done;
}

const plus = (...all: Done[]): Done => ({
  scanned: all.reduce((sum, d) => sum + d.scanned, 0),
  written: all.reduce((sum, d) => sum + d.written, 0),
});

/**
 * 0002, documents: a payment names its invoice's client (`client_id`, from the invoice) and so
 * gets its statement keys (gsi2 `byStatement`); then the invoice, payment and quote figures are
 * set to the sums of the records (figures.ts's deltas functions).
 */
export const documentsMigration = companyMigration(
  '0002-documents-payment-clients-and-figures',
  "Payments' client and statement keys; invoice, payment and quote figures from the records",
  async (ctx, emis) => {
    const clientOf = new Map<string, string | undefined>();
    const invoiceClient = async (seq: string) => {
      if (!clientOf.has(seq)) {
        const { Item: invoice } = await ctx.db.client.send(
          new GetCommand({
            TableName: ctx.db.table,
            Key: { pk: `${emis}#invoice`, sk: seq },
            ConsistentRead: true,
          }),
        );
        clientOf.set(seq, typeof invoice?.client_id === 'string' ? invoice.client_id : undefined);
      }
      return clientOf.get(seq);
    };
    const payments = await eachItem(ctx, emis, 'payment', 'payment', async (raw) => {
      let item = raw;
      let wrote = false;
      if (typeof raw.client_id !== 'string') {
        const client = await invoiceClient(String(raw.invoice_seq));
        if (!client) {
          ctx.log.warn('payment without its invoice client left as it is', {
            pk: raw.pk,
            sk: raw.sk,
          });
          return false;
        }
        wrote = await setMissing(ctx, raw, { client_id: client }, {});
        item = { ...raw, client_id: client };
      }
      return (await rekeyItem(ctx, 'payment', item, GSI2)) || wrote;
    });
    return plus(payments, await rebuildDocumentFigures(ctx, emis));
  },
);

/** The invoice, payment and quote figures (and clients' totals) set to the sums of the records. */
const rebuildDocumentFigures = (ctx: MigrationContext, emis: string) =>
  rebuildFigures(
    ctx,
    emis,
    [INVOICES, INVOICES_DUE, INVOICE_PAYMENTS, CLIENT_TOTALS],
    [
      source(pages(ctx, emis, 'invoice'), invoiceDeltas),
      source(pages(ctx, emis, 'payment'), invoicePaymentDeltas),
      source(pages(ctx, emis, 'quote'), quoteDeltas),
    ],
  );

/**
 * 0013, documents (issue 28): each document counts once. A converted quote's amount left the
 * quote total and the client's quote total (its invoice's now): the figures rebuilt from the
 * records with the new deltas.
 */
export const quoteFiguresOnceMigration = companyMigration(
  '0013-documents-figures-count-once',
  'Invoice, payment and quote figures from the records: a converted quote counts as its invoice',
  rebuildDocumentFigures,
);

/** 0003, finance: each company's expense and budget figures from its records (finance/backfill.ts). */
export const financeMigration = companyMigration(
  '0003-finance-figures',
  'Expense, expense VAT and budget figures from the records',
  async (ctx, emis) => {
    const { expenses, budgets, written } = await backfillFinanceFigures(ctx.db, emis);
    return { scanned: expenses + budgets, written };
  },
);

/**
 * 0004, school: the school payments' date keys (gsi2/gsi3, as 0001 writes them: again here, in
 * case 0001 ran before a key existed), the `school.payments` and `school.student-paid` figures
 * from the payments, and the fee accounts' due-time keys (`remind_key`/`remind_sort`, gsi2) for
 * an account with a due date (the reminder job settles those it has dealt with).
 */
export const schoolMigration = companyMigration(
  '0004-school-payment-figures-and-reminder-keys',
  'School payment keys and figures; fee accounts in the reminders due-time index',
  async (ctx, emis) => {
    const keys = await eachItem(ctx, emis, 'school_payment', 'school_payment', (raw) =>
      rekeyItem(ctx, 'school_payment', raw, GSI2_3),
    );
    const figures = await rebuildFigures(
      ctx,
      emis,
      [SCHOOL_PAYMENTS, STUDENT_PAID],
      [source(pages(ctx, emis, 'school_payment'), schoolPaymentDeltas)],
    );
    const due = await eachItem(ctx, emis, 'fee_account', 'fee_account', async (raw) =>
      typeof raw.due_date === 'string' && raw.due_date !== ''
        ? setMissing(
            ctx,
            raw,
            { gsi2pk: FEE_REMINDER_DUE_KEY, gsi2sk: raw.due_date },
            { due_date: raw.due_date },
          )
        : false,
    );
    return plus(keys, figures, due);
  },
);

type RunFacts = { id: string; pay_date: string; status: string };
type SlipFacts = { payroll_id: string; figures: unknown };

/** 0005, payroll: `payroll.totals` from the slips of the finalised runs (runs.ts's slipDeltas). */
export const payrollMigration = companyMigration(
  '0005-payroll-totals',
  'Payroll year figures from the finalised runs',
  async (ctx, emis) => {
    const finalisedSlips = async function* () {
      const runs = new Map<string, RunFacts>();
      for await (const page of partition(ctx.db, `${emis}#payroll_run`, 'payroll_run'))
        for (const run of page as unknown as RunFacts[])
          if (run.status === 'finalised') runs.set(run.id, run);
      for await (const page of partition(ctx.db, `${emis}#payslip`, 'payslip'))
        yield (page as unknown as SlipFacts[]).flatMap((slip) => {
          const run = runs.get(slip.payroll_id);
          return run ? [{ run, slip }] : [];
        });
    };
    return rebuildFigures(
      ctx,
      emis,
      [PAYROLL_TOTALS],
      [
        source(
          finalisedSlips as () => AsyncIterable<readonly Item[]>,
          ({ run, slip }: { run: RunFacts; slip: SlipFacts }) =>
            slipDeltas(run, slip as Parameters<typeof slipDeltas>[1]),
        ),
      ],
    );
  },
);

/** 0006, SMS: the own-group count (`sms.groups`), and the active campaigns' keys (gsi2). */
export const smsMigration = companyMigration(
  '0006-sms-group-count-and-active-campaigns',
  "SMS own-group count from the groups; active campaigns' index keys",
  async (ctx, emis) => {
    const groups = await rebuildFigures(
      ctx,
      emis,
      [SMS_GROUPS],
      [source(pages(ctx, emis, 'sms_group'), groupDeltas)],
    );
    const active = await eachItem(ctx, emis, 'sms_campaign', 'sms_campaign', async (raw) =>
      raw.status === 'active'
        ? setMissing(ctx, raw, { gsi2pk: smsActiveKey(emis), gsi2sk: raw.id }, { status: 'active' })
        : false,
    );
    return plus(groups, active);
  },
);

/** The name-index keys of a record that are missing or labelled otherwise, put in one transaction. */
async function indexNames(
  ctx: MigrationContext,
  emis: string,
  scope: string,
  raw: Item,
  keysOf: (row: Record<string, unknown>) => IndexedKeys,
): Promise<boolean> {
  const refId = String(raw.id);
  const after = keysOf(raw);
  if (after.size === 0) return false;
  const { data } = await ctx.db.entities.nameToken
    .get([...after.keys()].map((key) => ({ emis, scope, key, ref_id: refId })))
    .go({ consistent: true });
  const before: IndexedKeys = new Map(data.map((token) => [token.key, token.labels]));
  const same = (a: readonly string[] | undefined, b: readonly string[]) =>
    a !== undefined && a.length === b.length && a.every((label, at) => label === b[at]);
  if ([...after].every(([key, labels]) => same(before.get(key), labels))) return false;
  const result = await transaction(ctx.db, (tx) =>
    nameIndexSteps(tx, emis, scope, refId, before, after),
  );
  return result.written;
}

/**
 * 0007, legal: the name index of clients and matter parties (the conflict check's keys), the
 * trust entries' date keys (gsi1, built by ElectroDB from the entity), and the matters' billed
 * figure (`legal_matter_billed`) from the bills.
 */
export const legalMigration = companyMigration(
  '0007-legal-names-trust-dates-billed',
  "Clients' and matter parties' name keys; trust entries' date keys; matters' billed figure",
  async (ctx, emis) => {
    const clients = await eachItem(ctx, emis, 'client', 'client', (raw) =>
      indexNames(ctx, emis, CLIENT_NAMES, raw, clientNameKeys),
    );
    const matters = await eachItem(ctx, emis, 'matter', 'matter', (raw) =>
      indexNames(ctx, emis, MATTER_PARTIES, raw, matterPartyKeys),
    );
    const trust = await eachItem(ctx, emis, 'trust_entry', 'trust_entry', (raw) =>
      rekeyItem(ctx, 'trust_entry', raw, GSI1),
    );
    const billed = await rebuildFigures(
      ctx,
      emis,
      [MATTER_BILLED],
      [source(pages(ctx, emis, 'billing'), billDeltas)],
    );
    return plus(clients, matters, trust, billed);
  },
);

/** 0008, store: an open (pending) order's hold keys (gsi3), which the per-buyer limit counts. */
export const storeMigration = companyMigration(
  '0008-store-open-holds',
  "Open store orders' hold keys",
  (ctx, emis) =>
    eachItem(ctx, emis, 'store_order', 'store_order', async (raw) =>
      raw.status === 'pending' && typeof raw.buyer_email === 'string'
        ? setMissing(
            ctx,
            raw,
            {
              gsi3pk: holdKeyOf(emis, raw.buyer_email),
              gsi3sk: `${String(raw.reserved_until)}#${String(raw.id)}`,
            },
            { status: 'pending' },
          )
        : false,
    ),
);

/**
 * 0009, clients: the student-number links (one per client with a student number) and the
 * `clients.students` count, for clients written before them (clients/students.ts).
 */
export const studentNumbersMigration = companyMigration(
  '0009-student-number-links',
  "Clients' student-number links and the students count",
  async (ctx, emis) => {
    const { students, written } = await backfillStudentNumbers({ db: ctx.db, emis });
    return { scanned: students, written };
  },
);

/**
 * 0010, documents: unpaid invoices written before the invoice reminders' due-time index get
 * their place in it (the day of their first reminder look), while still unpaid as read; the job
 * then reminds each stage once, as it does for a new invoice.
 */
export const invoiceRemindersMigration = companyMigration(
  '0010-invoice-reminder-index',
  "Unpaid invoices in the invoice reminders' due-time index",
  (ctx, emis) =>
    eachItem(ctx, emis, 'invoice', 'invoice', async (raw) => {
      const keys =
        typeof raw.due_date === 'string' && typeof raw.total === 'number'
          ? reminderKeys({
              due_date: raw.due_date,
              total: raw.total,
              total_paid: typeof raw.total_paid === 'number' ? raw.total_paid : 0,
            })
          : undefined;
      if (!keys) return false;
      return setMissing(
        ctx,
        raw,
        { gsi3pk: keys.remind_key, gsi3sk: keys.remind_at },
        { total_paid: raw.total_paid ?? 0 },
      );
    }),
);

export const ISSUE_24_MIGRATIONS = [
  documentsMigration,
  financeMigration,
  schoolMigration,
  payrollMigration,
  smsMigration,
  legalMigration,
  storeMigration,
  studentNumbersMigration,
  invoiceRemindersMigration,
] as const satisfies readonly Migration[];

/**
 * 0015, documents (issue 28): the home's overdue invoices read the `invoices-due` figures (what
 * is unpaid by due date), written with each invoice and payment from now on: the existing
 * invoices' figures rebuilt from the records.
 */
export const invoicesDueMigration = companyMigration(
  '0015-documents-invoices-due',
  "Unpaid invoice amounts by due date, for the home's overdue invoices",
  rebuildDocumentFigures,
);
