import type { Database } from '../db/service';
import type { Step, TxEntities } from '../kernel/transaction';
import { crossingDeltas, levelHeld, lowKeyWrites } from './low-stock';
import { stockCounter } from './stock-counter';
import type { ProductRecord } from './views';

/**
 * The web store's holds on stock (issue 16). A product's `reserved` is what unpaid store orders
 * hold of its `stock`; `available = stock - reserved` is what may still be sold or reserved.
 * Every write here sets both figures from one read and holds only if both are still what was
 * read (a lost race cancels the transaction, which plans again from a fresh read), so no
 * interleaving of reservations, payments, releases, till sales and receivings can sell or hold
 * more than there is. The in-stock key goes with the last item, as the sales' writes do.
 */

/** The stock figures a reservation write is planned on. */
export type StockLevel = Pick<
  ProductRecord,
  'emis' | 'id' | 'name' | 'stock' | 'reserved' | 'reorder_level'
>;

/** What is held by unpaid orders (absent on products the store never touched: 0). */
export const reservedOf = (product: Pick<ProductRecord, 'reserved'>): number =>
  Math.max(0, product.reserved ?? 0);

/** What may still be sold or reserved. */
export const availableOf = (product: Pick<ProductRecord, 'stock' | 'reserved'>): number =>
  Math.max(0, product.stock - reservedOf(product));

/** Products of a company by id, read consistently (a plan must see the latest stock). */
export async function stockLevels(
  db: Database,
  emis: string,
  ids: string[],
): Promise<Map<string, ProductRecord>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { data } = await db.entities.product
    .get(unique.map((id) => ({ emis, id })))
    .go({ consistent: true });
  return new Map(data.map((product) => [product.id, product]));
}

/**
 * THE stock write of the store and the till: `product`'s stock and reserved set to `next`, on
 * condition that both are as read. Planned again on failure ('retry'). Callers check the rules
 * (enough available, enough reserved) on the read before planning it.
 */
export function stockChangeStep(
  tx: TxEntities,
  product: StockLevel,
  next: { stock: number; reserved: number },
  name = `stock ${product.id}`,
): Step {
  if (next.stock < 0 || next.reserved < 0 || next.reserved > Math.max(next.stock, 0))
    throw new Error(`Stock of ${product.id} would become ${next.stock}/${next.reserved}`);
  const readReserved = reservedOf(product);
  const write = stockCounter(tx, { emis: product.emis, id: product.id });
  const condition = (
    a: { stock: unknown; reserved: unknown; reorder_level: unknown },
    op: {
      eq: (attribute: never, value: number) => string;
      notExists: (attribute: never) => string;
    },
  ) => {
    const stock = op.eq(a.stock as never, product.stock);
    const reserved =
      readReserved === 0
        ? `(${op.notExists(a.reserved as never)} OR ${op.eq(a.reserved as never, 0)})`
        : op.eq(a.reserved as never, readReserved);
    // The level as read too: whether the product crosses its reorder level is judged on it.
    const level = levelHeld(a, op, product.reorder_level);
    return `${stock} AND ${reserved} AND ${level}`;
  };
  const after = { stock: next.stock, reorder_level: product.reorder_level };
  const low = lowKeyWrites(product.emis, product.id, after);
  const remove = [...(next.stock > 0 ? [] : ['in_stock_key', 'in_stock_sort']), ...low.remove];
  const set = write.set({ ...next, ...low.set });
  return {
    name,
    write: (remove.length > 0 ? set.remove(remove as never) : set)
      .where((a, op) => condition(a as never, op as never))
      .commit(),
    onFail: 'retry',
    figures: { emis: product.emis, deltas: crossingDeltas(product, after) },
  };
}

/** Holds `quantity` more for an unpaid order (the caller checked it is available). */
export const reserveStep = (tx: TxEntities, product: StockLevel, quantity: number): Step =>
  stockChangeStep(tx, product, {
    stock: product.stock,
    reserved: reservedOf(product) + quantity,
  });

/** Lets go of what a lapsed order held (never below 0). */
export const releaseStep = (tx: TxEntities, product: StockLevel, quantity: number): Step =>
  stockChangeStep(tx, product, {
    stock: product.stock,
    reserved: Math.max(0, reservedOf(product) - quantity),
  });

/** A paid order takes what it held: stock and its hold both go down by `quantity`. */
export const takeReservedStep = (tx: TxEntities, product: StockLevel, quantity: number): Step =>
  stockChangeStep(tx, product, {
    stock: product.stock - quantity,
    reserved: Math.max(0, reservedOf(product) - quantity),
  });

/** A sale of what is available (a till sale, a lapsed order paid late): stock down, holds kept. */
export const sellStep = (tx: TxEntities, product: StockLevel, quantity: number): Step =>
  stockChangeStep(tx, product, {
    stock: product.stock - quantity,
    reserved: reservedOf(product),
  });
