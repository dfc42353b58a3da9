import { CATALOGUE_LOW, lowDeltas, lowKeyWrites } from '../../catalogue';
import { companyMigration, type Done, type Item } from './companies';
import type { MigrationContext } from './migration';
import { backfillSparseKeys } from './sparse-keys';

type Product = { id: string; stock?: number; reorder_level?: number };

const facts = (raw: Item) => {
  const product = raw as unknown as Product;
  return { stock: product.stock ?? 0, reorder_level: product.reorder_level ?? null };
};

/**
 * One company's products: their low-stock keys as stock and level say (set while low, removed
 * otherwise, only while the stock and level are as read: a sale or edit since then moved its own
 * keys), then the low-stock counter rebuilt.
 */
export const backfillLowStock = (ctx: MigrationContext, emis: string): Promise<Done> =>
  backfillSparseKeys(ctx, {
    emis,
    kind: 'product',
    fields: ['gsi2pk', 'gsi2sk'],
    want: (raw) => {
      const { set } = lowKeyWrites(emis, String(raw.id), facts(raw));
      return set.low_stock_key && set.low_stock_sort
        ? [set.low_stock_key, set.low_stock_sort]
        : undefined;
    },
    held: ['stock', 'reorder_level'],
    figures: { names: [CATALOGUE_LOW], deltasOf: (raw) => lowDeltas(facts(raw)) },
  });

/** 0019, catalogue (issue 28): the low-stock keys of products and each company's count of them. */
export const lowStockMigration = companyMigration(
  '0019-catalogue-low-stock',
  "Products' low-stock index and each company's count of products running low, for the home",
  backfillLowStock,
);
