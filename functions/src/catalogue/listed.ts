import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RequestContext } from '../kernel/context';
import { decodeCursor, encodeCursor } from '../kernel/pager';
import type { ProductRecord } from './views';

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

/** A product of the company by id (another company's answers like a missing one). */
export async function productById(ctx: Tenant, id: string): Promise<ProductRecord | undefined> {
  const { data } = await ctx.db.entities.product.get({ emis: ctx.emis, id }).go();
  return data ?? undefined;
}

/** A product as a consistent read finds it (what a deletion's guard judges). */
export async function productNow(ctx: Tenant, id: string): Promise<ProductRecord | undefined> {
  const { data } = await ctx.db.entities.product
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  return data ?? undefined;
}

/** Items read per Query while filtering a page of listed products, and in all per request. */
const BATCH = 100;
const BUDGET = 1000;

/**
 * A page of the company's products listed on its web store (list = Yes), of one category or all.
 * One Query of the company's own products, filtered, read in batches up to a budget; the cursor
 * is the last key read (only this company's product list accepts it).
 */
export async function listedProducts(
  ctx: Tenant,
  page: { categoryId: string | undefined; cursor: string | null | undefined; limit: number },
): Promise<{ rows: ProductRecord[]; cursor: string | null }> {
  const { categoryId } = page;
  const partition = `${ctx.emis}#product`;
  let start: Record<string, unknown> | undefined = decodeCursor(page.cursor, {
    field: 'pk',
    value: partition,
  });
  const rows: ProductRecord[] = [];
  let read = 0;
  for (;;) {
    const result = await ctx.db.client.send(
      new QueryCommand({
        TableName: ctx.db.table,
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: `#list = :yes AND #entity = :entity${categoryId ? ' AND #category = :category' : ''}`,
        ExpressionAttributeNames: {
          '#pk': 'pk',
          '#list': 'list',
          '#entity': '__edb_e__',
          ...(categoryId ? { '#category': 'category_id' } : {}),
        },
        ExpressionAttributeValues: {
          ':pk': partition,
          ':yes': 'Yes',
          ':entity': 'product',
          ...(categoryId ? { ':category': categoryId } : {}),
        },
        ExclusiveStartKey: start,
        Limit: BATCH,
      }),
    );
    read += result.ScannedCount ?? 0;
    const items = result.Items ?? [];
    for (const [index, item] of items.entries()) {
      const product = ctx.db.entities.product.parse({ Item: item }).data;
      if (product) rows.push(product);
      if (rows.length === page.limit) {
        const more = index < items.length - 1 || result.LastEvaluatedKey !== undefined;
        return { rows, cursor: more ? encodeCursor({ pk: item.pk, sk: item.sk }) : null };
      }
    }
    start = result.LastEvaluatedKey;
    if (!start || read >= BUDGET) return { rows, cursor: encodeCursor(start) };
  }
}
