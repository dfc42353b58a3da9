import type { RequestContext } from '../kernel/context';
import { stamp } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import { invoiceView, quoteView } from './read';

/**
 * A person's documents for a POPIA request (issue 29): at most this many of each kind, read by
 * the client's own index partitions (byClient, byStatement), never the company's history.
 */
export const PERSON_DOCUMENTS_LIMIT = 500;

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

async function read(ctx: Tenant, clientId: string) {
  const e = ctx.db.entities;
  const key = { emis: ctx.emis, client_id: clientId };
  const [quotes, invoices, payments] = await Promise.all([
    e.quote.query.byClient(key).go({ limit: PERSON_DOCUMENTS_LIMIT }),
    e.invoice.query.byClient(key).go({ limit: PERSON_DOCUMENTS_LIMIT }),
    e.payment.query.byStatement(key).go({ limit: PERSON_DOCUMENTS_LIMIT }),
  ]);
  return { quotes: quotes.data, invoices: invoices.data, payments: payments.data };
}

/** The quotes and invoices addressed to the client and the payments on them (s23 export). */
export async function clientDocuments(ctx: Tenant, clientId: string) {
  const { quotes, invoices, payments } = await read(ctx, clientId);
  return {
    quotes: quotes.map(quoteView),
    invoices: invoices.map(invoiceView),
    payments: payments.map(({ emis: _emis, invoice_seq: _seq, ...rest }) => rest),
  };
}

/**
 * The erasure's writes on the client's documents (s24): a quote's copy of the client is
 * replaced by `placeholder`; an invoice keeps the name and institution (the tax fields, Tax
 * Administration Act s29: five years) and loses the address. Documents already erased are left
 * alone, so a repeat plans no write.
 */
export async function eraseClientDocumentPlan(
  ctx: RequestContext,
  clientId: string,
  placeholder: string,
) {
  const { quotes, invoices } = await read(ctx, clientId);
  const at = stamp(ctx);
  const quotesToErase = quotes.filter(
    (q) => q.client_name !== placeholder || q.client_institution || q.client_address,
  );
  const invoicesToErase = invoices.filter((i) => i.client_address);
  return {
    counts: { quotes: quotesToErase.length, invoices: invoicesToErase.length },
    steps: (tx: TxEntities): Step[] => [
      ...quotesToErase.map((q) => ({
        name: `erase quote ${q.number}`,
        write: tx.quote
          .patch({ emis: ctx.emis, seq: q.seq })
          .set({ client_name: placeholder, updated_at: at })
          .remove(['client_institution', 'client_address'])
          .commit(),
      })),
      ...invoicesToErase.map((i) => ({
        name: `erase invoice ${i.number}`,
        write: tx.invoice
          .patch({ emis: ctx.emis, seq: i.seq })
          .set({ updated_at: at })
          .remove(['client_address'])
          .commit(),
      })),
    ],
  };
}
