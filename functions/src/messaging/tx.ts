import { ulid } from 'ulid';
import type { Database } from '../db/service';
import type { TxEntities } from '../db/transact';
import { smsError } from './errors';

type Outcome = { canceled: boolean; data: Array<{ rejected: boolean; code?: string }> };

/** Conflicting writers (fifty sends on one balance) retry this many times before a 503. */
const ATTEMPTS = 60;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(5 * attempt, 80)));

/**
 * Writes `build`'s items as one transaction and answers the positions whose condition failed
 * (empty when written). A cancellation caused only by another transaction on the same items
 * (TransactionConflict: the balance is one item) wrote nothing and is retried. Each attempt has
 * its own ClientRequestToken.
 */
export async function writeAll(
  db: Database,
  build: (tx: TxEntities) => unknown[],
): Promise<number[]> {
  for (let attempt = 1; ; attempt += 1) {
    const result = (await db.service.transaction
      .write((tx) => build(tx) as never)
      .go({ token: ulid() })) as unknown as Outcome;
    if (!result.canceled) return [];
    const failed = result.data.flatMap((entry, index) =>
      entry.rejected && entry.code !== 'TransactionConflict' ? [index] : [],
    );
    if (failed.length > 0) return failed;
    if (attempt >= ATTEMPTS) throw smsError('busy');
    await pause(attempt);
  }
}
