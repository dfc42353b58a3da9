/**
 * A client's statement of account for a period (issue 14, "Beyond the anchors"), in integer
 * cents. Pure: the client's invoices and the payments on them in, the statement out.
 *
 * An invoice is charged on its date; a payment is credited on its entry date. Opening balance at
 * `dateFrom` = every invoice before it − every payment before it. Then the lines from `dateFrom`
 * to `dateTo` (both included), oldest first (on one day invoices before payments, invoices by
 * number, payments by invoice and time), each with the running balance; the closing balance is
 * the last one (the opening when the period has no lines).
 */

export type StatementInvoice = { number: number; date: string; total: number };
export type StatementInvoicePayment = {
  id: string;
  invoice_number: number;
  /** `YYYY-MM-DD` (or a date-time, whose day is taken). */
  entry_date: string;
  amount: number;
  method: string;
};

export type ClientStatementLine = {
  date: string;
  kind: 'invoice' | 'payment';
  description: string;
  invoice_number: number;
  /** Cents charged (0 on a payment line). */
  charge: number;
  /** Cents paid (0 on an invoice line). */
  payment: number;
  /** Cents owed after this line (negative: a credit). */
  balance: number;
};

export type ClientStatement = {
  dateFrom: string;
  dateTo: string;
  opening: number;
  lines: ClientStatementLine[];
  charges: number;
  payments: number;
  closing: number;
};

const pad = (n: number) => String(n).padStart(12, '0');

/** A statement line without its balance. */
export type Movement = Omit<ClientStatementLine, 'balance'>;

/** An invoice's line: charged on its date. */
export const invoiceMovement = (i: StatementInvoice): Movement => ({
  date: i.date.slice(0, 10),
  kind: 'invoice',
  description: `Invoice ${i.number}`,
  invoice_number: i.number,
  charge: i.total,
  payment: 0,
});

/** A payment's line: credited on its entry date. */
export const paymentMovement = (p: StatementInvoicePayment): Movement => ({
  date: p.entry_date.slice(0, 10),
  kind: 'payment',
  description: `Payment (${p.method}) on invoice ${p.invoice_number}`,
  invoice_number: p.invoice_number,
  charge: 0,
  payment: p.amount,
});

/** The statement of `invoices` and `payments` from `dateFrom` to `dateTo` (`YYYY-MM-DD`, inclusive). */
export function clientStatement(
  invoices: readonly StatementInvoice[],
  payments: readonly StatementInvoicePayment[],
  dateFrom: string,
  dateTo: string,
): ClientStatement {
  if (dateFrom > dateTo) throw new RangeError(`${dateFrom} is after ${dateTo}`);
  const movements = [
    ...invoices.map((i) => ({
      order: `${i.date.slice(0, 10)} 0 ${pad(i.number)}`,
      ...invoiceMovement(i),
    })),
    ...payments.map((p) => ({
      order: `${p.entry_date.slice(0, 10)} 1 ${pad(p.invoice_number)} ${p.id}`,
      ...paymentMovement(p),
    })),
  ].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  let balance = 0;
  let charges = 0;
  let paid = 0;
  const lines: ClientStatementLine[] = [];
  for (const { order: _order, ...movement } of movements) {
    if (movement.date > dateTo) break;
    balance += movement.charge - movement.payment;
    if (movement.date < dateFrom) continue;
    charges += movement.charge;
    paid += movement.payment;
    lines.push({ ...movement, balance });
  }
  return {
    dateFrom,
    dateTo,
    opening: balance - charges + paid,
    lines,
    charges,
    payments: paid,
    closing: balance,
  };
}

/** The client statement PDF's file name. */
export const clientStatementFileName = (name: string, dateFrom: string, dateTo: string) =>
  `Statement-${name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60)}-${dateFrom}-${dateTo}.pdf`;
