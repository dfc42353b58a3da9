import type { Database } from '../db/service';
import type { Step, TxEntities } from '../kernel/transaction';

/** Whether and since when a user has a second factor (a POPIA export: never the secret). */
export async function twoFactorEnrolment(db: Database, userId: string) {
  const { data } = await db.entities.twoFactor.get({ userId }).go();
  return data?.secret ? { enabled_at: data.enabled_at ?? null } : null;
}

/** The removal of a user's second factor, as a step of a closing account's transaction. */
export const removeTwoFactorStep = (tx: TxEntities, userId: string): Step => ({
  name: 'twoFactor',
  write: tx.twoFactor.delete({ userId }).commit(),
});
