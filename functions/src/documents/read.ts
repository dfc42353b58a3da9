import { TRUST_PAYMENT_METHOD } from '@shared/legal/trust';
import { padNumber } from './entities/document-fields';
import type { InvoiceRecord, QuoteRecord } from './records';
import type { RequestContext } from '../kernel/context';
import { today } from './dates';
import { documentError } from './errors';
import { issuerOf } from './issuer';
import { readSums } from './ledger';

/**
 * An invoice's payments listed with it: at most this many, oldest first (one Query; a payment
 * is at least a cent of what is left, and an invoice in practice has a handful).
 */
const INVOICE_PAYMENTS_LIMIT = 1000;

/** The dashboard lists this many of the latest quotes and invoices (the screen pages them). */
const DASHBOARD_LIMIT = 200;

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
  const of = (type: string) => quote.lines.filter((line) => line.item_type === type);
  return {
    issuer,
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
  const { data: payments } = await ctx.db.entities.payment.query
    .byInvoice({ emis: ctx.tenant.emis, invoice_seq: invoice.seq })
    .go({ limit: INVOICE_PAYMENTS_LIMIT });
  return {
    invoice: invoiceView(invoice),
    payments: payments.map(({ emis: _emis, invoice_seq: _seq, ...payment }) => payment),
    // Money transferred from a legal matter's trust account, apart from ordinary receipts.
    paid_from_trust: payments
      .filter((payment) => payment.method === TRUST_PAYMENT_METHOD)
      .reduce((sum, payment) => sum + payment.amount, 0),
    issuer,
    today: today(ctx),
  };
}

/** get-invoices-and-quotations-data: the four totals and the latest quotes and invoices. */
export async function dashboard(ctx: RequestContext) {
  const { emis } = ctx.tenant;
  const e = ctx.db.entities;
  const [sums, quotes, invoices, issuer] = await Promise.all([
    readSums(ctx.db, emis),
    e.quote.query.byNumber({ emis }).go({ order: 'desc', limit: DASHBOARD_LIMIT }),
    e.invoice.query.byNumber({ emis }).go({ order: 'desc', limit: DASHBOARD_LIMIT }),
    issuerOf(ctx),
  ]);
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
  };
}
