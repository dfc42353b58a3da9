import { TRUST_PAYMENT_METHOD } from '@shared/legal/trust';
import { padNumber } from './entities/document-fields';
import type { InvoiceRecord, QuoteRecord } from './records';
import type { RequestContext } from '../kernel/context';
import { clientById } from '../clients';
import { today } from './dates';
import { documentError } from './errors';
import { issuerOf } from './issuer';
import { readSums } from './ledger';
import { badCursor, checkedCursor, encodeCursor } from '../kernel/pager';
import type { DashboardQuery } from '@shared/documents/schemas';

/**
 * An invoice's payments listed with it: at most this many, oldest first (one Query; a payment
 * is at least a cent of what is left, and an invoice in practice has a handful).
 */
const INVOICE_PAYMENTS_LIMIT = 1000;

export async function getInvoice(ctx: RequestContext, number: number) {
  const { data } = await ctx.db.entities.invoice
    .get({ emis: ctx.tenant.emis, seq: padNumber(number) })
    .go({ consistent: true });
  return data ?? undefined;
}

export async function getQuote(ctx: RequestContext, number: number) {
  const { data } = await ctx.db.entities.quote
    .get({ emis: ctx.tenant.emis, seq: padNumber(number) })
    .go({ consistent: true });
  return data ?? undefined;
}

export function quoteView(quote: QuoteRecord) {
  const { emis: _emis, seq: _seq, ...rest } = quote;
  return { ...rest, quote_number: quote.number, quote_date: quote.date };
}

export function invoiceView(invoice: InvoiceRecord) {
  const { emis: _emis, seq: _seq, ...rest } = invoice;
  return { ...rest, invoice_number: invoice.number, invoice_date: invoice.date };
}

/** get-quote-data: the quotation and its lines by kind, as the spec's editor reads them. */
export async function quoteData(ctx: RequestContext, number: number) {
  const [quote, issuer] = await Promise.all([getQuote(ctx, number), issuerOf(ctx)]);
  if (!quote) throw documentError('noQuote');
  const client = await clientById({ db: ctx.db, emis: ctx.tenant.emis }, quote.client_id);
  const of = (type: string) => quote.lines.filter((line) => line.item_type === type);
  return {
    // The editor works the quote's totals in the mode it was issued with, not today's setting.
    issuer: { ...issuer, prices_include_vat: quote.prices_include_vat },
    client_email: client?.email || undefined,
    quoteData: quoteView(quote),
    products: of('product').map((l) => ({
      ...l,
      unitPrice: l.unit_price,
      lineTotal: l.line_total,
    })),
    services: of('service').map((l) => ({
      ...l,
      serviceFee: l.unit_price,
      lineTotal: l.line_total,
    })),
    transports: of('transportation').map((l) => ({
      ...l,
      transportationFee: l.unit_price,
      lineTotal: l.line_total,
    })),
  };
}

/** get-invoice-data: the invoice, its payments and where it stands. */
export async function invoiceData(ctx: RequestContext, number: number) {
  const [invoice, issuer] = await Promise.all([getInvoice(ctx, number), issuerOf(ctx)]);
  if (!invoice) throw documentError('noInvoice');
  const [{ data: payments }, client] = await Promise.all([
    ctx.db.entities.payment.query
      .byInvoice({ emis: ctx.tenant.emis, invoice_seq: invoice.seq })
      .go({ limit: INVOICE_PAYMENTS_LIMIT }),
    clientById({ db: ctx.db, emis: ctx.tenant.emis }, invoice.client_id),
  ]);
  return {
    invoice: invoiceView(invoice),
    payments: payments.map(({ emis: _emis, invoice_seq: _seq, ...payment }) => payment),
    // Money transferred from a legal matter's trust account, apart from ordinary receipts.
    paid_from_trust: payments
      .filter((payment) => payment.method === TRUST_PAYMENT_METHOD)
      .reduce((sum, payment) => sum + payment.amount, 0),
    // An issued invoice keeps its VAT mode (figures and wording) whatever the setting says now.
    issuer: { ...issuer, prices_include_vat: invoice.prices_include_vat },
    today: today(ctx),
    client_email: client?.email || undefined,
  };
}

/** Where each of the dashboard's lists goes on (null: it ran out). */
type DashboardCursor = { quotes: string | null; invoices: string | null };

/**
 * The dashboard's cursor: the kernel pager's cursor of each list, each checked to be one of
 * this company's lists (else 400, never a read elsewhere).
 */
function dashboardCursor(emis: string, cursor: string | undefined): DashboardCursor | undefined {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const { q, i } = (parsed ?? {}) as { q?: unknown; i?: unknown };
  const part = (value: unknown, list: string) => {
    if (value === null) return null;
    if (typeof value !== 'string' || !value) throw badCursor();
    return checkedCursor(value, { field: 'pk', value: `${emis}#${list}` }) ?? null;
  };
  const at = { quotes: part(q, 'quote'), invoices: part(i, 'invoice') };
  if (at.quotes === null && at.invoices === null) throw badCursor();
  return at;
}

/** A query read newest first, a page at a time (ElectroDB's `go`). */
export type NewestFirst<T> = {
  go(options: {
    order: 'desc';
    limit: number;
    cursor: string | null;
  }): Promise<{ data: T[]; cursor: string | null }>;
};

/**
 * One page of a newest-first list going on from `cursor`: a list that ran out on an earlier
 * page (cursor null) is not read again. The dashboard's and the client profile's lists.
 */
export const newestPage = <T>(
  query: NewestFirst<T>,
  cursor: string | null | undefined,
  limit: number,
): Promise<{ data: T[]; cursor: string | null }> =>
  cursor === null
    ? Promise.resolve({ data: [] as T[], cursor: null })
    : query.go({ order: 'desc', limit, cursor: cursor ?? null });

/**
 * get-invoices-and-quotations-data: the four totals (running sums, ledger.ts) and a page of the
 * quotes and of the invoices, newest first: `limit` of each after `cursor`, one Query a list,
 * whatever the company's history holds. The reply's cursor goes on with both lists (a list that
 * ran out answers none); `more` says which lists have rows after this page.
 */
export async function dashboard(ctx: RequestContext, q: DashboardQuery) {
  const { emis } = ctx.tenant;
  const e = ctx.db.entities;
  const at = dashboardCursor(emis, q.cursor);
  const page = <T>(query: NewestFirst<T>, cursor: string | null | undefined) =>
    newestPage(query, cursor, q.limit);
  const [sums, quotes, invoices, issuer] = await Promise.all([
    readSums(ctx.db, emis),
    page(e.quote.query.byNumber({ emis }), at?.quotes),
    page(e.invoice.query.byNumber({ emis }), at?.invoices),
    issuerOf(ctx),
  ]);
  const next =
    quotes.cursor || invoices.cursor
      ? encodeCursor({ q: quotes.cursor ?? null, i: invoices.cursor ?? null })
      : null;
  return {
    totals: {
      quotes: sums.quotes,
      invoices: sums.invoices,
      paid: sums.paid,
      outstanding: sums.invoices - sums.paid,
    },
    quotes: quotes.data.map(quoteView),
    invoices: invoices.data.map(invoiceView),
    issuer,
    today: today(ctx),
    cursor: next,
    more: { quotes: Boolean(quotes.cursor), invoices: Boolean(invoices.cursor) },
  };
}
