import type { Database } from '../db/service';
import { documentError } from './errors';

export type TxEntities = Parameters<Parameters<Database['service']['transaction']['write']>[0]>[0];
type Reason = { rejected: boolean; code: string };
export type Sequence = 'invoice' | 'quote';

/** Conflicting writers retry this many times before the request gives up (503). */
const MAX_ATTEMPTS = 200;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(5 * attempt, 60)));

/** True when the transaction lost only a race (a counter or a conflict), not its own rule. */
function lostRace(reasons: Reason[], watched: number[]): boolean {
  return reasons.some(
    (reason, index) =>
      reason.code === 'TransactionConflict' || (reason.rejected && watched.includes(index)),
  );
}

/**
 * Runs a transaction built from fresh reads, again while it only loses races. `read` gathers
 * what the writes depend on; `build` returns the writes and the positions of the items whose
 * condition is an optimistic check on that read (a counter's value, a paid amount). A failed
 * condition elsewhere is the document's own rule and answers `changed` (409).
 */
export async function retrying<T>(
  db: Database,
  read: () => Promise<T>,
  build: (state: T, tx: TxEntities) => { writes: unknown[]; watched: number[] },
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const state = await read();
    let watched: number[] = [];
    const result = await db.service.transaction
      .write((tx) => {
        const built = build(state, tx);
        watched = built.watched;
        return built.writes as never;
      })
      .go();
    if (!result.canceled) return state;
    if (!lostRace(result.data as unknown as Reason[], watched)) throw documentError('changed');
    if (attempt >= MAX_ATTEMPTS) throw documentError('busy');
    await pause(attempt);
  }
}

export type Counter = { value: number; exists: boolean };

export async function readCounter(db: Database, emis: string, name: Sequence): Promise<Counter> {
  const { data } = await db.entities.counter.get({ emis, name }).go({ consistent: true });
  return { value: data?.value ?? 0, exists: Boolean(data) };
}

/**
 * The counter write of a transaction that takes `count` numbers after `counter.value` (gap-free:
 * it holds only if nobody took a number since the read) and adds to the running sums.
 */
export function advance(
  tx: TxEntities,
  emis: string,
  name: Sequence,
  counter: Counter,
  count: number,
  sums: { total?: number; paid?: number } = {},
) {
  if (!counter.exists)
    return tx.counter
      .create({ emis, name, value: count, total: sums.total ?? 0, paid: sums.paid ?? 0 })
      .commit();
  return tx.counter
    .patch({ emis, name })
    .set({ value: counter.value + count })
    .add({ total: sums.total ?? 0, paid: sums.paid ?? 0 })
    .where((attributes, op) => op.eq(attributes.value, counter.value))
    .commit();
}

/** Adds to a sequence's running sums (an edit, a payment, a deletion) without numbering. */
export function addToSums(
  tx: TxEntities,
  emis: string,
  name: Sequence,
  sums: { total?: number; paid?: number },
) {
  return tx.counter
    .update({ emis, name })
    .add({ total: sums.total ?? 0, paid: sums.paid ?? 0 })
    .commit();
}

export async function readSums(db: Database, emis: string) {
  const { data } = await db.entities.counter
    .get([
      { emis, name: 'quote' },
      { emis, name: 'invoice' },
    ])
    .go({ preserveBatchOrder: true });
  const [quotes, invoices] = data;
  return {
    quotes: quotes?.total ?? 0,
    invoices: invoices?.total ?? 0,
    paid: invoices?.paid ?? 0,
  };
}
