import type { Database } from '../db/service';
import {
  aggregateSteps,
  negate,
  periodDeltas,
  readFigures,
  readPeriod,
  type Delta,
} from '../kernel/aggregates';
import type { Step, TxEntities } from '../kernel/transaction';
import type { RequestContext } from '../kernel/context';

/*
 * The documents' running figures (issue 24, architecture rule 3), added in the transaction of
 * the write that changes them, so a dashboard, a profile or a statement reads a few aggregate
 * items whatever the company's history holds. Each family is derived from one record by ONE
 * function below: the writes add `deltas(new) - deltas(old)` and the rebuild test sums the
 * records with the same function. The four dashboard totals stay the invoice and quote
 * counters' running sums (`total`, `paid`, ledger.ts), written in the same transactions; the
 * quote counter's `total` is the open quotes' (a conversion moves a quote's total to invoices).
 */

/**
 * Period family: invoices by their date, category `total`: amount the totals (cents), count the
 * invoices and `second` their VAT, on the same items (one month and one day item per invoice
 * write, not two of each: an invoice's transaction is short, numbering races few).
 */
export const INVOICES = 'invoices';
/**
 * Period family: what is still unpaid on invoices by their DUE date, category `unpaid` (amount:
 * total less paid; count: invoices not paid in full), so the home's overdue figure is a read of
 * the days before today, never of the invoices (issue 28).
 */
export const INVOICES_DUE = 'invoices-due';
/** Period family: payments on invoices by entry date, category `paid`. */
export const PAYMENTS = 'invoice-payments';
/** Period family of one client: `invoiced` by invoice date, `paid` by payment entry date. */
export const clientPeriod = (clientId: string) => `client-period#${clientId}`;
/**
 * A client's running totals, keys `<client>|paid` (amount: paid on its invoices, count: invoices
 * paid in full) and `<client>|quotes` (count: quotations). What it was invoiced is the sum of
 * its period family's month items (`clientTotals`): an invoice's write adds to no third item.
 */
export const CLIENT_TOTALS = 'client-totals';

type InvoiceFacts = {
  client_id: string;
  date: string;
  /** Absent (an old record): due on its date. */
  due_date?: string;
  total: number;
  total_tax: number;
  total_paid: number;
};
type PaymentFacts = { client_id?: string; entry_date: string; amount: number };
type QuoteFacts = { client_id: string; total: number; status?: 'open' | 'converted' };

/** What one invoice adds to the figures. */
export function invoiceDeltas(invoice: InvoiceFacts): Delta[] {
  const client = invoice.client_id;
  return [
    ...periodDeltas(INVOICES, invoice.date, 'total', invoice.total, 1, invoice.total_tax),
    ...periodDeltas(clientPeriod(client), invoice.date, 'invoiced', invoice.total),
    ...periodDeltas(
      INVOICES_DUE,
      invoice.due_date ?? invoice.date,
      'unpaid',
      Math.max(0, invoice.total - invoice.total_paid),
      invoice.total_paid < invoice.total ? 1 : 0,
    ),
    {
      name: CLIENT_TOTALS,
      key: `${client}|paid`,
      amount: invoice.total_paid,
      count: invoice.total_paid >= invoice.total ? 1 : 0,
    },
  ];
}

/** What one payment on an invoice adds (its client's figures only once it names the client). */
export function paymentDeltas(payment: PaymentFacts): Delta[] {
  return [
    ...periodDeltas(PAYMENTS, payment.entry_date, 'paid', payment.amount),
    ...(payment.client_id
      ? periodDeltas(clientPeriod(payment.client_id), payment.entry_date, 'paid', payment.amount)
      : []),
  ];
}

/**
 * What one quotation adds: counted as issued; its amount only while open (a converted quote's
 * amount is its invoice's, so a client's account counts each document once).
 */
export function quoteDeltas(quote: QuoteFacts): Delta[] {
  const amount = quote.status === 'converted' ? 0 : quote.total;
  return [{ name: CLIENT_TOTALS, key: `${quote.client_id}|quotes`, amount, count: 1 }];
}

/** The change from `before` to `after` (either absent: a creation or a deletion). */
export function changeDeltas<R>(
  deltasOf: (record: R) => Delta[],
  before: R | undefined,
  after: R | undefined,
): Delta[] {
  return [...(before ? negate(deltasOf(before)) : []), ...(after ? deltasOf(after) : [])];
}

/** The transaction steps of `deltas` (none when they cancel out). */
export const figureSteps = (tx: TxEntities, emis: string, deltas: readonly Delta[]): Step[] =>
  aggregateSteps(tx, emis, deltas);

type Tenant = Pick<RequestContext, 'db' | 'emis'>;
export type PeriodFigure = { amount: number; count: number };

const figureOf = async (db: Database, emis: string, name: string, from: string, to: string) =>
  readPeriod(db, emis, name, from, to);

/** The payments on invoices entered from `dateFrom` to `dateTo` (days, inclusive). */
export async function invoicePaymentsFigure(
  ctx: Tenant,
  dateFrom: string,
  dateTo: string,
): Promise<PeriodFigure> {
  const paid = (await figureOf(ctx.db, ctx.emis, PAYMENTS, dateFrom, dateTo)).get('paid');
  return { amount: paid?.amount ?? 0, count: paid?.count ?? 0 };
}

/** The VAT of the invoices dated from `dateFrom` to `dateTo` (output tax; count: invoices). */
export async function invoiceTaxFigure(
  ctx: Tenant,
  dateFrom: string,
  dateTo: string,
): Promise<PeriodFigure> {
  const total = (await figureOf(ctx.db, ctx.emis, INVOICES, dateFrom, dateTo)).get('total');
  return { amount: total?.second ?? 0, count: total?.count ?? 0 };
}

/** The totals of the invoices dated from `dateFrom` to `dateTo` (count: invoices). */
export async function invoiceTotalFigure(
  ctx: Tenant,
  dateFrom: string,
  dateTo: string,
): Promise<PeriodFigure> {
  const total = (await figureOf(ctx.db, ctx.emis, INVOICES, dateFrom, dateTo)).get('total');
  return { amount: total?.amount ?? 0, count: total?.count ?? 0 };
}

/**
 * A client's account: what was quoted, invoiced and paid, and how many of each. Invoiced is
 * the sum of its period family's month items (two a month it had invoices or payments: the
 * read grows with the calendar span, never with the records).
 */
export async function clientTotals(db: Database, emis: string, clientId: string) {
  const [figures, months] = await Promise.all([
    readFigures(db, emis, CLIENT_TOTALS, { prefix: `${clientId}|` }),
    readFigures(db, emis, clientPeriod(clientId), { prefix: 'm|' }),
  ]);
  const of = (what: string) =>
    figures.find((figure) => figure.key === `${clientId}|${what}`) ?? { amount: 0, count: 0 };
  const invoiced = { amount: 0, count: 0 };
  for (const month of months)
    if (month.key.endsWith('|invoiced')) {
      invoiced.amount += month.amount;
      invoiced.count += month.count;
    }
  return { quotes: of('quotes'), invoiced, paid: of('paid') };
}

/** The day before `date` (`YYYY-MM-DD`). */
export function dayBefore(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) - 1)).toISOString().slice(0, 10);
}

/** The first day figures are read from: before any record a company can hold. */
const BEGINNING = '0001-01-01';

/**
 * What a client was charged and paid from `dateFrom` to `dateTo` (inclusive; from the
 * beginning when `dateFrom` is absent): whole months from month items and only the edge
 * months' days, so the read grows with the calendar span, never with the records.
 */
export async function clientMovements(
  ctx: Tenant,
  clientId: string,
  dateFrom: string | undefined,
  dateTo: string,
) {
  const from = dateFrom ?? BEGINNING;
  if (from > dateTo) return { charged: 0, paid: 0 };
  const figures = await readPeriod(ctx.db, ctx.emis, clientPeriod(clientId), from, dateTo);
  return {
    charged: figures.get('invoiced')?.amount ?? 0,
    paid: figures.get('paid')?.amount ?? 0,
  };
}

/** A client's balance at the start of `date`: everything charged minus paid before it. */
export async function clientBalanceBefore(ctx: Tenant, clientId: string, date: string) {
  const before = await clientMovements(ctx, clientId, undefined, dayBefore(date));
  return before.charged - before.paid;
}

/** The first day the overdue figure reads from: before any invoice Kantoor holds. */
const EPOCH = '2000-01-01';

/**
 * The company's invoices overdue on `today` (due before it, not paid in full): count and amount
 * unpaid, from the `invoices-due` aggregate (a few month and day items, whatever the history).
 */
export async function overdueInvoicesFigure(ctx: Tenant, today: string): Promise<PeriodFigure> {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const yesterday = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
  const unpaid = (await figureOf(ctx.db, ctx.emis, INVOICES_DUE, EPOCH, yesterday)).get('unpaid');
  return { amount: unpaid?.amount ?? 0, count: unpaid?.count ?? 0 };
}
