import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RequestContext } from '../kernel/context';
import { decodeCursor, encodeCursor } from '../kernel/pager';
import { listedKey, listedSort } from './entities/product.entity';
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

export const LISTED_KEY_ATTRIBUTES = ['listed_key', 'listed_sort'] as const;

/** What decides a product's place in the store's index: listed or not, and its name. */
export type ListedFacts = { list?: unknown; name?: unknown };

/** The listed-index attributes a product carries while listed (else removed). */
export function listedKeyWrites(
  emis: string,
  id: string,
  product: ListedFacts,
): { set: { listed_key?: string; listed_sort?: string }; remove: string[] } {
  return product.list === 'Yes'
    ? {
        set: { listed_key: listedKey(emis), listed_sort: listedSort(String(product.name), id) },
        remove: [],
      }
    : { set: {}, remove: [...LISTED_KEY_ATTRIBUTES] };
}

/** Items read per Query of a category's page (a filter on the listed index), and in all. */
const BATCH = 100;
const BUDGET = 1000;
const LISTED_CURSOR_KEYS = ['pk', 'sk', 'gsi3pk', 'gsi3sk'] as const;

/**
 * A page of the company's products listed on its web store (list = Yes), by name, of one
 * category or all: a Query of the sparse listed index (gsi3; only listed products are in it),
 * filtered by category when one is asked for (read in batches up to a budget). The cursor is the
 * last key read, accepted only for this company's listed index.
 */
export async function listedProducts(
  ctx: Tenant,
  page: { categoryId: string | undefined; cursor: string | null | undefined; limit: number },
): Promise<{ rows: ProductRecord[]; cursor: string | null }> {
  const { categoryId } = page;
  const partition = listedKey(ctx.emis);
  let start: Record<string, unknown> | undefined = decodeCursor(
    page.cursor,
    { field: 'gsi3pk', value: partition },
    LISTED_CURSOR_KEYS,
  );
  const keyOf = (item: Record<string, unknown>) =>
    encodeCursor({ pk: item.pk, sk: item.sk, gsi3pk: item.gsi3pk, gsi3sk: item.gsi3sk });
  const rows: ProductRecord[] = [];
  let read = 0;
  for (;;) {
    const result = await ctx.db.client.send(
      new QueryCommand({
        TableName: ctx.db.table,
        IndexName: 'gsi3',
        KeyConditionExpression: '#pk = :pk',
        ...(categoryId ? { FilterExpression: '#category = :category' } : {}),
        ExpressionAttributeNames: {
          '#pk': 'gsi3pk',
          ...(categoryId ? { '#category': 'category_id' } : {}),
        },
        ExpressionAttributeValues: {
          ':pk': partition,
          ...(categoryId ? { ':category': categoryId } : {}),
        },
        ExclusiveStartKey: start,
        // Without a filter every item read is a row: the page's size is the read's.
        Limit: categoryId ? BATCH : page.limit - rows.length + 1,
      }),
    );
    read += result.ScannedCount ?? 0;
    const items = result.Items ?? [];
    for (const [index, item] of items.entries()) {
      const product = ctx.db.entities.product.parse({ Item: item }).data;
      // The index is the store's: a product that is not (or no longer) listed is left out.
      if (product && product.emis === ctx.emis && product.list === 'Yes') rows.push(product);
      if (rows.length === page.limit) {
        const more = index < items.length - 1 || result.LastEvaluatedKey !== undefined;
        return { rows, cursor: more ? keyOf(item) : null };
      }
    }
    start = result.LastEvaluatedKey;
    if (!start || read >= BUDGET) return { rows, cursor: start ? keyOf(start) : null };
  }
}
