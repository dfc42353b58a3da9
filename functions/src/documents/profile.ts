import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LEVEL } from '@shared/access';
import type { ClientProfileBody } from '@shared/documents/schemas';
import { paymentState } from '@shared/documents/status';
import { formatDate } from '@shared/time/sast';
import { clientView, findClient, notesOf } from '../clients';
import { clientMatters } from '../legal';
import { AppError } from '../platform/errors';
import type { RequestContext } from '../kernel/context';
import { badCursor, checkedCursor, encodeCursor } from '../kernel/pager';
import { clientTotals } from './figures';
import { invoiceView, newestPage, quoteView, type NewestFirst } from './read';
import { unpaidKey } from './unpaid-index';

/** A page's last key in the client's documents index (gsi1): the table's keys and the index's. */
const DOCS_KEYS = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

/**
 * The profile's cursor: where each list (quotes `q`, invoices `i`, matters `m`) goes on (null: it
 * ran out), the documents' each a kernel pager cursor proven to be one of this client's documents
 * (else 400); the matters' is proven by legal's read. A cursor from before the matters were paged
 * has no `m`: its matters ran out.
 */
function profileCursor(partition: string, cursor: string | undefined) {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const { q, i, m } = (parsed ?? {}) as { q?: unknown; i?: unknown; m?: unknown };
  const part = (value: unknown) => {
    if (value === null) return null;
    if (typeof value !== 'string' || !value) throw badCursor();
    return checkedCursor(value, { field: 'gsi1pk', value: partition }, DOCS_KEYS) ?? null;
  };
  if (m !== undefined && m !== null && (typeof m !== 'string' || !m)) throw badCursor();
  const at = { quotes: part(q), invoices: part(i), matters: m ?? null };
  if (at.quotes === null && at.invoices === null && at.matters === null) throw badCursor();
  return at;
}

/** Overdue invoices read at most for the arrear (the company's, oldest due first). */
const ARREAR_READ_LIMIT = 1000;

/**
 * What the client owes on invoices due before today: ONE Query of the company's unpaid index
 * (gsi4, sparse: only invoices with a balance), due before today, the client's kept. Its cost is
 * the company's overdue invoices (at most ARREAR_READ_LIMIT), never the client's history.
 */
async function arrearOf(ctx: RequestContext, emis: string, clientId: string, today: string) {
  const found = await ctx.db.client.send(
    new QueryCommand({
      TableName: ctx.db.table,
      IndexName: 'gsi4',
      KeyConditionExpression: '#pk = :pk AND #sk < :today',
      FilterExpression: '#client = :client',
      ProjectionExpression: '#total, #paid',
      ExpressionAttributeNames: {
        '#pk': 'gsi4pk',
        '#sk': 'gsi4sk',
        '#client': 'client_id',
        '#total': 'total',
        '#paid': 'total_paid',
      },
      ExpressionAttributeValues: { ':pk': unpaidKey(emis), ':today': today, ':client': clientId },
      Limit: ARREAR_READ_LIMIT,
    }),
  );
  return (found.Items ?? []).reduce((sum, item) => {
    const left = Number(item.total ?? 0) - Number(item.total_paid ?? 0);
    // The index is eventually consistent: one paid in full a moment ago adds nothing.
    return left > 0 ? sum + left : sum;
  }, 0);
}

/**
 * get-client-profile: the client, a page of their quotations, of their invoices (newest first,
 * with where each stands) and of their matters (legal practices); `cursor` goes on with all
 * three, `more` says which have rows after this page; notes, and the account totals (Opening,
 * Quotes, Invoices, Paid, Outstanding = due - paid) from the client's running figures, so its
 * cost never grows with the client's history.
 * Staff see every client; a parent or student only the client whose sid is their own. Anything
 * else, another company's client included, is 'not found'.
 */
export async function clientProfile(ctx: RequestContext, body: ClientProfileBody) {
  const reference = body.clientReference;
  const { emis } = ctx.tenant;
  const notFound = new AppError(404, 'not found');
  const client = await findClient(ctx.db, emis, reference);
  if (!client) throw notFound;
  if (ctx.caller.alevel < LEVEL.staff && (!client.sid || client.sid !== ctx.caller.membership.sid))
    throw notFound;
  const e = ctx.db.entities;
  const at = profileCursor(`${emis}#client_docs#${client.id}`, body.cursor);
  const page = <T>(query: NewestFirst<T>, cursor: string | null | undefined) =>
    newestPage(query, cursor, body.limit);
  const today = formatDate(ctx.deps.clock.now());
  const [quotes, invoices, notes, cases, totals, arrear] = await Promise.all([
    page(e.quote.query.byClient({ emis, client_id: client.id }), at?.quotes),
    page(e.invoice.query.byClient({ emis, client_id: client.id }), at?.invoices),
    notesOf(ctx.db, emis, client.id),
    // The matters list (legal practices only): title, court.name, status.name; a page of them.
    clientMatters(ctx, client.id, { limit: body.limit, cursor: at?.matters }),
    clientTotals(ctx.db, emis, client.id),
    arrearOf(ctx, emis, client.id, today),
  ]);
  const next =
    quotes.cursor || invoices.cursor || cases.cursor
      ? encodeCursor({
          q: quotes.cursor ?? null,
          i: invoices.cursor ?? null,
          m: cases.cursor ?? null,
        })
      : null;
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
    arrear: { amount: arrear },
    total_quotes_issued: totals.quotes.count,
    // The paid figure counts the invoices paid in full.
    total_invoices_due: totals.invoiced.count - totals.paid.count,
    total_invoices_paid: totals.paid.count,
    cases: cases.data,
    today,
    cursor: next,
    more: {
      quotes: Boolean(quotes.cursor),
      invoices: Boolean(invoices.cursor),
      matters: Boolean(cases.cursor),
    },
  };
}
