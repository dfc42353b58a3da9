import type { SaveInvoiceBody, SaveQuoteBody } from '@shared/documents/schemas';
import { documentTotals, totalsProblem, type LineInput } from '@shared/money/totals';
import { formatDate, formatDateTime } from '@shared/time/sast';
import { padNumber } from '../db/entities/document-fields';
import type { InvoiceRecord, QuoteRecord } from '../db/records';
import { AppError } from '../platform/errors';
import type { RequestContext } from '../kernel/context';
import { catalogueCosts, clientOf } from './catalogue-lookup';
import { documentError } from './errors';
import { issuerOf } from './issuer';
import { commit } from '../kernel/transaction';
import { addToSums, advance, readCounter, readSums } from './ledger';

/** When numbering keeps losing races past the runner's budget. */
export const BUSY = { busy: documentError('busy') };

type Line = LineInput & { item_id?: string };

/** Invoices fall due this many days after their date unless the invoice says otherwise. */
export const DUE_DAYS = 30;
/** The dashboard lists this many of the latest quotes and invoices (the screen pages them). */
const DASHBOARD_LIMIT = 200;

const today = (ctx: RequestContext) => formatDate(ctx.deps.clock.now());

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** The client (of this company only), the lines priced and totalled the one shared way. */
async function draft(ctx: RequestContext, clientId: string, lines: Line[], discount: number) {
  // Three independent reads: at once, not one after another.
  const [company, client, costs] = await Promise.all([
    ctx.tenant.company.get(),
    clientOf(ctx.deps.db, ctx.tenant.emis, clientId),
    catalogueCosts(ctx.deps.db, ctx.tenant.emis, lines),
  ]);
  if (!client) throw documentError('noClient', { fields: { client: 'No such client' } });
  const input = {
    lines,
    discount,
    taxRate: company?.tax_rate ?? 15,
    pricesIncludeVat: company?.prices_include_vat === 'Yes',
  };
  const problem = totalsProblem(input);
  if (problem) throw new AppError(400, problem, { fields: { discount: problem } });
  const totals = documentTotals(input);
  return {
    client_id: client.id,
    client_name: client.name,
    client_institution: client.institution || undefined,
    client_address:
      [client.address, client.city, client.postal_code].filter(Boolean).join(', ') || undefined,
    lines: totals.lines.map((line, index) => ({
      item_type: line.item_type,
      item_id: lines[index]?.item_id || undefined,
      name: line.name,
      unit_price: line.unit_price,
      unit_cost: costs[index],
      quantity: line.quantity,
      line_total: line.line_total,
    })),
    total_products: totals.total_products,
    total_services: totals.total_services,
    total_transports: totals.total_transports,
    sub_total: totals.sub_total,
    discount: totals.discount,
    total_tax: totals.total_tax,
    total: totals.total,
    tax_rate: totals.tax_rate,
    prices_include_vat: totals.prices_include_vat,
    currency: company?.currency ?? 'ZAR',
  };
}

export async function getInvoice(ctx: RequestContext, number: number) {
  const { data } = await ctx.deps.db.entities.invoice
    .get({ emis: ctx.tenant.emis, seq: padNumber(number) })
    .go({ consistent: true });
  return data ?? undefined;
}

export async function getQuote(ctx: RequestContext, number: number) {
  const { data } = await ctx.deps.db.entities.quote
    .get({ emis: ctx.tenant.emis, seq: padNumber(number) })
    .go({ consistent: true });
  return data ?? undefined;
}

/** save-invoice-data: a new invoice takes the next number; an existing one is changed. */
export async function saveInvoice(ctx: RequestContext, body: SaveInvoiceBody) {
  const { emis } = ctx.tenant;
  const db = ctx.deps.db;
  const doc = await draft(ctx, body.client, body.items, body.discount);
  const date = body.date ?? today(ctx);
  const at = formatDateTime(ctx.deps.clock.now());
  const fields = {
    ...doc,
    date,
    due_date: body.dueDate ?? addDays(date, DUE_DAYS),
    comment: body.comment || undefined,
    updated_at: at,
  };
  if (body.invoiceNumber === undefined) {
    const saved = await commit(
      db,
      async (tx) => {
        const state = await readCounter(db, emis, 'invoice');
        return {
          value: state.value + 1,
          steps: [
            advance(tx, emis, 'invoice', state, 1, { total: doc.total }),
            {
              name: 'invoice',
              write: tx.invoice
                .create({
                  ...fields,
                  emis,
                  number: state.value + 1,
                  seq: padNumber(state.value + 1),
                  total_paid: 0,
                  created_by: ctx.caller.userId,
                  created_at: at,
                  row_version: 1,
                })
                .commit(),
              onFail: documentError('changed'),
            },
          ],
        };
      },
      BUSY,
    );
    return { status: 'success' as const, invoiceNumber: saved };
  }
  const number = body.invoiceNumber;
  await commit(
    db,
    async (tx) => {
      const current = await getInvoice(ctx, number);
      if (!current) throw documentError('noInvoice');
      if (doc.total < current.total_paid) throw documentError('belowPaid');
      return [
        {
          name: 'invoice',
          write: tx.invoice
            .patch({ emis, seq: current.seq })
            .set({ ...fields, row_version: (current.row_version ?? 0) + 1 })
            // Unchanged since read, and nobody paid meanwhile (the new total was checked
            // against what was paid then).
            .where(
              (a, op) =>
                `${op.eq(a.total_paid, current.total_paid)} AND ${
                  current.row_version === undefined
                    ? op.notExists(a.row_version)
                    : op.eq(a.row_version, current.row_version)
                }`,
            )
            .commit(),
          // A change or a payment since the read is someone else's work: 409, not an overwrite.
          onFail: documentError('changed'),
        },
        addToSums(tx, emis, 'invoice', { total: doc.total - current.total }),
      ];
    },
    BUSY,
  );
  return { status: 'success' as const, invoiceNumber: number };
}

/** The spec's quote lines (services, products, transports) as document lines. */
function quoteLines(body: SaveQuoteBody): Line[] {
  return [
    ...body.products.map((l) => ({
      item_type: 'product' as const,
      item_id: l.id,
      name: l.name,
      unit_price: l.unitPrice,
      quantity: l.quantity,
    })),
    ...body.services.map((l) => ({
      item_type: 'service' as const,
      item_id: l.id,
      name: l.name,
      unit_price: l.serviceFee,
      quantity: l.quantity,
    })),
    ...body.transports.map((l) => ({
      item_type: 'transportation' as const,
      item_id: l.id,
      name: l.name,
      unit_price: l.transportationFee,
      quantity: l.quantity,
    })),
  ];
}

/** save-quote-data: a new quotation takes the next number; an open one is changed. */
export async function saveQuote(ctx: RequestContext, body: SaveQuoteBody) {
  const { emis } = ctx.tenant;
  const db = ctx.deps.db;
  const doc = await draft(ctx, body.selectedClient, quoteLines(body), body.tax_id);
  const at = formatDateTime(ctx.deps.clock.now());
  const fields = {
    ...doc,
    date: body.quoteDate ?? today(ctx),
    comment: body.description || 'Quotation',
    updated_at: at,
  };
  if (body.quote_number === undefined) {
    const saved = await commit(
      db,
      async (tx) => {
        const state = await readCounter(db, emis, 'quote');
        return {
          value: state.value + 1,
          steps: [
            advance(tx, emis, 'quote', state, 1, { total: doc.total }),
            {
              name: 'quote',
              write: tx.quote
                .create({
                  ...fields,
                  emis,
                  number: state.value + 1,
                  seq: padNumber(state.value + 1),
                  status: 'open',
                  created_by: ctx.caller.userId,
                  created_at: at,
                  row_version: 1,
                })
                .commit(),
              onFail: documentError('changed'),
            },
          ],
        };
      },
      BUSY,
    );
    return { status: 'success' as const, quoteNumber: saved };
  }
  const number = body.quote_number;
  await commit(
    db,
    async (tx) => {
      const current = await getQuote(ctx, number);
      if (!current) throw documentError('noQuote');
      if (current.status !== 'open') throw documentError('converted');
      return [
        {
          name: 'quote',
          write: tx.quote
            .patch({ emis, seq: current.seq })
            .set({ ...fields, row_version: (current.row_version ?? 0) + 1 })
            .where(
              (a, op) =>
                `${op.eq(a.status, 'open')} AND ${
                  current.row_version === undefined
                    ? op.notExists(a.row_version)
                    : op.eq(a.row_version, current.row_version)
                }`,
            )
            .commit(),
          onFail: documentError('changed'),
        },
        addToSums(tx, emis, 'quote', { total: doc.total - current.total }),
      ];
    },
    BUSY,
  );
  return { status: 'success' as const, quoteNumber: number };
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
  const { data: payments } = await ctx.deps.db.entities.payment.query
    .byInvoice({ emis: ctx.tenant.emis, invoice_seq: invoice.seq })
    .go({ pages: 'all' });
  return {
    invoice: invoiceView(invoice),
    payments: payments.map(({ emis: _emis, invoice_seq: _seq, ...payment }) => payment),
    issuer,
    today: today(ctx),
  };
}

/** get-invoices-and-quotations-data: the four totals and the latest quotes and invoices. */
export async function dashboard(ctx: RequestContext) {
  const { emis } = ctx.tenant;
  const e = ctx.deps.db.entities;
  const [sums, quotes, invoices, issuer] = await Promise.all([
    readSums(ctx.deps.db, emis),
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
