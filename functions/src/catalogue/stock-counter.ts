import type { TxEntities } from '../kernel/transaction';

// Its own module, without a table record: the store's hold releases (the scheduled function)
// write stock without loading the table registry that stock.ts's receivings record needs.

/**
 * A write of a product's stock counter: the one write of a product outside its table's record.
 * Stock is a read-only column, raised by receivings and lowered by sales in their own
 * transactions; it leaves the row's version alone, so a person's edit of the product is not
 * refused because something was sold meanwhile, and it is not an edit the audit trail records.
 */
export const stockCounter = (tx: TxEntities, key: { emis: string; id: string }) =>
  // eslint-disable-next-line no-restricted-syntax -- the stock counter, not a row edit (above)
  tx.product.patch(key);
