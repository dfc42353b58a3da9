import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { imageUrl } from '@shared/company/folders';
import { isPlainFileName } from '@shared/media/safe-name';
import {
  STORE_CATEGORIES,
  hasStorePlan,
  type StoreProductView,
  type StoreProductsBody,
  type StoreProductsReply,
} from '@shared/store/schemas';
import { availableOf, namesOf, type ProductRecord } from '../catalogue';
import type { OnSite, RequestContext } from '../kernel/context';
import { holderOf } from '../kernel/unique';
import { decodeCursor, encodeCursor } from '../kernel/pager';
import { storeError } from './errors';

/** The online store is part of the Premium and Legal plans (core.md §1). */
export function requireStorePlan(ctx: RequestContext<OnSite>) {
  if (!hasStorePlan(ctx.company.plan)) throw storeError('storePlan');
}

/** A product's picture: a name in the company's Store Products folder, or a site path. */
export function storeImage(emis: string, image: string | undefined): string | null {
  const name = image?.trim();
  if (!name) return null;
  if (name.startsWith('/images/')) return name;
  return isPlainFileName(name) ? imageUrl('products', emis, name) : null;
}

export function storeProductView(
  product: ProductRecord,
  categories: Map<string, string>,
): StoreProductView {
  return {
    id: product.id,
    name: product.name,
    code: product.code ?? null,
    price: product.price,
    category: categories.get(product.category_id) ?? null,
    image: storeImage(product.emis, product.image),
    stars: Math.max(0, Math.min(5, product.stars ?? 0)),
    total_reviews: Math.max(0, Math.trunc(product.total_reviews ?? 0)),
    details: product.details ?? null,
    available: availableOf(product),
  };
}

/** Items read per Query while filtering a page of listed products, and in all per request. */
const BATCH = 100;
const BUDGET = 1000;

/**
 * POST /store/products: a page of the site's company's products listed on the store (list =
 * Yes), of one category (by its name: Phones, Notebooks) or all. One Query of the company's own
 * products, filtered, read in batches up to a budget; the cursor is the last key read (only this
 * company's product list accepts it). Another company's products never appear: the partition is
 * the site's own.
 */
export async function storeProducts(
  ctx: RequestContext<OnSite>,
  body: StoreProductsBody,
): Promise<StoreProductsReply> {
  requireStorePlan(ctx);
  const partition = `${ctx.emis}#product`;
  const reply = (rows: ProductRecord[], cursor: string | null, names: Map<string, string>) => ({
    rows: rows.map((row) => storeProductView(row, names)),
    cursor,
    categories: STORE_CATEGORIES,
    currency: ctx.company.currency ?? 'ZAR',
    delivery_province: ctx.company.delivery_province ?? null,
  });
  let start: Record<string, unknown> | undefined = decodeCursor(body.cursor, {
    field: 'pk',
    value: partition,
  });
  const categoryId = body.category
    ? await holderOf(ctx.db, ctx.emis, 'category_name', body.category)
    : undefined;
  // A category the company does not have lists nothing (the select is the spec's fixed one).
  if (body.category && !categoryId) return reply([], null, new Map());
  const rows: ProductRecord[] = [];
  let read = 0;
  const finish = async (cursor: string | null) => {
    const names = await namesOf(
      ctx.db,
      ctx.emis,
      'category',
      rows.map((r) => r.category_id),
    );
    return reply(rows, cursor, names);
  };
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
      if (rows.length === body.limit) {
        const more = index < items.length - 1 || result.LastEvaluatedKey !== undefined;
        return finish(more ? encodeCursor({ pk: item.pk, sk: item.sk }) : null);
      }
    }
    start = result.LastEvaluatedKey;
    if (!start || read >= BUDGET) return finish(encodeCursor(start));
  }
}

/** A listed product of the site's company; anything else (unlisted, another's) is 404. */
export async function listedProduct(
  ctx: RequestContext<OnSite>,
  id: string,
): Promise<ProductRecord> {
  const { data } = await ctx.db.entities.product.get({ emis: ctx.emis, id }).go();
  if (!data || data.list !== 'Yes') throw storeError('notListed');
  return data;
}

/** POST /store/product: one listed product's details. */
export async function storeProduct(
  ctx: RequestContext<OnSite>,
  id: string,
): Promise<StoreProductView & { currency: string }> {
  requireStorePlan(ctx);
  const product = await listedProduct(ctx, id);
  const names = await namesOf(ctx.db, ctx.emis, 'category', [product.category_id]);
  return { ...storeProductView(product, names), currency: ctx.company.currency ?? 'ZAR' };
}
