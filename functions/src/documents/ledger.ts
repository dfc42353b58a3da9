import type { Database } from '../db/service';
import type { Counter } from '../kernel/counter';
import type { Step, TxEntities } from '../kernel/transaction';

export type Sequence = 'invoice' | 'quote';

export { readCounter, type Counter } from '../kernel/counter';

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
): Step {
  // Someone took a number since the read: the attempt lost a race and reads again.
  const onFail = 'retry';
  if (!counter.exists)
    return {
      name: 'counter',
      write: tx.counter
        .create({ emis, name, value: count, total: sums.total ?? 0, paid: sums.paid ?? 0 })
        .commit(),
      onFail,
    };
  return {
    name: 'counter',
    write: tx.counter
      .patch({ emis, name })
      .set({ value: counter.value + count })
      .add({ total: sums.total ?? 0, paid: sums.paid ?? 0 })
      .where((attributes, op) => op.eq(attributes.value, counter.value))
      .commit(),
    onFail,
  };
}

/** Adds to a sequence's running sums (an edit, a payment, a deletion) without numbering. */
export function addToSums(
  tx: TxEntities,
  emis: string,
  name: Sequence,
  sums: { total?: number; paid?: number },
): Step {
  return {
    name: 'sums',
    write: tx.counter
      .update({ emis, name })
      .add({ total: sums.total ?? 0, paid: sums.paid ?? 0 })
      .commit(),
  };
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
