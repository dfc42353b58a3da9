import { STORE_MESSAGES } from '@shared/store/schemas';
import type { RequestContext } from '../../kernel/context';
import type { Step, TxEntities } from '../../kernel/transaction';
import { AppError } from '../../platform/errors';
import type { RowChange } from '../definition';

/**
 * The products table's guard (issue 16): a product that unpaid store orders hold stock of is not
 * deleted (409), so a paid order always finds what it took. Checked on the latest read, and held
 * at the moment of writing by a ConditionCheck that nothing is reserved: a reservation between
 * the read and the deletion fails the check, and the deletion plans again and is refused.
 */
export async function productReservationGuard(
  ctx: RequestContext,
  tx: TxEntities,
  change: RowChange,
): Promise<Step[]> {
  if (change.action !== 'delete') return [];
  const { data } = await ctx.db.entities.product
    .get({ emis: ctx.emis, id: change.current.id })
    .go({ consistent: true });
  if (!data) return [];
  if ((data.reserved ?? 0) > 0) throw new AppError(409, STORE_MESSAGES.productHeld);
  return [
    {
      name: `reservations ${data.id}`,
      write: tx.product
        .check({ emis: ctx.emis, id: data.id })
        .where((a, op) => `${op.notExists(a.reserved)} OR ${op.eq(a.reserved, 0)}`)
        .commit(),
      onFail: 'retry',
    },
  ];
}
