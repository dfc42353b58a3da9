import type { Database } from '../db/service';
import type { AppError } from '../platform/errors';

// The types a transaction's steps are made of, apart from transaction.ts (which runs them and
// imports aggregates.ts, whose figure writes are steps too): no import cycle.

/**
 * A change of one figure: `key` sorts inside the family (`2026-11|rent`, `client#<id>`).
 * `second` is an optional second sum kept on the same item (an invoice's VAT beside its total):
 * a family that needs two sums of the same records writes one item, not two, per change.
 */
export type Delta = { name: string; key: string; amount?: number; count?: number; second?: number };

/**
 * The entities a transaction's steps are built from (`tx.invoice.create(…).commit()`): the
 * service's own entities, typed as ElectroDB types a transaction's (with `commit`).
 */
export type TxEntities = Parameters<Parameters<Database['service']['transaction']['write']>[0]>[0];

/**
 * What a step's failed condition means:
 * - `'retry'`: an optimistic check on what the attempt read (a counter's value, a stock level)
 *   no longer holds: the attempt lost a race, so it is planned again from fresh reads;
 * - `'refuse'`: the step's own rule (a taken name, a spent invitation): nothing is written and
 *   the caller is told the step's name;
 * - an `AppError`: the step's own rule, answered by that error.
 * A step without `onFail` cannot fail: if it does, that is a defect (500).
 */
export type OnFail = 'retry' | 'refuse' | AppError;

/**
 * One write of a transaction, named so that a failure is read by name, never by position.
 * `figures`: what the write adds to its company's aggregates (kernel/aggregates.ts); the runner
 * merges those of all the steps into one write per figure item (a transaction may write an item
 * once), so writes planned apart (two products of one sale crossing their reorder level) add up.
 */
export type Step = {
  name: string;
  write: unknown;
  onFail?: OnFail;
  figures?: { emis: string; deltas: readonly Delta[] };
};
