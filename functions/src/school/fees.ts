import type { EntityItem } from 'electrodb';
import { schoolYearOf, studentFinance, type StudentFinance } from '@shared/school/finance';
import type { PayItem, SchoolPaymentView } from '@shared/school/schemas';
import type { FeeAccountEntity } from './entities/fee-account.entity';
import type { SchoolPaymentEntity } from './entities/school-payment.entity';
import type { Database } from '../db/service';
import type { RequestContext } from '../kernel/context';
import { readCounter, takeNumbers } from '../kernel/counter';
import type { Step, TxEntities } from '../kernel/transaction';
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

/**
 * The account write of a transaction that moves the year's paid sum by `delta` cents and each
 * named billing's paid amount by its part, on condition that nobody changed the account since
 * it was read (else the attempt lost a race and reads again). An account that does not exist
 * yet is created (attribute_not_exists: the same race rule).
 */
export function moveAccount(
  tx: TxEntities,
  emis: string,
  state: AccountState,
  delta: number,
  billingDeltas: ReadonlyMap<string, number>,
  at: string,
): Step {
  const billings = (state.record?.billings ?? []).map((b) => ({
    ...b,
    paid: b.paid + (billingDeltas.get(b.id) ?? 0),
  }));
  for (const id of billingDeltas.keys())
    if (!billings.some((b) => b.id === id)) throw schoolError('noBilling');
  const version = state.record?.row_version ?? 0;
  if (!state.record)
    return {
      name: 'account',
      write: tx.feeAccount
        .create({
          emis,
          sid: state.sid,
          year: state.year,
          opening: 0,
          fee: 0,
          billings: [],
          paid: delta,
          updated_at: at,
          row_version: 1,
        })
        .commit(),
      onFail: 'retry',
    };
  return {
    name: 'account',
    write: tx.feeAccount
      .patch({ emis, sid: state.sid, year: state.year })
      .set({ paid: state.record.paid + delta, billings, updated_at: at, row_version: version + 1 })
      .where((a, op) => op.eq(a.row_version, version))
      .commit(),
    onFail: 'retry',
  };
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
      moveAccount(tx, emis, account, total, billingDeltas, at),
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

/** A student's payments, oldest first (by entry date, then receipt number); optionally of one year. */
export async function paymentsOfStudent(
  db: Database,
  emis: string,
  sid: string,
  year?: number,
): Promise<SchoolPaymentRecord[]> {
  const { data } = await db.entities.schoolPayment.query
    .byStudent({ emis, sid })
    .go({ pages: 'all' });
  return (year === undefined ? data : data.filter((p) => p.year === year)).sort(
    (a, b) => a.entry_date.localeCompare(b.entry_date) || a.rec_num - b.rec_num,
  );
}

/** The school fee payments entered from `dateFrom` to `dateTo` (days, inclusive). */
export async function schoolPaymentsBetween(
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  dateFrom: string,
  dateTo: string,
) {
  const { data } = await ctx.db.entities.schoolPayment.query
    .byDate({ emis: ctx.emis })
    .between({ entry_date: dateFrom }, { entry_date: `${dateTo}~` })
    .go({ pages: 'all', attributes: ['amount', 'entry_date', 'id', 'sid'] });
  return data;
}
