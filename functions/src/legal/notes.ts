import { itemsForSale } from '../catalogue';
import type { MatterNotesBody, SaveMatterNoteBody } from '@shared/legal/schemas';
import { formatDate } from '@shared/time/sast';
import type { RequestContext } from '../kernel/context';
import { commit } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { billablesFor } from './billing';
import { matterOr404, matterStillThere } from './records';

/** Notes are rows of the matter notes table: row rules, version and audit with every write. */
const notesTable = /* @__PURE__ */ tableRecord('matter_notes');

/** Catalogue items offered with a matter's notes: at most this many of each kind. */
const CATALOGUE_LIMIT = 500;

const orNull = <T>(value: T | undefined): T | null => value ?? null;

type NoteRecord = {
  id: string;
  case_id: string;
  description: string;
  billable_activity?: string;
  amount?: number;
  units?: number;
  total?: number;
  note_date?: string;
  billing_date?: string;
  client_reference?: string;
};

/** A note as the Notes & Billings tab reads it (extended.md §3 Matter note), amounts in cents. */
function noteView(n: NoteRecord) {
  return {
    id: n.id,
    caseID: n.case_id,
    description: n.description,
    billable_activity: orNull(n.billable_activity),
    amount: orNull(n.amount),
    units: orNull(n.units),
    total: orNull(n.total),
    note_date: orNull(n.note_date),
    billingDate: orNull(n.billing_date),
    clientRef: orNull(n.client_reference),
  };
}

/**
 * save-matter-note: a note on the matter, dated today unless a date is given, in one transaction
 * with a check that the matter is still there.
 */
export async function saveMatterNote(ctx: RequestContext, body: SaveMatterNoteBody) {
  const matter = await matterOr404(ctx, body.caseID);
  const { row, steps } = notesTable.create(ctx, {
    case_id: matter.id,
    description: body.description,
    note_date: body.noteDate ?? formatDate(ctx.clock.now()),
    client_reference: matter.client_reference,
  });
  await commit(ctx.db, (tx) => [...steps(tx), matterStillThere(tx, ctx, matter.id)]);
  return { status: 'success' as const, note: noteView(row as unknown as NoteRecord) };
}

/** A matter's notes listed at most: the newest (a bounded read, like a client's notes). */
export const MATTER_NOTES_LIMIT = 500;

/**
 * get-all-notes-for-selected-matter: the matter's notes (the newest 500; amounts in cents), and what can be
 * billed on it: the company's services (serviceFee), products (unitPrice), transports
 * (transportationFee), by the spec's field names, and the billables of its court type and scale.
 */
export async function matterNotes(ctx: RequestContext, body: MatterNotesBody) {
  const matter = await matterOr404(ctx, body.caseID);
  const e = ctx.db.entities;
  const emis = ctx.emis;
  const [notes, { services, products, transports }, billables] = await Promise.all([
    e.matterNote.query
      .byCase({ emis, case_id: matter.id })
      .go({ order: 'desc', limit: MATTER_NOTES_LIMIT }),
    itemsForSale(ctx, CATALOGUE_LIMIT),
    billablesFor(ctx, {
      courtTypeID: body.courtTypeID ?? matter.court_type_id,
      scaleID: body.scaleID ?? matter.scale_id,
    }),
  ]);
  const byName = <T extends { name: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.name.localeCompare(b.name));
  return {
    notes: notes.data
      .sort(
        (a, b) => (b.note_date ?? '').localeCompare(a.note_date ?? '') || b.id.localeCompare(a.id),
      )
      .map(noteView),
    services: byName(services).map((s) => ({ id: s.id, name: s.name, serviceFee: s.price })),
    products: byName(products).map((p) => ({ id: p.id, name: p.name, unitPrice: p.price })),
    transports: byName(transports).map((t) => ({
      id: t.id,
      name: t.name,
      transportationFee: t.unit_price,
    })),
    billables,
  };
}
