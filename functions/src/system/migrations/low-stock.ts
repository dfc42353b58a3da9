import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isLow } from '@shared/catalogue/low-stock';
import { CATALOGUE_LOW, lowDeltas, lowKeyWrites } from '../../catalogue';
import type { Delta } from '../../kernel/aggregates';
import { companyMigration, partition, type Done, type Item } from './companies';
import { rebuildFigures, type FigureSource } from './figures';
import type { MigrationContext } from './migration';

type Product = { id: string; stock?: number; reorder_level?: number };

const facts = (raw: Item) => {
  const product = raw as unknown as Product;
  return { stock: product.stock ?? 0, reorder_level: product.reorder_level ?? null };
};

const isConditionFailed = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * A product's low-stock keys as its stock and level say (set while low, removed otherwise),
 * written only when they differ and only while the stock and level are as read (a sale or edit
 * since then moved its own keys).
 */
async function fixKeys(ctx: MigrationContext, emis: string, raw: Item): Promise<boolean> {
  const product = facts(raw);
  const low = isLow(product);
  const set = lowKeyWrites(emis, String(raw.id), product).set;
  if (
    low
      ? raw.gsi2pk === set.low_stock_key && raw.gsi2sk === set.low_stock_sort
      : raw.gsi2pk === undefined
  )
    return false;
  try {
    await ctx.db.client.send(
      new UpdateCommand({
        TableName: ctx.db.table,
        Key: { pk: raw.pk, sk: raw.sk },
        UpdateExpression: low ? 'SET gsi2pk = :pk, gsi2sk = :sk' : 'REMOVE gsi2pk, gsi2sk',
        ConditionExpression:
          'attribute_exists(pk) AND #stock = :stock AND ' +
          (product.reorder_level === null ? 'attribute_not_exists(#level)' : '#level = :level'),
        ExpressionAttributeNames: { '#stock': 'stock', '#level': 'reorder_level' },
        ExpressionAttributeValues: {
          ':stock': raw.stock ?? 0,
          ...(product.reorder_level === null ? {} : { ':level': product.reorder_level }),
          ...(low ? { ':pk': set.low_stock_key, ':sk': set.low_stock_sort } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** One company's products: their low-stock keys, then the low-stock counter rebuilt. */
export async function backfillLowStock(ctx: MigrationContext, emis: string): Promise<Done> {
  const done: Done = { scanned: 0, written: 0 };
  for await (const page of partition(ctx.db, `${emis}#product`, 'product')) {
    done.scanned += page.length;
    for (const raw of page) if (await fixKeys(ctx, emis, raw)) done.written += 1;
  }
  const source = {
    pages: () => partition(ctx.db, `${emis}#product`, 'product'),
    deltasOf: (record: Item): readonly Delta[] => lowDeltas(facts(record)),
  } as unknown as FigureSource<never>;
  const figures = await rebuildFigures(ctx, emis, [CATALOGUE_LOW], [source]);
  return { scanned: done.scanned + figures.scanned, written: done.written + figures.written };
}

/** 0019, catalogue (issue 28): the low-stock keys of products and each company's count of them. */
export const lowStockMigration = companyMigration(
  '0019-catalogue-low-stock',
  "Products' low-stock index and each company's count of products running low, for the home",
  backfillLowStock,
);
