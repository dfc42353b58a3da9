import type { MarkPaidBody } from '@shared/documents/schemas';
import { formatMoney } from '@shared/money/money';
import { formatDate, formatDateTime } from '@shared/time/sast';
import { ulid } from 'ulid';
import { padNumber } from './entities/document-fields';
import type { InvoiceRecord, QuoteRecord } from './records';
import { AppError } from '../platform/errors';
import { BUSY, documentError } from './errors';
import { reminderKeys } from './reminder-index';
import { unpaidKeys } from './unpaid-index';
import { commit } from '../kernel/transaction';
import { addToSums, advance, readCounter } from './ledger';
import type { RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { addDays, DUE_DAYS } from './dates';
import { changeDeltas, figureSteps, invoiceDeltas, quoteDeltas } from './figures';
import { paymentWrites } from './invoice-payment';

/**
 * convert-quotes-to-invoices: each open quotation becomes an invoice with the next number, all
 * in one transaction (the quotes marked converted on condition that they are still open, so a
 * quote converts once however often it is asked). Quotes already converted are reported.
 */
export async function convertQuotes(ctx: RequestContext, numbers: number[]) {
  const { emis } = ctx.tenant;
  const db = ctx.db;
  const unique = [...new Set(numbers)];
  const at = formatDateTime(ctx.deps.clock.now());
  const date = formatDate(ctx.deps.clock.now());
  const read = async () => {
    const { data } = await db.entities.quote
      .get(unique.map((number) => ({ emis, seq: padNumber(number) })))
      .go({ consistent: true, preserveBatchOrder: true });
    const missing = unique.filter((_, index) => !data[index]);
    if (missing.length > 0)
      throw documentError('noQuote', { fields: { quotes: `No quotation ${missing.join(', ')}` } });
    const quotes = data as QuoteRecord[];
    return {
      counter: await readCounter(db, emis, 'invoice'),
      open: quotes.filter((q) => q.status === 'open'),
      done: quotes.filter((q) => q.status !== 'open'),
    };
  };
  // With a request id (a repeat answers the first reply), the first read is the transaction's.
  const request = requestOf(ctx);
  const first = request ? undefined : await read();
  const { counter, open, done } =
    first?.open.length === 0
      ? first
      : await commit(
          db,
          async (tx, attempt) => {
            const state = await read();
            if (state.open.length === 0) {
              // None open to begin with: each is reported as converted already.
              if (!first && attempt === 1) return { value: state, steps: [] };
              // Converted meanwhile by someone else: nothing left to do in this transaction.
              throw documentError('changed');
            }
            const total = state.open.reduce((sum, q) => sum + q.total, 0);
            return {
              value: state,
              steps: [
                advance(tx, emis, 'invoice', state.counter, state.open.length, { total }),
                // The dashboard counts each document once: the quotes' total is the open ones'.
                addToSums(tx, emis, 'quote', { total: -total }),
                ...state.open.flatMap((quote, index) => {
                  const number = state.counter.value + 1 + index;
                  // The quote's comment ("valid for 14 days") is the quote's: the invoice has none.
                  const { status: _s, invoice_number: _i, comment: _c, ...doc } = quote;
                  return [
                    {
                      name: `quote ${quote.number}`,
                      write: tx.quote
                        .patch({ emis, seq: quote.seq })
                        .set({ status: 'converted', invoice_number: number, updated_at: at })
                        .where((a, op) => op.eq(a.status, 'open'))
                        .commit(),
                      // Converted meanwhile: read again and skip it.
                      onFail: 'retry' as const,
                    },
                    {
                      name: `invoice ${number}`,
                      write: tx.invoice
                        .create({
                          ...doc,
                          number,
                          seq: padNumber(number),
                          date,
                          due_date: addDays(date, DUE_DAYS),
                          total_paid: 0,
                          quote_number: quote.number,
                          ...reminderKeys({
                            due_date: addDays(date, DUE_DAYS),
                            total: doc.total,
                          }),
                          ...unpaidKeys(emis, {
                            seq: padNumber(number),
                            due_date: addDays(date, DUE_DAYS),
                            total: doc.total,
                          }),
                          created_by: ctx.caller.userId,
                          created_at: at,
                          updated_at: at,
                          row_version: 1,
                        })
                        .commit(),
                      onFail: documentError('changed'),
                    },
                  ];
                }),
                // Each new invoice's figures, dated today, nothing paid (merged: one write a key).
                ...figureSteps(
                  tx,
                  emis,
                  state.open.flatMap((quote) => [
                    ...invoiceDeltas({
                      ...quote,
                      date,
                      due_date: addDays(date, DUE_DAYS),
                      total_paid: 0,
                    }),
                    ...changeDeltas(quoteDeltas, quote, { ...quote, status: 'converted' as const }),
                  ]),
                ),
              ],
            };
          },
          { ...BUSY, request },
        );
  return {
    status: 'success' as const,
    converted: open.map((quote, index) => ({
      quote_number: quote.number,
      invoice_number: counter.value + 1 + index,
    })),
    alreadyConverted: done.map((quote) => ({
      quote_number: quote.number,
      invoice_number: quote.invoice_number,
    })),
  };
}

/** delete-quotes: open quotations only (a converted one is part of an invoice's history). */
export async function deleteQuotes(ctx: RequestContext, numbers: number[]) {
  const { emis } = ctx.tenant;
  const db = ctx.db;
  const unique = [...new Set(numbers)];
  await commit(
    db,
    async (tx) => {
      const { data } = await db.entities.quote
        .get(unique.map((number) => ({ emis, seq: padNumber(number) })))
        .go({ consistent: true, preserveBatchOrder: true });
      if (data.some((quote) => !quote)) throw documentError('noQuote');
      const quotes = data as QuoteRecord[];
      if (quotes.some((quote) => quote.status !== 'open')) throw documentError('converted');
      return [
        ...quotes.map((quote) => ({
          name: `quote ${quote.number}`,
          write: tx.quote
            .delete({ emis, seq: quote.seq })
            .where((a, op) => op.eq(a.status, 'open'))
            .commit(),
          onFail: documentError('changed'),
        })),
        addToSums(tx, emis, 'quote', { total: -quotes.reduce((sum, q) => sum + q.total, 0) }),
        ...figureSteps(
          tx,
          emis,
          quotes.flatMap((quote) => changeDeltas(quoteDeltas, quote, undefined)),
        ),
      ];
    },
    BUSY,
  );
  return { status: 'success' as const, deleted: unique.length };
}

/**
 * mark-invoices-paid: one payment record per selected invoice (the amount left when none is
 * given) and its paid total raised, all in one transaction on condition that nobody paid in
 * between; more than is left is refused, naming the invoice and what is left.
 */
export async function markPaid(ctx: RequestContext, body: MarkPaidBody) {
  const { emis } = ctx.tenant;
  const db = ctx.db;
  const wanted = new Map<number, number | undefined>();
  for (const entry of body.selectedInvoicesForPayment)
    wanted.set(entry.invoiceNumber, entry.amount);
  const numbers = [...wanted.keys()];
  const at = formatDateTime(ctx.deps.clock.now());
  const date = body.dateInvoicesPaid ?? formatDate(ctx.deps.clock.now());
  const paid = await commit(
    db,
    async (tx) => {
      const { data } = await db.entities.invoice
        .get(numbers.map((number) => ({ emis, seq: padNumber(number) })))
        .go({ consistent: true, preserveBatchOrder: true });
      if (data.some((invoice) => !invoice)) throw documentError('noInvoice');
      const payments = (data as InvoiceRecord[]).map((invoice) => {
        const left = invoice.total - invoice.total_paid;
        const amount = wanted.get(invoice.number) ?? left;
        if (left <= 0)
          throw new AppError(400, `Invoice ${invoice.number} is already paid`, {
            fields: { amount: 'Already paid' },
          });
        if (amount <= 0)
          throw new AppError(400, 'A payment must be more than 0', {
            fields: { amount: 'A payment must be more than 0' },
          });
        if (amount > left)
          throw documentError('overpaid', {
            fields: {
              amount: `Invoice ${invoice.number} has ${formatMoney(left, invoice.currency)} left to pay`,
            },
          });
        return { invoice, amount, id: ulid() };
      });
      const writes = payments.map(({ invoice, amount, id }) =>
        paymentWrites(tx, emis, invoice, {
          id,
          amount,
          method: body.paymentMethod,
          date,
          reference: body.paymentReference,
          by: ctx.caller.userId,
          at,
        }),
      );
      return {
        value: payments,
        steps: [
          ...writes.flatMap((write) => write.steps),
          addToSums(tx, emis, 'invoice', { paid: payments.reduce((sum, p) => sum + p.amount, 0) }),
          ...figureSteps(
            tx,
            emis,
            writes.flatMap((write) => write.deltas),
          ),
        ],
      };
    },
    { ...BUSY, request: requestOf(ctx) },
  );
  return {
    status: 'success' as const,
    payments: paid.map(({ invoice, amount }) => ({
      invoice_number: invoice.number,
      amount,
      paid: invoice.total_paid + amount,
      left: invoice.total - invoice.total_paid - amount,
    })),
  };
}
