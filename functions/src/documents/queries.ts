import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Database } from '../db/service';
import type { RequestContext } from '../kernel/context';
import { isConditionFailed } from '../kernel/transaction';
import { INVOICE_REMINDER_DUE, REMINDER_KEYS } from './reminder-index';

// The questions other domains ask of invoices and payments (legal's matters, receivables'
// reminders): only this domain reads their entities. Period figures (the finance dashboard's
// income and output VAT) are aggregates (figures.ts); a client's statement is statement.ts.

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

/** A matter's invoices listed at most (the newest): a matter in practice has a few dozen. */
export const MATTER_INVOICES_LIMIT = 500;

/**
 * The invoices of a legal matter, oldest first: ONE Query of the matter's invoice list
 * (matter-invoice.entity.ts, at most MATTER_INVOICES_LIMIT, the newest) and a batch read of
 * those invoices, whatever the client's or the company's history holds.
 */
export async function invoicesOfMatter(ctx: Tenant, matterId: string) {
  const { data: links } = await ctx.db.entities.matterInvoice.query
    .byMatter({ emis: ctx.emis, case_id: matterId })
    .go({ order: 'desc', limit: MATTER_INVOICES_LIMIT });
  if (links.length === 0) return [];
  const { data } = await ctx.db.entities.invoice
    .get(links.map((link) => ({ emis: ctx.emis, seq: link.seq })))
    .go();
  // Oldest first, as a matter lists them; only those still made for it.
  return data.filter((i) => i.case_id === matterId).sort((a, b) => a.number - b.number);
}

/**
 * The link of an invoice made for a matter (the data migration 0021 writes those of invoices
 * written before the list): put only when missing, so a second run writes nothing.
 */
export async function linkMatterInvoice(
  ctx: Tenant,
  invoice: { case_id: string; seq: string; number: number },
): Promise<boolean> {
  try {
    await ctx.db.entities.matterInvoice
      .create({ emis: ctx.emis, ...invoice })
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** At most this many invoices are handed to the reminder job a tick; the rest wait. */
export const REMINDERS_PER_TICK = 1000;

/**
 * The invoices the reminder job is due to look at by `today`, across companies: ONE Query of
 * the due-time index (gsi3, reminder-index.ts), at most REMINDERS_PER_TICK, oldest first. Each
 * is answered with the day it was due to be looked at (what a move of it is conditioned on).
 */
export async function invoiceRemindersDue(
  db: Database,
  today: string,
): Promise<Array<{ emis: string; seq: string; at: string }>> {
  const found = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi3',
      KeyConditionExpression: '#pk = :pk AND #sk <= :today',
      ExpressionAttributeNames: { '#pk': 'gsi3pk', '#sk': 'gsi3sk' },
      ExpressionAttributeValues: { ':pk': INVOICE_REMINDER_DUE, ':today': today },
      Limit: REMINDERS_PER_TICK,
    }),
  );
  return (found.Items ?? []).flatMap((item) =>
    item.emis && item.seq && item.gsi3sk
      ? [{ emis: String(item.emis), seq: String(item.seq), at: String(item.gsi3sk) }]
      : [],
  );
}

/** Invoices of the company by their keys (one consistent batch read; absent ones left out). */
export async function invoicesBySeq(ctx: Tenant, seqs: readonly string[]) {
  if (seqs.length === 0) return [];
  const { data } = await ctx.db.entities.invoice
    .get(seqs.map((seq) => ({ emis: ctx.emis, seq })))
    .go({ consistent: true });
  return data;
}

/**
 * Moves an invoice in the reminders' due-time index from `at` to `to` (null: out of it), on
 * condition that it is still at `at`: an edit or a payment meanwhile wins, nothing is lost.
 */
export async function moveInvoiceReminder(ctx: Tenant, seq: string, at: string, to: string | null) {
  const patch = ctx.db.entities.invoice.patch({ emis: ctx.emis, seq });
  try {
    await (
      to
        ? patch.set({ remind_key: INVOICE_REMINDER_DUE, remind_at: to })
        : patch.remove([...REMINDER_KEYS])
    )
      .where((a, op) => op.eq(a.remind_at, at))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
