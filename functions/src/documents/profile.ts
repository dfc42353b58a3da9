import { LEVEL } from '@shared/access';
import { paymentState } from '@shared/documents/status';
import { formatDate } from '@shared/time/sast';
import { clientView, findClient, notesOf } from '../clients';
import { clientMatters } from '../legal';
import { AppError } from '../platform/errors';
import type { RequestContext } from '../kernel/context';
import { clientTotals } from './figures';
import { invoiceView, quoteView } from './read';

/**
 * A client's latest documents listed, up to this many of each kind; the account's totals and
 * counts are the client's running figures (figures.ts), whatever the history holds.
 */
const PROFILE_LIMIT = 500;

/**
 * get-client-profile: the client, their quotations, invoices (with where each stands) and
 * notes, and the account totals (Opening, Quotes, Invoices, Paid, Outstanding = due - paid).
 * Staff see every client; a parent or student only the client whose sid is their own. Anything
 * else, another company's client included, is 'not found'.
 */
export async function clientProfile(ctx: RequestContext, reference: string) {
  const { emis } = ctx.tenant;
  const notFound = new AppError(404, 'not found');
  const client = await findClient(ctx.db, emis, reference);
  if (!client) throw notFound;
  if (ctx.caller.alevel < LEVEL.staff && (!client.sid || client.sid !== ctx.caller.membership.sid))
    throw notFound;
  const e = ctx.db.entities;
  const [quotes, invoices, notes, cases, totals] = await Promise.all([
    e.quote.query
      .byClient({ emis, client_id: client.id })
      .go({ order: 'desc', limit: PROFILE_LIMIT }),
    e.invoice.query
      .byClient({ emis, client_id: client.id })
      .go({ order: 'desc', limit: PROFILE_LIMIT }),
    notesOf(ctx.db, emis, client.id),
    // The matters list (legal practices only): title, court.name, status.name.
    clientMatters(ctx, client.id),
    clientTotals(ctx.db, emis, client.id),
  ]);
  const today = formatDate(ctx.deps.clock.now());
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  // Overdue: among the listed (latest) invoices; every one of a client with fewer than the limit.
  const overdue = invoices.data.filter((i) => paymentState(i, today).state === 'overdue');
  return {
    client: clientView(client),
    quotes: quotes.data.map(quoteView),
    invoices: invoices.data.map((invoice) => ({
      ...invoiceView(invoice),
      payment: paymentState(invoice, today),
    })),
    notes,
    account: {
      opening: 0,
      quotes: totals.quotes.amount,
      invoices: totals.invoiced.amount,
      paid: totals.paid.amount,
      outstanding: totals.invoiced.amount - totals.paid.amount,
    },
    arrear: { amount: sum(overdue.map((i) => i.total - i.total_paid)) },
    total_quotes_issued: totals.quotes.count,
    // The paid figure counts the invoices paid in full.
    total_invoices_due: totals.invoiced.count - totals.paid.count,
    total_invoices_paid: totals.paid.count,
    cases,
    today,
  };
}
