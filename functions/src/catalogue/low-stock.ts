import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import { isLow, type LowFacts } from '@shared/catalogue/low-stock';
import type { ProductView } from '@shared/catalogue/schemas';
import { type Delta, negate, readFigure } from '../kernel/aggregates';
import type { RequestContext } from '../kernel/context';
import { decodeCursor, encodeCursor } from '../kernel/pager';
import { lowStockKey } from './entities/product.entity';
import { productViews } from './views';

/**
 * Stock running low (issue 28, architecture rule 3). A product whose stock is at or below its
 * reorder level carries the sparse low-stock key (gsi2), and the company's low-stock counter
 * (`catalogue.low_stock`) counts such products. Every write of a product's stock or level moves
 * both in its own transaction, and only when the product crosses the line, judged on the stock
 * and level it read and holds the write to (a changed one cancels it: planned again), so two
 * sales crossing at once count once. The home reads one item; the filtered list pages the index.
 */
export const CATALOGUE_LOW = 'catalogue.low_stock';
/** The counter's one key (a company's products). */
export const LOW_STOCK_ITEM = 'products';

/** The low-stock count a product adds to its company's counter: 1 while low. */
export const lowDeltas = (product: LowFacts): Delta[] => [
  { name: CATALOGUE_LOW, key: LOW_STOCK_ITEM, count: isLow(product) ? 1 : 0 },
];

/** The counter's change when a product goes from `before` to `after` (0 unless it crosses). */
export const crossingDeltas = (before: LowFacts, after: LowFacts): Delta[] => [
  ...negate(lowDeltas(before)),
  ...lowDeltas(after),
];

export const LOW_KEY_ATTRIBUTES = ['low_stock_key', 'low_stock_sort'] as const;

/** The low-stock key attributes a product carries while `after` is low (else removed). */
export function lowKeyWrites(
  emis: string,
  id: string,
  after: LowFacts,
): { set: { low_stock_key?: string; low_stock_sort?: string }; remove: string[] } {
  return isLow(after)
    ? { set: { low_stock_key: lowStockKey(emis), low_stock_sort: id }, remove: [] }
    : { set: {}, remove: [...LOW_KEY_ATTRIBUTES] };
}

type Op = {
  eq: (attribute: never, value: number) => string;
  notExists: (attribute: never) => string;
};

/** The condition that a product's reorder level is still `level` as read (absent: none). */
export const levelHeld = (attributes: { reorder_level: unknown }, op: Op, level?: number | null) =>
  typeof level === 'number'
    ? op.eq(attributes.reorder_level as never, level)
    : op.notExists(attributes.reorder_level as never);

/** How many of the company's products are running low: one figure item. */
export async function lowStockFigure(ctx: Pick<RequestContext, 'db' | 'emis'>): Promise<number> {
  const { count } = await readFigure(ctx.db, ctx.emis, CATALOGUE_LOW, LOW_STOCK_ITEM);
  return Math.max(0, count);
}

const LOW_CURSOR_KEYS = ['pk', 'sk', 'gsi2pk', 'gsi2sk'] as const;

/**
 * GET /auth/get-all-products?stock=low: a page of the products running low, by id, from the
 * sparse low-stock index (gsi2), never the whole catalogue.
 */
export async function lowStockProducts(
  ctx: RequestContext,
  q: ListQuery,
): Promise<ListPage<ProductView>> {
  const partition = lowStockKey(ctx.emis);
  const start = decodeCursor(q.cursor, { field: 'gsi2pk', value: partition }, LOW_CURSOR_KEYS);
  const result = await ctx.db.client.send(
    new QueryCommand({
      TableName: ctx.db.table,
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi2pk' },
      ExpressionAttributeValues: { ':pk': partition },
      ExclusiveStartKey: start,
      Limit: q.limit,
    }),
  );
  const rows = (result.Items ?? []).flatMap((item) => {
    const product = ctx.db.entities.product.parse({ Item: item }).data;
    return product && product.emis === ctx.emis ? [product] : [];
  });
  const last = result.LastEvaluatedKey;
  return {
    rows: await productViews(ctx.db, ctx.emis, rows),
    cursor: last
      ? encodeCursor({ pk: last.pk, sk: last.sk, gsi2pk: last.gsi2pk, gsi2sk: last.gsi2sk })
      : null,
  };
}
