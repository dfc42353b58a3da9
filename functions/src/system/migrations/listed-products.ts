import { listedKeyWrites } from '../../catalogue';
import { companyMigration, type Done } from './companies';
import type { MigrationContext } from './migration';
import { backfillSparseKeys } from './sparse-keys';

/**
 * One company's products: each listed one in the store's listed index, no unlisted one; keys
 * written only where they differ and only while the list and name are as read (an edit since
 * then moved its own keys).
 */
export const backfillListedProducts = (ctx: MigrationContext, emis: string): Promise<Done> =>
  backfillSparseKeys(ctx, {
    emis,
    kind: 'product',
    fields: ['gsi3pk', 'gsi3sk'],
    want: (raw) => {
      const { set } = listedKeyWrites(emis, String(raw.id), raw);
      return set.listed_key && set.listed_sort ? [set.listed_key, set.listed_sort] : undefined;
    },
    held: ['name', 'list'],
  });

/** 0023, store: the listed-products index (gsi3) the web store pages instead of the catalogue. */
export const listedProductsMigration = companyMigration(
  '0023-store-listed-products',
  "Products' listed index, for the web store's pages",
  backfillListedProducts,
);
