/**
 * A student's statement of account for a date range within one school year (issue 12, "Beyond
 * the anchors"), in integer cents. Pure: the account and its payments in, the statement out.
 *
 * Dates (decided here, docs/decisions/school.md):
 * - The account's `opening` is the balance carried into the year (arrears; negative is a
 *   credit): it stands before anything of the year, so it is always part of the opening balance.
 * - The year's fee and every billing are charged on 1 January of the year: the account is the
 *   year's bill, so a statement that reaches the end of the year closes on the student finance's
 *   `balance_due_year`. A due date is when a charge must be paid (the reminders' date), not when
 *   it is charged; a line names it ("due 2026-02-28").
 * - A payment is dated by its entry date's day (`YYYY-MM-DD`, Johannesburg).
 *
 * Opening balance at `dateFrom` = the carried balance + every charge before `dateFrom` − every
 * payment before `dateFrom`. Then the lines from `dateFrom` to `dateTo`, both inclusive, oldest
 * first (on one day the charges before the payments, payments by entry time and receipt number),
 * each with the running balance; the closing balance is the last one (the opening with no lines).
 */

export type StatementAccount = {
  year: number;
  /** Cents carried into the year. */
  opening: number;
  /** Cents: the year's school fee. */
  fee: number;
  /** `YYYY-MM-DD` the fee is due, when the school set one. */
  fee_due_date?: string | null;
  billings: ReadonlyArray<{
    id: string;
    description: string;
    amount: number;
    due_date?: string | null;
  }>;
};

export type StatementPayment = {
  rec_num: number;
  description: string;
  method: string;
  /** Cents. */
  amount: number;
  /** `YYYY-MM-DD HH:mm:ss` (or a bare date). */
  entry_date: string;
};

export type StatementLine = {
  /** `YYYY-MM-DD`. */
  date: string;
  kind: 'charge' | 'payment';
  description: string;
  /** A payment's receipt number; null for a charge. */
  rec_num: number | null;
  /** Cents charged (0 on a payment line). */
  charge: number;
  /** Cents paid (0 on a charge line). */
  payment: number;
  /** Cents owed after this line (negative is a credit). */
  balance: number;
};

export type Statement = {
  year: number;
  dateFrom: string;
  dateTo: string;
  /** Cents owed at the start of `dateFrom`. */
  opening: number;
  lines: StatementLine[];
  /** Cents charged within the range. */
  charges: number;
  /** Cents paid within the range. */
  payments: number;
  /** Cents owed at the end of `dateTo` = opening + charges − payments. */
  closing: number;
};

/** The day every charge of a school year is dated: its first. */
export const yearStart = (year: number) => `${String(year).padStart(4, '0')}-01-01`;

const due = (date: string | null | undefined) => (date ? ` (due ${date.slice(0, 10)})` : '');

type Movement = Omit<StatementLine, 'balance'> & { order: string };

function movementsOf(account: StatementAccount, payments: readonly StatementPayment[]): Movement[] {
  const start = yearStart(account.year);
  const charges: Movement[] = [
    ...(account.fee !== 0
      ? [
          {
            description: `School fees ${account.year}${due(account.fee_due_date)}`,
            amount: account.fee,
          },
        ]
      : []),
    ...account.billings
      .filter((b) => b.amount !== 0)
      .map((b) => ({ description: `${b.description}${due(b.due_date)}`, amount: b.amount })),
  ].map((c, index) => ({
    date: start,
    kind: 'charge' as const,
    description: c.description,
    rec_num: null,
    charge: c.amount,
    payment: 0,
    // Charges first on their day, in the account's order.
    order: `${start} 0 ${String(index).padStart(6, '0')}`,
  }));
  const paid: Movement[] = payments.map((p) => ({
    date: p.entry_date.slice(0, 10),
    kind: 'payment' as const,
    description: p.description,
    rec_num: p.rec_num,
    charge: 0,
    payment: p.amount,
    order: `${p.entry_date.slice(0, 10)} 1 ${p.entry_date.slice(11)} ${String(p.rec_num).padStart(12, '0')}`,
  }));
  return [...charges, ...paid].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
}

/**
 * The statement of `account` and its `payments` (the year's) from `dateFrom` to `dateTo`
 * (`YYYY-MM-DD`, inclusive). A range that starts after 1 January carries the earlier charges and
 * payments in its opening balance; a range without movements has no lines and closes on its
 * opening. Throws a RangeError when `dateFrom` is after `dateTo`.
 */
export function studentStatement(
  account: StatementAccount,
  payments: readonly StatementPayment[],
  dateFrom: string,
  dateTo: string,
): Statement {
  if (dateFrom > dateTo) throw new RangeError(`${dateFrom} is after ${dateTo}`);
  let balance = account.opening;
  const lines: StatementLine[] = [];
  let charges = 0;
  let paid = 0;
  for (const { order: _order, ...movement } of movementsOf(account, payments)) {
    if (movement.date > dateTo) break;
    balance += movement.charge - movement.payment;
    if (movement.date < dateFrom) continue;
    charges += movement.charge;
    paid += movement.payment;
    lines.push({ ...movement, balance });
  }
  const closing = balance;
  return {
    year: account.year,
    dateFrom,
    dateTo,
    opening: closing - charges + paid,
    lines,
    charges,
    payments: paid,
    closing,
  };
}

/** The statement PDF's file name: `Statement-<sid>-<dateFrom>-<dateTo>.pdf`. */
export const statementFileName = (sid: string, dateFrom: string, dateTo: string) =>
  `Statement-${sid.replace(/[^A-Za-z0-9_-]/g, '_')}-${dateFrom}-${dateTo}.pdf`;

/** How a statement line's description reads: a payment names its receipt. */
export const statementLineText = (line: StatementLine) =>
  line.rec_num === null ? line.description : `${line.description} · Receipt ${line.rec_num}`;

/** The closing balance's label: what is owed, or the school owes the student a credit. */
export const closingLabel = (closing: number) => (closing < 0 ? 'Credit balance' : 'Balance due');
