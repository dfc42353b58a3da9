// Trust money of a legal matter (Legal Practice Act 28 of 2014, s86; REFERENCE.md "Legal
// practice billing and trust money"): the pure rules the server applies and the views it
// answers with. Money in whole cents.
import { formatMoney } from '../money/money';

/** The largest single trust movement: R 100,000,000.00 (a large property transfer), in cents. */
export const MAX_TRUST_CENTS = 10_000_000_000;

export const TRUST_KINDS = ['deposit', 'transfer', 'refund'] as const;
export type TrustKind = (typeof TRUST_KINDS)[number];

export const TRUST_KIND_LABELS: Record<TrustKind, string> = {
  deposit: 'Deposit',
  transfer: 'Transfer to business',
  refund: 'Refund to client',
};

/** What the payment records of an invoice call money transferred to it from trust. */
export const TRUST_PAYMENT_METHOD = 'Trust';

/**
 * The spec's colouring rule (extended.md §4): a status whose name contains "omplete" or "lose"
 * (Completed, Closed...) ends the matter. Such a status is refused while trust money is held.
 */
export const isClosingStatus = (name: string | null | undefined): boolean =>
  /omplete|lose/i.test(name ?? '');

/** How an entry moves the balance: a deposit adds, a transfer or a refund takes out. */
export const trustDelta = (kind: TrustKind, amount: number): number =>
  kind === 'deposit' ? amount : -amount;

/** An entry's number as its key holds it: zero-padded, so entries sort in recording order. */
export const trustSeq = (n: number): string => String(n).padStart(8, '0');

/** The Rand amount as messages print it. */
export const trustMoney = (cents: number): string => formatMoney(cents, 'ZAR');

export const TRUST_MESSAGES = {
  insufficient: (balance: number) =>
    `Insufficient trust funds: this matter holds ${trustMoney(balance)} in trust`,
  holdsMoney: (balance: number) =>
    `This matter still holds trust money (${trustMoney(balance)}); refund or transfer it before closing.`,
  overInvoice: (invoice: number, left: number) =>
    left <= 0
      ? `Invoice ${invoice} is already paid`
      : `The transfer is more than what is left on invoice ${invoice} (${trustMoney(left)})`,
  backdated: (last: string) => `The date cannot be before this matter's last trust entry (${last})`,
  future: 'The date cannot be in the future',
} as const;

/**
 * Why a movement out of trust is refused, if it is: more than the matter holds. The ledger never
 * goes below zero; the database enforces the same on every write.
 */
export function withdrawalRefusal(balance: number, amount: number): string | undefined {
  return amount > balance ? TRUST_MESSAGES.insufficient(balance) : undefined;
}

/**
 * Why an entry's date is refused, if it is: after today, or before the matter's latest entry.
 * Entries are then in date order as well as recording order, so a statement's running balance
 * by date is the ledger's own (and never negative).
 */
export function entryDateRefusal(
  date: string,
  today: string,
  lastDate: string | undefined,
): string | undefined {
  if (date > today) return TRUST_MESSAGES.future;
  if (lastDate && date < lastDate) return TRUST_MESSAGES.backdated(lastDate);
  return undefined;
}

/** One trust entry as the routes answer it. */
export type TrustEntryView = {
  seq: number;
  kind: TrustKind;
  label: string;
  /** Cents, positive. */
  amount: number;
  /** Cents: positive in, negative out. */
  delta: number;
  balance_after: number;
  date: string;
  reference: string | null;
  invoice_number: number | null;
  recorded_by: string | null;
  recorded_at: string | null;
};

export type TrustStatementLine = {
  seq: number;
  date: string;
  description: string;
  reference: string | null;
  /** Cents received into trust (0 when none). */
  money_in: number;
  /** Cents paid out of trust (0 when none). */
  money_out: number;
  balance: number;
};

export type TrustStatement = {
  dateFrom: string | null;
  dateTo: string | null;
  opening: number;
  lines: TrustStatementLine[];
  total_in: number;
  total_out: number;
  closing: number;
};

/** An entry's line text: its kind, and the invoice a transfer paid. */
export const entryDescription = (entry: Pick<TrustEntryView, 'kind' | 'invoice_number'>) =>
  entry.kind === 'transfer' && entry.invoice_number !== null
    ? `${TRUST_KIND_LABELS.transfer}: invoice ${entry.invoice_number}`
    : TRUST_KIND_LABELS[entry.kind];

/**
 * A statement of the period `[from, to]` (either end open) from a matter's entries in recording
 * order: the opening balance is the balance after the last entry before the period, each line
 * carries the running balance, and the closing balance is the last line's (or the opening).
 */
export function trustStatement(
  entries: readonly TrustEntryView[],
  from?: string | null,
  to?: string | null,
): TrustStatement {
  const ordered = [...entries].sort((a, b) => a.seq - b.seq);
  const before = ordered.filter((e) => from && e.date < from);
  const opening = before.at(-1)?.balance_after ?? 0;
  let balance = opening;
  const lines = ordered
    .filter((e) => (!from || e.date >= from) && (!to || e.date <= to))
    .map((e): TrustStatementLine => {
      balance += e.delta;
      return {
        seq: e.seq,
        date: e.date,
        description: entryDescription(e),
        reference: e.reference,
        money_in: e.delta > 0 ? e.amount : 0,
        money_out: e.delta < 0 ? e.amount : 0,
        balance,
      };
    });
  return {
    dateFrom: from ?? null,
    dateTo: to ?? null,
    opening,
    lines,
    total_in: lines.reduce((sum, l) => sum + l.money_in, 0),
    total_out: lines.reduce((sum, l) => sum + l.money_out, 0),
    closing: balance,
  };
}
