import type { SaveInvoiceBody, SaveQuoteBody } from '@shared/documents/schemas';
import { formatDateTime } from '@shared/time/sast';
import { padNumber } from './entities/document-fields';
import type { PaymentRecord } from './records';
import type { RequestContext } from '../kernel/context';
import type { Delta } from '../kernel/aggregates';
import { requestOf } from '../kernel/request';
import { commit, type Plan, type TxEntities } from '../kernel/transaction';
import { addDays, DUE_DAYS, today } from './dates';
import { draft, itemKey, type ItemCheck, type Line } from './draft';
import { BUSY, documentError } from './errors';
import {
  invoiceKind,
  quoteKind,
  type DocumentKind,
  type Fields,
  type InvoiceTerms,
  type Saved,
  type Terms,
} from './kinds';
import { changeDeltas, figureSteps, paymentDeltas } from './figures';
import { addToSums, advance, readCounter } from './ledger';

type SaveRequest<T> = {
  /** The document to change; a new one when absent. */
  number?: number;
  client: string;
  lines: Line[];
  discount: number;
  /** The kind's own fields: its date and comment (and an invoice's due date). */
  terms: T;
  /** The request's field of each line, for a line whose item is not the company's. */
  fieldOf: ItemCheck['fieldOf'];
};

/**
 * The steps of a new document, planned on one attempt's reads: the next number of its counter
 * (gap-free: the counter's write holds only if nobody took a number since the read, else the
 * attempt is planned again) with its total added to the running sum, and the document itself.
 */
export async function newDocumentSteps<T extends Terms, R extends Saved>(
  ctx: RequestContext,
  tx: TxEntities,
  kind: DocumentKind<T, R>,
  fields: Fields<T>,
  /** An invoice paid as it is issued (a store sale): its paid total, added to the paid sum. */
  paid = 0,
  /** Figures changed with the document in this transaction (a store sale's payment). */
  more: Delta[] = [],
): Promise<Plan<number>> {
  const { emis } = ctx.tenant;
  const counter = await readCounter(ctx.db, emis, kind.sequence);
  const next = counter.value + 1;
  return {
    value: next,
    steps: [
      advance(tx, emis, kind.sequence, counter, 1, { total: fields.total, paid }),
      {
        name: kind.sequence,
        write: kind.create(tx, {
          ...fields,
          ...(paid > 0 ? { total_paid: paid } : {}),
          emis,
          number: next,
          seq: padNumber(next),
          created_by: ctx.caller.userId,
          created_at: fields.updated_at,
          row_version: 1,
        }),
        onFail: documentError('changed'),
      },
      ...figureSteps(tx, emis, [...kind.deltas({ ...fields, total_paid: paid }), ...more]),
    ],
  };
}

/** A document's fields: its draft (client, priced lines, totals), its terms and the time. */
async function documentFields<T extends Terms>(
  ctx: RequestContext,
  request: Pick<SaveRequest<T>, 'client' | 'lines' | 'discount' | 'terms'>,
  pricesIncludeVat?: boolean,
  check?: ItemCheck,
): Promise<Fields<T>> {
  const doc = await draft(
    ctx,
    request.client,
    request.lines,
    request.discount,
    pricesIncludeVat,
    check,
  );
  return { ...doc, ...request.terms, updated_at: formatDateTime(ctx.deps.clock.now()) };
}

/**
 * The one save of a quote or an invoice: priced from its lines, then either numbered (the next
 * number of its counter, gap-free, its total added to the running sum) or changed in place on
 * condition that nobody changed it since it was read. Answers the document's number.
 */
async function saveDocument<T extends Terms, R extends Saved>(
  ctx: RequestContext,
  kind: DocumentKind<T, R>,
  request: SaveRequest<T>,
): Promise<number> {
  const { emis } = ctx.tenant;
  const db = ctx.db;
  const { number } = request;
  // A repeat of the request (kernel/request.ts) answers the number the first one took.
  const options = { ...BUSY, request: requestOf(ctx) };
  if (number === undefined) {
    const fields = await documentFields(ctx, request, undefined, { fieldOf: request.fieldOf });
    return commit(db, (tx) => newDocumentSteps(ctx, tx, kind, fields), options);
  }
  await commit(
    db,
    async (tx) => {
      const current = await kind.find(ctx, number);
      if (!current) throw documentError(kind.missing);
      // A document keeps the VAT mode it was issued with: the setting changes new ones only.
      const fields = await documentFields(ctx, request, current.prices_include_vat, {
        fieldOf: request.fieldOf,
        kept: new Set((current.lines ?? []).filter((l) => l.item_id).map(itemKey)),
      });
      kind.refuseChange(current, fields);
      return [
        {
          name: kind.sequence,
          write: kind.change(tx, emis, current, {
            ...fields,
            row_version: (current.row_version ?? 0) + 1,
          }),
          // A change since the read is someone else's work: 409, not an overwrite.
          onFail: documentError('changed'),
        },
        addToSums(tx, emis, kind.sequence, { total: fields.total - current.total }),
        // Nobody paid meanwhile (the change's condition): the paid total is as read.
        ...figureSteps(
          tx,
          emis,
          changeDeltas(kind.deltas, current, { ...fields, total_paid: current.total_paid }),
        ),
      ];
    },
    options,
  );
  return number;
}

/**
 * The steps of a new invoice for a transaction that writes it together with other changes (a
 * legal matter's bills marked invoiced, a recurring invoice's run marker): priced from `lines` by the company's VAT settings as
 * every invoice is, numbered by the invoice counter. Call it on each attempt of the
 * transaction: it reads the client, the company and the counter anew. `total` is the invoice's.
 */
export async function newInvoiceSteps(
  ctx: RequestContext,
  tx: TxEntities,
  request: {
    client: string;
    lines: Line[];
    /** Cents off the invoice (a recurring invoice's template carries one); none by default. */
    discount?: number;
    terms: Omit<InvoiceTerms, 'due_date'> & { due_date?: string };
    /**
     * Whether the lines' prices include VAT, whatever the company's setting (a store's shelf
     * prices are what the buyer pays: the invoice's total is their sum).
     */
    pricesIncludeVat?: boolean;
    /**
     * Paid as it is issued (a store order or a till sale): the invoice is written with its total
     * paid, with one payment record of the whole total in the same transaction.
     */
    paidInFull?: { paymentId: string; method: PaymentRecord['method']; date: string; at: string };
  },
): Promise<Plan<number> & { total: number; total_tax: number; tax_rate: number }> {
  const { terms, paidInFull } = request;
  const fields = await documentFields(
    ctx,
    {
      client: request.client,
      lines: request.lines,
      discount: request.discount ?? 0,
      terms: { ...terms, due_date: terms.due_date ?? addDays(terms.date, DUE_DAYS) },
    },
    request.pricesIncludeVat,
  );
  const paid = paidInFull && fields.total > 0 ? fields.total : 0;
  const payment =
    paidInFull && paid > 0
      ? { client_id: fields.client_id, entry_date: paidInFull.date, amount: paid }
      : undefined;
  const plan = await newDocumentSteps(
    ctx,
    tx,
    invoiceKind,
    fields,
    paid,
    payment ? paymentDeltas(payment) : [],
  );
  const paymentSteps =
    paidInFull && payment
      ? [
          {
            name: `payment ${paidInFull.paymentId}`,
            write: tx.payment
              .create({
                emis: ctx.tenant.emis,
                invoice_number: plan.value,
                invoice_seq: padNumber(plan.value),
                client_id: payment.client_id,
                id: paidInFull.paymentId,
                amount: paid,
                method: paidInFull.method,
                entry_date: paidInFull.date,
                created_by: ctx.caller.userId,
                created_at: paidInFull.at,
              })
              .commit(),
          },
        ]
      : [];
  // An invoice made for a legal matter takes its place in the matter's list (queries.ts).
  const matterSteps = terms.case_id
    ? [
        {
          name: `matter invoice ${terms.case_id}`,
          write: tx.matterInvoice
            .put({
              emis: ctx.tenant.emis,
              case_id: terms.case_id,
              seq: padNumber(plan.value),
              number: plan.value,
            })
            .commit(),
        },
      ]
    : [];
  return {
    value: plan.value,
    steps: [...plan.steps, ...paymentSteps, ...matterSteps],
    total: fields.total,
    total_tax: fields.total_tax,
    tax_rate: fields.tax_rate,
  };
}

/** save-invoice-data: a new invoice takes the next number; an existing one is changed. */
export async function saveInvoice(ctx: RequestContext, body: SaveInvoiceBody) {
  const date = body.date ?? today(ctx);
  const invoiceNumber = await saveDocument(ctx, invoiceKind, {
    number: body.invoiceNumber,
    client: body.client,
    lines: body.items,
    fieldOf: (index) => `items.${index}.item_id`,
    discount: body.discount,
    terms: {
      date,
      due_date: body.dueDate ?? addDays(date, DUE_DAYS),
      comment: body.comment || undefined,
    },
  });
  return { status: 'success' as const, invoiceNumber };
}

/** The spec's quote lines (services, products, transports) as document lines. */
function quoteLines(body: SaveQuoteBody): Line[] {
  // In the order quoteFieldOf names them.
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

/** The request's field of the quote's line at `index` (products, services, transports). */
function quoteFieldOf(body: SaveQuoteBody) {
  return (index: number) => {
    const services = index - body.products.length;
    const transports = services - body.services.length;
    if (services < 0) return `products.${index}.id`;
    if (transports < 0) return `services.${services}.id`;
    return `transports.${transports}.id`;
  };
}

/** save-quote-data: a new quotation takes the next number; an open one is changed. */
export async function saveQuote(ctx: RequestContext, body: SaveQuoteBody) {
  const quoteNumber = await saveDocument(ctx, quoteKind, {
    number: body.quote_number,
    client: body.selectedClient,
    lines: quoteLines(body),
    fieldOf: quoteFieldOf(body),
    discount: body.tax_id,
    terms: { date: body.quoteDate ?? today(ctx), comment: body.description || 'Quotation' },
  });
  return { status: 'success' as const, quoteNumber };
}
