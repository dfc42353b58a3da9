import { termsOf, userLimitRefusal } from '@shared/plans/entitlements';
import type { Database } from '../db/service';
import { AppError } from '../platform/errors';
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

/**
 * THE users counter (issue 27): the company's memberships that are not banned, of any level.
 * Every write that adds a place (a membership, an unban) takes one in the same transaction on
 * condition the count is under the plan's limit, and a ban gives one back, so the limit holds at
 * the moment of writing however many register at once. B's downgrade check and the provider's
 * view read it (`readCounter(db, emis, USERS_COUNTER)`).
 */
export const USERS_COUNTER = 'users';

/**
 * A user's place taken: ADD 1 to the users counter, on condition it is under the plan's limit
 * (none for an unlimited plan: still counted). Over the limit the transaction is refused with
 * 403 and the plan's message, nothing written.
 */
export function takeUserPlace(tx: TxEntities, emis: string, plan: string | undefined): Step {
  const limit = termsOf(plan).userLimit;
  const add = tx.counter.update({ emis, name: USERS_COUNTER }).add({ value: 1 });
  return {
    name: 'users',
    write: (limit === null
      ? add
      : add.where((a, op) => `${op.notExists(a.value)} OR ${op.lt(a.value, limit)}`)
    ).commit(),
    onFail: new AppError(403, userLimitRefusal(plan)),
  };
}

/** A user's place given back (a ban): the users counter less one. */
export const freeUserPlace = (tx: TxEntities, emis: string): Step => ({
  name: 'users',
  write: tx.counter.update({ emis, name: USERS_COUNTER }).add({ value: -1 }).commit(),
});
