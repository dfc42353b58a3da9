import type { TxEntities } from '../db/transact';
import { catalogueError } from './errors';
import type { Scope } from './scope';
import type { Step } from './writes';

/** The condition that a category of this company exists, as a step of a create. */
export function categoryExists(
  tx: TxEntities,
  scope: Scope,
  id: string,
  field = 'category_id',
): Step {
  return {
    commit: tx.category
      .check({ emis: scope.emis, id })
      .where((a, op) => op.exists(a.name))
      .commit(),
    failure: catalogueError('noSuchCategory', { fields: { [field]: 'No such category' } }),
  };
}

export function supplierExists(tx: TxEntities, scope: Scope, id: string): Step {
  return {
    commit: tx.supplier
      .check({ emis: scope.emis, id })
      .where((a, op) => op.exists(a.name))
      .commit(),
    failure: catalogueError('noSuchSupplier', { fields: { supplier: 'No such supplier' } }),
  };
}
