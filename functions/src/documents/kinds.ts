import type { InvoiceRecord, QuoteRecord } from './records';
import type { RequestContext } from '../kernel/context';
import type { TxEntities } from '../kernel/transaction';
import type { Draft } from './draft';
import { documentError } from './errors';
import type { Delta } from '../kernel/aggregates';
import { invoiceDeltas, quoteDeltas } from './figures';
import type { Sequence } from './ledger';
import { getInvoice, getQuote } from './read';
import { REMINDER_KEYS, reminderKeys } from './reminder-index';
import { UNPAID_KEYS, unpaidKeys } from './unpaid-index';

/** What a document carries besides its draft: its date and comment (an invoice: its due date). */
export type Terms = { date: string; comment?: string };

/** A document as written: its draft, its terms and when it was saved. */
export type Fields<T extends Terms> = Draft & T & { updated_at: string };
type Created<T extends Terms> = Fields<T> & {
  emis: string;
  number: number;
  seq: string;
  created_by: string;
  created_at: string;
  row_version: number;
};

/** What the figures read of a document (a record, or the fields about to be written). */
export type DocumentFacts = {
  client_id: string;
  date: string;
  /** An invoice's due date (its unpaid amount by due date: figures.ts). */
  due_date?: string;
  total: number;
  total_tax: number;
  total_paid?: number;
};

export type Saved = DocumentFacts & {
  seq: string;
  row_version?: number;
  // The VAT mode it was issued with: an edit keeps it.
  prices_include_vat: boolean;
  // Its lines' items: an edit may keep an item the catalogue no longer has.
  lines?: Array<{ item_type: string; item_id?: string }>;
};

/**
 * What differs between saving an invoice and saving a quotation: the counter that numbers it
 * (also the name of its steps), how it is read back, what forbids a change, and its writes.
 */
export type DocumentKind<T extends Terms, R extends Saved> = {
  sequence: Sequence;
  find: (ctx: RequestContext, number: number) => Promise<R | undefined>;
  missing: 'noInvoice' | 'noQuote';
  /** Throws when `current` may not be changed to `next` (checked on each attempt's read). */
  refuseChange: (current: R, next: Fields<T>) => void;
  /** What a document adds to the running figures (figures.ts): the writes add the change. */
  deltas: (document: DocumentFacts) => Delta[];
  create: (tx: TxEntities, item: Created<T>) => unknown;
  /**
   * The patch of `current`, on condition that it is as read: `row_version` unchanged (or still
   * absent), and the kind's own rule still holds.
   */
  change: (
    tx: TxEntities,
    emis: string,
    current: R,
    set: Fields<T> & { row_version: number },
  ) => unknown;
};

/** The condition that a document's row_version is still what was read. */
function sameVersion<A>(
  op: { eq: (attribute: A, value: number) => string; notExists: (attribute: A) => string },
  attribute: A,
  version: number | undefined,
) {
  return version === undefined ? op.notExists(attribute) : op.eq(attribute, version);
}

/** An invoice's terms; `case_id`: the legal matter whose bills it invoices (legal domain). */
export type InvoiceTerms = Terms & { due_date: string; case_id?: string };

export const invoiceKind: DocumentKind<InvoiceTerms, InvoiceRecord> = {
  sequence: 'invoice',
  find: getInvoice,
  missing: 'noInvoice',
  refuseChange: (current, next) => {
    if (next.total < current.total_paid) throw documentError('belowPaid');
    // Its payments are lines of the client's statement: they stay with the client they paid.
    if (current.total_paid > 0 && next.client_id !== current.client_id)
      throw documentError('paidClient');
  },
  deltas: (invoice) => invoiceDeltas({ ...invoice, total_paid: invoice.total_paid ?? 0 }),
  create: (tx, item) =>
    tx.invoice
      .create({ total_paid: 0, ...item, ...reminderKeys(item), ...unpaidKeys(item.emis, item) })
      .commit(),
  change: (tx, emis, current, set) => {
    // Unpaid after the change: looked at again from its (maybe new) due date; the reminders
    // sent stay sent (their markers). Paid in full: out of the reminders' and unpaid indexes.
    const facts = { ...set, seq: current.seq, total_paid: current.total_paid };
    const keys = reminderKeys(facts);
    const unpaid = unpaidKeys(emis, facts);
    const drop = [...(keys ? [] : REMINDER_KEYS), ...(unpaid ? [] : UNPAID_KEYS)];
    const patch = tx.invoice.patch({ emis, seq: current.seq }).set({ ...set, ...keys, ...unpaid });
    return (
      (drop.length > 0 ? patch.remove(drop) : patch)
        // Unchanged since read, and nobody paid meanwhile (the new total was checked against what
        // was paid then): a change or a payment since is someone else's work, not an overwrite.
        .where(
          (a, op) =>
            `${op.eq(a.total_paid, current.total_paid)} AND ${sameVersion(op, a.row_version, current.row_version)}`,
        )
        .commit()
    );
  },
};

export const quoteKind: DocumentKind<Terms, QuoteRecord> = {
  sequence: 'quote',
  find: getQuote,
  missing: 'noQuote',
  refuseChange: (current) => {
    if (current.status !== 'open') throw documentError('converted');
  },
  deltas: quoteDeltas,
  create: (tx, item) => tx.quote.create({ ...item, status: 'open' }).commit(),
  change: (tx, emis, current, set) =>
    tx.quote
      .patch({ emis, seq: current.seq })
      .set(set)
      // Unchanged since read, and not converted meanwhile.
      .where(
        (a, op) =>
          `${op.eq(a.status, 'open')} AND ${sameVersion(op, a.row_version, current.row_version)}`,
      )
      .commit(),
};
