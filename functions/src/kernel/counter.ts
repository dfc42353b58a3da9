import type { Database } from '../db/service';
import type { Step, TxEntities } from './transaction';

/** A per-company sequence as read: its last number, and whether it exists yet. */
export type Counter = { value: number; exists: boolean };

export async function readCounter(db: Database, emis: string, name: string): Promise<Counter> {
  const { data } = await db.entities.counter.get({ emis, name }).go({ consistent: true });
  return { value: data?.value ?? 0, exists: Boolean(data) };
}

/**
 * The counter write of a transaction that takes `count` numbers after `counter.value`: gap-free
 * and never twice, since it holds only if nobody took a number since the read (else the attempt
 * lost a race and is planned again).
 */
export function takeNumbers(
  tx: TxEntities,
  emis: string,
  name: string,
  counter: Counter,
  count: number,
): Step {
  if (!counter.exists)
    return {
      name: `counter ${name}`,
      write: tx.counter.create({ emis, name, value: count }).commit(),
      onFail: 'retry',
    };
  return {
    name: `counter ${name}`,
    write: tx.counter
      .patch({ emis, name })
      .set({ value: counter.value + count })
      .where((attributes, op) => op.eq(attributes.value, counter.value))
      .commit(),
    onFail: 'retry',
  };
}
