import { STORE_MESSAGES } from '@shared/store/schemas';
import type { RequestContext } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import { AppError } from '../platform/errors';
import type { RowChange } from '../tables';
import { productNow } from './listed';

/**
 * The products table's guard (issue 16): a product that unpaid store orders hold stock of is not
 * deleted (409), so a paid order finds what it took. Checked on a consistent read in each attempt
 * of the deletion. It cannot also be a ConditionCheck in the deletion's transaction (a transaction
 * may not touch the product twice), so a reservation landing between the read and the deletion
 * is the one way left to lose a held product: the store's settlement then still marks the order
 * paid and invoices it from its own lines, and flags it short for the staff
 * (docs/decisions/store.md).
 */
export async function productReservationGuard(
  ctx: RequestContext,
  _tx: TxEntities,
  change: RowChange,
): Promise<Step[]> {
  if (change.action !== 'delete') return [];
  const data = await productNow(ctx, change.current.id);
  if (data && (data.reserved ?? 0) > 0) throw new AppError(409, STORE_MESSAGES.productHeld);
  return [];
}
