import { ulid } from 'ulid';
import type { Database } from './service';

/** The entities a transaction builder receives. */
export type TxEntities = Parameters<Parameters<Database['service']['transaction']['write']>[0]>[0];
type Outcome = { canceled: boolean; data: Array<{ rejected: boolean; code?: string }> };

/** How a transaction ended: written, or cancelled with the positions whose condition failed. */
export type TransactResult<T> =
  { written: true; items: T[] } | { written: false; items: T[]; failed: number[] };

const ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes `build`'s items as one transaction. A cancellation by a condition answers which items
 * failed (the caller says what that means: a taken name, a missing row); one caused only by
 * another transaction on the same items (TransactionConflict: twenty receivings of one product
 * at once) is retried after a short random pause, since a cancelled transaction wrote nothing.
 * Each attempt has its own ClientRequestToken, so the SDK's own retries of a request that did
 * succeed do not apply it twice.
 */
export async function transact<T>(
  db: Database,
  build: (tx: TxEntities) => T[],
): Promise<TransactResult<T>> {
  for (let attempt = 1; ; attempt += 1) {
    let items: T[] = [];
    const result = (await db.service.transaction
      .write((entities) => {
        items = build(entities);
        return items as never;
      })
      .go({ token: ulid() })) as unknown as Outcome;
    if (!result.canceled) return { written: true, items };
    const failed = result.data.flatMap((entry, index) =>
      entry.rejected && entry.code !== 'TransactionConflict' ? [index] : [],
    );
    const conflicted = result.data.some((entry) => entry.code === 'TransactionConflict');
    if (failed.length > 0 || !conflicted) return { written: false, items, failed };
    if (attempt >= ATTEMPTS)
      throw new Error(`Transaction still conflicting after ${ATTEMPTS} attempts`);
    await sleep(Math.random() * 10 * 2 ** attempt);
  }
}

/** An ElectroDB write refused by its condition (`where`, or create's attribute_not_exists). */
export const isConditionFailed = (error: unknown): boolean =>
  (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';
