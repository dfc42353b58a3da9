import { isLow, type LowFacts } from '@shared/catalogue/low-stock';
import { registerDerived, registerFigures, registerGuard, type RowDerived } from '../tables';

import { listedKeyWrites } from './listed';
import { lowDeltas, lowKeyWrites } from './low-stock';
import { productReservationGuard } from './product-guard';

// A product that unpaid store orders hold stock of is not deleted (issue 16).
registerGuard('products', productReservationGuard);

const lowFacts = (row: Record<string, unknown>): LowFacts => ({
  stock: typeof row.stock === 'number' ? row.stock : 0,
  reorder_level: typeof row.reorder_level === 'number' ? row.reorder_level : null,
});

// The low-stock counter (issue 28): a product row counts 1 while low, so the manager's creates,
// level changes, deletions and imports move it as the catalogue's own writes do.
registerFigures('products', (row) => lowDeltas(lowFacts(row)));

/**
 * The manager's product writes keep the low-stock key: a new row gets it when it starts low; a
 * change of the reorder level sets or removes it and holds on the stock read (sales change stock
 * without the row's version), so the counter's change is judged on the stock as it is; a
 * deletion of a row with a level holds on its stock too. Other changes leave both alone.
 */
const lowDerived: RowDerived = (emis, current, next) => {
  if (!next) {
    if (!current || lowFacts(current).reorder_level === null) return undefined;
    return { set: {}, remove: [], holds: ['stock'] };
  }
  const id = String(next.id);
  if (!current) {
    const low = lowKeyWrites(emis, id, lowFacts(next));
    return isLow(lowFacts(next)) ? { ...low, holds: [] } : undefined;
  }
  if (lowFacts(current).reorder_level === lowFacts(next).reorder_level) return undefined;
  return { ...lowKeyWrites(emis, id, lowFacts(next)), holds: ['stock'] };
};
/**
 * The store's listed index (gsi3, catalogue/listed.ts): a new listed row gets its key; a change
 * of `list` or `name` sets or removes it (a deletion takes the item and its key with it).
 */
const listedDerived: RowDerived = (emis, current, next) => {
  if (!next) return undefined;
  if (current && current.list === next.list && current.name === next.name) return undefined;
  if (!current && next.list !== 'Yes') return undefined;
  return { ...listedKeyWrites(emis, String(next.id), next), holds: [] };
};

/** Both: the attributes each sets and removes, and the attributes either holds on. */
const productDerived: RowDerived = (emis, current, next) => {
  const parts = [lowDerived(emis, current, next), listedDerived(emis, current, next)].filter(
    (part) => part !== undefined,
  );
  if (parts.length === 0) return undefined;
  return {
    set: Object.assign({}, ...parts.map((part) => part.set)) as Record<string, unknown>,
    remove: parts.flatMap((part) => part.remove),
    holds: [...new Set(parts.flatMap((part) => part.holds))],
  };
};
registerDerived('products', productDerived);
