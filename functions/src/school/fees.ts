import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import { schoolYearOf, studentFinance, type StudentFinance } from '@shared/school/finance';
import type { PayItem, SchoolPaymentView } from '@shared/school/schemas';
import type { FeeAccountEntity } from './entities/fee-account.entity';
import type { SchoolPaymentEntity } from './entities/school-payment.entity';
import type { Database } from '../db/service';
import {
  aggregateSteps,
  negate,
  periodDeltas,
  periodRanges,
  readFigures,
  readFigure,
  readPeriod,
  type Delta,
} from '../kernel/aggregates';
import type { RequestContext } from '../kernel/context';
import { readCounter, takeNumbers } from '../kernel/counter';
import { decodeCursor, encodeCursor } from '../kernel/pager';
import { transaction, type Step, type TxEntities } from '../kernel/transaction';
import { schoolError } from './errors';

export type FeeAccountRecord = EntityItem<typeof FeeAccountEntity>;
export type SchoolPaymentRecord = EntityItem<typeof SchoolPaymentEntity>;

/** The sequence that numbers receipts (`rec_num`), one per company. */
export const RECEIPTS = 'receipt';

/** A student's account for a year as read; a year without one is all zeros (version 0). */
export type AccountState = { record: FeeAccountRecord | undefined; year: number; sid: string };

export async function readAccount(
  db: Database,
  emis: string,
  sid: string,
  year: number,
): Promise<AccountState> {
  const { data } = await db.entities.feeAccount.get({ emis, sid, year }).go({ consistent: true });
  return { record: data ?? undefined, year, sid };
}

export function financeOf(state: AccountState): StudentFinance {
  const r = state.record;
  return studentFinance({
    comment: r?.comment,
    opening: r?.opening ?? 0,
    fee: r?.fee ?? 0,
    billings: (r?.billings ?? []).map((b) => ({
      id: b.id,
      description: b.description,
      amount: b.amount,
      paid: b.paid,
    })),
    paid: r?.paid ?? 0,
  });
}

/*
 * The unpaid fees (issue 28, architecture rule 3): `school.owing`, key the school year, amount
 * the sum of the accounts' balances above 0 and count the accounts in arrears, moved by THE
 * function below in the transaction of every account write (a payment, its edit or deletion,
 * a charge), so the home reads one item, never the accounts. An account owing is also in the
 * sparse owing index (gsi1) so its list is paged.
 */
export const SCHOOL_OWING = 'school.owing';

type OwingFacts = Pick<FeeAccountRecord, 'year' | 'opening' | 'fee' | 'billings' | 'paid'>;

/** What an account still owes for its year (0 when settled or in credit). */
export const owingOf = (account: OwingFacts): number =>
  Math.max(
    0,
    account.opening +
      account.fee +
      (account.billings ?? []).reduce((sum, b) => sum + b.amount, 0) -
      account.paid,
  );

/** THE deltas of an account as stored (writes and rebuilds alike). */
export function owingDeltas(account: OwingFacts): Delta[] {
  const owing = owingOf(account);
  return [
    { name: SCHOOL_OWING, key: String(account.year), amount: owing, count: owing > 0 ? 1 : 0 },
  ];
}

/** The owing index's partition of a school year. */
export const owingKey = (emis: string, year: number) => `${emis}#fee_owing#${year}`;

/** The owing index's keys of an account: present while it owes, absent (removed) once settled. */
export const owingKeys = (emis: string, account: OwingFacts & Pick<FeeAccountRecord, 'sid'>) =>
  owingOf(account) > 0
    ? { owing_key: owingKey(emis, account.year), owing_sort: account.sid }
    : undefined;

/**
 * The writes of a transaction that moves the year's paid sum by `delta` cents and each named
 * billing's paid amount by its part, on condition that nobody changed the account since it was
 * read (else the attempt lost a race and reads again), with the unpaid-fees figure and the owing
 * index moved with it. An account that does not exist yet is created (attribute_not_exists: the
 * same race rule).
 */
export function moveAccount(
  tx: TxEntities,
  emis: string,
  state: AccountState,
  delta: number,
  billingDeltas: ReadonlyMap<string, number>,
  at: string,
): Step[] {
  const billings = (state.record?.billings ?? []).map((b) => ({
    ...b,
    paid: b.paid + (billingDeltas.get(b.id) ?? 0),
  }));
  for (const id of billingDeltas.keys())
    if (!billings.some((b) => b.id === id)) throw schoolError('noBilling');
  const version = state.record?.row_version ?? 0;
  const before = state.record;
  const after = {
    sid: state.sid,
    year: state.year,
    opening: before?.opening ?? 0,
    fee: before?.fee ?? 0,
    billings,
    paid: (before?.paid ?? 0) + delta,
  };
  const keys = owingKeys(emis, after);
  const figures = aggregateSteps(tx, emis, [
    ...(before ? negate(owingDeltas(before)) : []),
    ...owingDeltas(after),
  ]);
  if (!before)
    return [
      {
        name: 'account',
        write: tx.feeAccount
          .create({
            emis,
            ...after,
            ...keys,
            updated_at: at,
            row_version: 1,
          })
          .commit(),
        onFail: 'retry',
      },
      ...figures,
    ];
  const patch = tx.feeAccount
    .patch({ emis, sid: state.sid, year: state.year })
    .set({ paid: after.paid, billings, updated_at: at, row_version: version + 1, ...keys });
  return [
    {
      name: 'account',
      write: (keys ? patch : patch.remove(['owing_key', 'owing_sort']))
        .where((a, op) => op.eq(a.row_version, version))
        .commit(),
      onFail: 'retry',
    },
    ...figures,
  ];
}

export type NewPayment = Omit<
  SchoolPaymentRecord,
  'emis' | 'rec_num' | 'year' | 'row_version' | 'created_at' | 'updated_at'
>;

/**
 * The writes that record payments for one student in one year: each gets the next receipt number,
 * the account's paid sum (and the billings' paid amounts) move with them. Read afresh per attempt.
 */
export async function recordPayments(
  db: Database,
  tx: TxEntities,
  emis: string,
  sid: string,
  payments: NewPayment[],
  at: string,
): Promise<{ steps: Step[]; numbers: number[] }> {
  const year = schoolYearOf(payments[0]?.entry_date ?? at);
  const [account, counter] = await Promise.all([
    readAccount(db, emis, sid, year),
    readCounter(db, emis, RECEIPTS),
  ]);
  const billingDeltas = new Map<string, number>();
  for (const p of payments)
    if (p.billing_id)
      billingDeltas.set(p.billing_id, (billingDeltas.get(p.billing_id) ?? 0) + p.amount);
  const total = payments.reduce((sum, p) => sum + p.amount, 0);
  const numbers = payments.map((_, index) => counter.value + 1 + index);
  return {
    numbers,
    steps: [
      takeNumbers(tx, emis, RECEIPTS, counter, payments.length),
      ...moveAccount(tx, emis, account, total, billingDeltas, at),
      ...aggregateSteps(
        tx,
        emis,
        payments.flatMap((p) => paymentDeltas({ sid, entry_date: p.entry_date, amount: p.amount })),
      ),
      ...payments.map((payment, index) => ({
        name: `payment ${payment.id}`,
        write: tx.schoolPayment
          .create({
            ...payment,
            emis,
            sid,
            year,
            rec_num: numbers[index]!,
            created_at: at,
            updated_at: at,
            row_version: 1,
          })
          .commit(),
        // The same id again: the request was already recorded (a resend).
        onFail: 'refuse' as const,
      })),
    ],
  };
}

/** The payment items of a checkout or a form, as payment records (ids given). */
export const paymentsOf = (
  items: readonly PayItem[],
  base: Omit<NewPayment, 'description' | 'amount' | 'billing_id' | 'id'>,
  ids: readonly string[],
): NewPayment[] =>
  items.map((item, index) => ({
    ...base,
    id: ids[index]!,
    description: item.description,
    amount: item.amount,
    billing_id: item.billingId,
  }));

export const paymentView = (r: SchoolPaymentRecord): SchoolPaymentView => ({
  id: r.id,
  sid: r.sid,
  rec_num: r.rec_num,
  description: r.description,
  amount: r.amount,
  method: r.method,
  entry_date: r.entry_date,
  source: r.source,
  billing_id: r.billing_id ?? null,
  row_version: r.row_version,
});

/*
 * The school's figures (architecture rule 3, docs/decisions/school.md): each payment adds its
 * amount to two period families in the transaction that records, edits or deletes it, so a
 * dashboard's income, the year's collected fees and a statement's opening balance read a few
 * aggregate items, never the payments.
 * - `school.payments`: every fee payment of the school by entry date (category `fees`).
 * - `school.student-paid`: each student's payments by entry date, keys `<sid>|m|YYYY-MM|paid`
 *   and `<sid>|d|YYYY-MM-DD|paid` (the kernel's period keys behind the student number).
 */
export const SCHOOL_PAYMENTS = 'school.payments';
export const STUDENT_PAID = 'school.student-paid';

type PaymentFigure = Pick<SchoolPaymentRecord, 'sid' | 'entry_date' | 'amount'>;

/** THE deltas of a payment as recorded (negate them to take it off): writes and rebuilds alike. */
export function paymentDeltas(payment: PaymentFigure): Delta[] {
  if (payment.sid.includes('|')) throw new Error(`A student number with '|': ${payment.sid}`);
  return [
    ...periodDeltas(SCHOOL_PAYMENTS, payment.entry_date, 'fees', payment.amount),
    ...periodDeltas(STUDENT_PAID, payment.entry_date, 'paid', payment.amount).map((d) => ({
      ...d,
      key: `${payment.sid}|${d.key}`,
    })),
  ];
}

/** The school's fee payments entered from `dateFrom` to `dateTo` (days, inclusive): their sum and count. */
export async function schoolPaymentsFigure(
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  dateFrom: string,
  dateTo: string,
): Promise<{ amount: number; count: number }> {
  const fees = (await readPeriod(ctx.db, ctx.emis, SCHOOL_PAYMENTS, dateFrom, dateTo)).get('fees');
  return { amount: fees?.amount ?? 0, count: fees?.count ?? 0 };
}

/** What one student paid from `dateFrom` to `dateTo` (days, inclusive), from their figures. */
export async function studentPaidBetween(
  db: Database,
  emis: string,
  sid: string,
  dateFrom: string,
  dateTo: string,
): Promise<number> {
  const prefixed = (key: string | undefined) => (key === undefined ? undefined : `${sid}|${key}`);
  const figures = await Promise.all(
    periodRanges(dateFrom, dateTo).map((range) =>
      readFigures(db, emis, STUDENT_PAID, {
        from: prefixed(range.from),
        to: prefixed(range.to),
        prefix: prefixed(range.prefix),
      }),
    ),
  );
  return figures.flat().reduce((sum, figure) => sum + figure.amount, 0);
}

/**
 * A student's payments kept for one request: one page at most this long. A year, a day or a
 * statement's period of one student is a few dozen payments; the bound keeps a reply (and its
 * cost) finite whatever a student's history holds.
 */
export const STUDENT_PAYMENTS_BOUND = 1000;

const byEntry = (a: SchoolPaymentRecord, b: SchoolPaymentRecord) =>
  a.entry_date.localeCompare(b.entry_date) || a.rec_num - b.rec_num;

/**
 * A student's payments entered from `dateFrom` to `dateTo` (days, inclusive), oldest first (by
 * entry date, then receipt number): one key-range Query of the student's date index.
 */
export async function paymentsOfStudentBetween(
  db: Database,
  emis: string,
  sid: string,
  dateFrom: string,
  dateTo: string,
): Promise<SchoolPaymentRecord[]> {
  const { data } = await db.entities.schoolPayment.query
    .byStudentDate({ emis, sid })
    .between({ entry_date: dateFrom }, { entry_date: `${dateTo}~` })
    .go({ count: STUDENT_PAYMENTS_BOUND, pages: STUDENT_PAYMENTS_BOUND });
  return data.sort(byEntry);
}

/** A student's payments of one school year, oldest first. */
export const paymentsOfStudent = (db: Database, emis: string, sid: string, year: number) =>
  paymentsOfStudentBetween(db, emis, sid, `${year}-01-01`, `${year}-12-31`);

/** A student's latest payments, newest first (at most STUDENT_PAYMENTS_BOUND). */
export async function latestPaymentsOfStudent(
  db: Database,
  emis: string,
  sid: string,
): Promise<SchoolPaymentRecord[]> {
  const { data } = await db.entities.schoolPayment.query
    .byStudentDate({ emis, sid })
    .go({ order: 'desc', count: STUDENT_PAYMENTS_BOUND, pages: STUDENT_PAYMENTS_BOUND });
  return data.sort((a, b) => byEntry(b, a));
}

/**
 * Whether the company keeps learners' fee accounts (one key-range Query, Limit 1): the finance
 * dashboard offers the School Fees income category only to a company that runs a school.
 */
export async function keepsFeeAccounts(ctx: RequestContext): Promise<boolean> {
  const { data } = await ctx.db.entities.feeAccount.query
    .byStudent({ emis: ctx.emis })
    .go({ limit: 1 });
  return data.length > 0;
}

/** The school year's unpaid fees: the learners' accounts in arrears and what they owe (one item). */
export async function unpaidFeesFigure(
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  year: number,
): Promise<{ count: number; amount: number }> {
  const { count, amount } = await readFigure(ctx.db, ctx.emis, SCHOOL_OWING, String(year));
  return { count, amount };
}

/** The owing index's key attributes: a page's cursor is checked against them. */
export const OWING_CURSOR_KEYS = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

/**
 * One page of the school year's accounts that owe, by student number: a Query of the sparse
 * owing index (gsi1), never the year's every account.
 */
export async function owingAccountsPage(
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  year: number,
  cursor: string | undefined,
  limit: number,
): Promise<{ accounts: FeeAccountRecord[]; cursor: string | null }> {
  const result = await ctx.db.client.send(
    new QueryCommand({
      TableName: ctx.db.table,
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi1pk' },
      ExpressionAttributeValues: { ':pk': owingKey(ctx.emis, year) },
      Limit: limit,
      ...(cursor
        ? {
            ExclusiveStartKey: decodeCursor(
              cursor,
              owingPartition(ctx.emis, year),
              OWING_CURSOR_KEYS,
            ),
          }
        : {}),
    }),
  );
  const accounts = (result.Items ?? []).flatMap((item) => {
    const account = ctx.db.entities.feeAccount.parse({ Item: item }).data;
    return account && account.emis === ctx.emis ? [account] : [];
  });
  return { accounts, cursor: encodeCursor(result.LastEvaluatedKey) };
}

const owingPartition = (emis: string, year: number) => ({
  field: 'gsi1pk',
  value: owingKey(emis, year),
});

/** An account's charges as written: the opening balance, the year's fee and its billings. */
export type AccountCharges = Pick<
  FeeAccountRecord,
  'sid' | 'year' | 'opening' | 'fee' | 'billings' | 'due_date'
>;

/**
 * Writes accounts' charges (the demo seed; fees have no route yet) in one transaction, each on
 * the version read, with the unpaid-fees figure and the owing index moved by the change.
 */
export async function chargeAccounts(
  db: Database,
  emis: string,
  accounts: readonly AccountCharges[],
  at: string,
): Promise<void> {
  await transaction(db, async (tx) => {
    const states = await Promise.all(accounts.map((a) => readAccount(db, emis, a.sid, a.year)));
    return [
      ...states.map((state, i): Step => {
        const next = {
          ...accounts[i]!,
          emis,
          billings: accounts[i]!.billings ?? [],
          paid: state.record?.paid ?? 0,
          updated_at: at,
          row_version: (state.record?.row_version ?? 0) + 1,
        };
        const version = state.record?.row_version;
        return {
          name: `account ${next.sid} ${next.year}`,
          write: tx.feeAccount
            .put({ ...next, ...owingKeys(emis, next) })
            .where((a, op) =>
              version === undefined ? op.notExists(a.row_version) : op.eq(a.row_version, version),
            )
            .commit(),
          onFail: 'retry',
        };
      }),
      ...aggregateSteps(tx, emis, [
        ...states.flatMap((state) => (state.record ? negate(owingDeltas(state.record)) : [])),
        ...accounts.flatMap((a, i) =>
          owingDeltas({ ...a, billings: a.billings ?? [], paid: states[i]!.record?.paid ?? 0 }),
        ),
      ]),
    ];
  });
}
