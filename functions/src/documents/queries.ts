import type { RequestContext } from '../kernel/context';

// The questions other domains ask of invoices and payments (finance's statements and
// dashboard, legal's matters, receivables' reminders): only this domain reads their entities.

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

/** The end of a day's range: an entry date `YYYY-MM-DD HH:mm:ss` of `date` sorts below it. */
const endOf = (date: string) => `${date}~`;

/** A client's invoices, with what a statement of account needs of each. */
export async function invoicesOfClient(ctx: Tenant, clientId: string) {
  const { data } = await ctx.db.entities.invoice.query
    .byClient({ emis: ctx.emis, client_id: clientId })
    .go({ pages: 'all', attributes: ['number', 'seq', 'date', 'total', 'total_paid', 'currency'] });
  return data;
}

/** The invoices of a legal matter: its client's invoices made for it (one Query, filtered). */
export async function invoicesOfMatter(ctx: Tenant, clientId: string, matterId: string) {
  const { data } = await ctx.db.entities.invoice.query
    .byClient({ emis: ctx.emis, client_id: clientId })
    .where((a, op) => op.eq(a.case_id, matterId))
    .go({ pages: 'all' });
  return data;
}

/** The payments on an invoice (by its sequence number). */
export async function paymentsOfInvoice(ctx: Tenant, seq: string) {
  const { data } = await ctx.db.entities.payment.query
    .byInvoice({ emis: ctx.emis, invoice_seq: seq })
    .go({ pages: 'all' });
  return data;
}

/** The payments on invoices entered from `dateFrom` to `dateTo` (days, inclusive). */
export async function paymentsBetween(ctx: Tenant, dateFrom: string, dateTo: string) {
  const { data } = await ctx.db.entities.payment.query
    .byDate({ emis: ctx.emis })
    .between({ entry_date: dateFrom }, { entry_date: endOf(dateTo) })
    .go({ pages: 'all', attributes: ['amount', 'entry_date', 'id', 'invoice_seq'] });
  return data;
}

/** The VAT of the invoices issued from `dateFrom` to `dateTo` (days, inclusive). */
export async function invoiceTaxBetween(ctx: Tenant, dateFrom: string, dateTo: string) {
  const { data } = await ctx.db.entities.invoice.query
    .byDate({ emis: ctx.emis })
    .between({ date: dateFrom }, { date: endOf(dateTo) })
    .go({ pages: 'all', attributes: ['total_tax', 'date', 'seq'] });
  return data.map((invoice) => ({ total_tax: invoice.total_tax }));
}

/** The invoices due from `from` up to, not including, `until` (days). */
export async function invoicesDueBetween(ctx: Tenant, from: string, until: string) {
  const { data } = await ctx.db.entities.invoice.query
    .byDue({ emis: ctx.emis })
    .between({ due_date: from }, { due_date: until })
    .go({ pages: 'all' });
  return data;
}
