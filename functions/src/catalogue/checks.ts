import { type RequestContext } from '../kernel/context';
import type { TxEntities } from '../kernel/transaction';
import { catalogueError } from './errors';
import type { Step } from '../kernel/transaction';

/** The condition that a category of this company exists, as a step of a create. */
export function categoryExists(
  tx: TxEntities,
  ctx: RequestContext,
  id: string,
  field = 'category_id',
): Step {
  return {
    name: 'category',
    write: tx.category
      .check({ emis: ctx.emis, id })
      .where((a, op) => op.exists(a.name))
      .commit(),
    onFail: catalogueError('noSuchCategory', { fields: { [field]: 'No such category' } }),
  };
}

export function supplierExists(tx: TxEntities, ctx: RequestContext, id: string): Step {
  return {
    name: 'supplier',
    write: tx.supplier
      .check({ emis: ctx.emis, id })
      .where((a, op) => op.exists(a.name))
      .commit(),
    onFail: catalogueError('noSuchSupplier', { fields: { supplier: 'No such supplier' } }),
  };
}
