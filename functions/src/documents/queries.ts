import type { RequestContext } from '../kernel/context';

// The questions other domains ask of invoices and payments (legal's matters, receivables'
// reminders): only this domain reads their entities. Period figures (the finance dashboard's
// income and output VAT) are aggregates (figures.ts); a client's statement is statement.ts.

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

/** A matter's invoices are looked for among its client's latest this many invoices. */
const MATTER_INVOICE_SCAN = { limit: 250, pages: 4 } as const;

/**
 * The invoices of a legal matter: its client's invoices made for it, oldest first, looked for
 * among the client's latest 1,000 invoices (`MATTER_INVOICE_SCAN`: a bounded read whatever the
 * client's history holds; the invoice has no index slot left for a matter of its own).
 */
export async function invoicesOfMatter(ctx: Tenant, clientId: string, matterId: string) {
  const { data } = await ctx.db.entities.invoice.query
    .byClient({ emis: ctx.emis, client_id: clientId })
    .where((a, op) => op.eq(a.case_id, matterId))
    .go({ order: 'desc', ...MATTER_INVOICE_SCAN });
  // Oldest first, as a matter lists them.
  return data.reverse();
}

/**
 * The invoices due from `from` up to, not including, `until` (days). Scheduled code only (the
 * reminder sweep): bounded by the due-date index's window of days.
 */
export async function invoicesDueBetween(ctx: Tenant, from: string, until: string) {
  const { data } = await ctx.db.entities.invoice.query
    .byDue({ emis: ctx.emis })
    .between({ due_date: from }, { due_date: until })
    .go({ pages: 'all' });
  return data;
}
