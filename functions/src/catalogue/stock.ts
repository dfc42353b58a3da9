import { type RequestContext, actorOf, stamp } from '../kernel/context';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import type {
  ProductView,
  RecordReceivingsBody,
  RecordReceivingsReply,
} from '@shared/catalogue/schemas';
import { inStockKey } from './entities/product.entity';
import type { Database } from '../db/service';
import type { TxEntities } from '../kernel/transaction';
import { supplierExists } from './checks';
import { catalogueError } from './errors';
import { decodeCursor, encodeCursor } from '../kernel/pager';
import { productViews, receivingView, type ProductRecord } from './views';
import { commit, type Step } from '../kernel/transaction';
import { requestOf } from '../kernel/request';
import { tableRecord } from '../tables';
import { stockCounter } from './stock-counter';
import { crossingDeltas, levelHeld, lowKeyWrites } from './low-stock';

/**
 * Stock on hand lives on the product (`stock`). While it is above zero the product carries the
 * sparse in-stock key (gsi1), so the in-stock list is one Query of the products that have
 * stock, whatever the catalogue's size. Every write that changes the stock sets or removes the
 * key in the same update: a receiving (stock only goes up) always sets it; a sale that leaves
 * stock above zero keeps it; one that takes the last item sets stock to 0 and removes it, on the
 * condition that the stock is still exactly what was taken.
 */

/** The in-stock key attributes of a product created with `stock` on hand. */
export function inStockWrites(emis: string, id: string, stock: number) {
  return stock > 0 ? { in_stock_key: inStockKey(emis), in_stock_sort: id } : {};
}

/** The low-stock key attributes of a product created with `stock` and `level` (while low). */
export const lowStockWrites = (emis: string, id: string, stock: number, level?: number) =>
  lowKeyWrites(emis, id, { stock, reorder_level: level }).set;

const receivings = /* @__PURE__ */ tableRecord('receivings');

/**
 * A receiving record, prepared as a row of the receivings table like any other (search text,
 * times, version, audit entry), for the transaction that adds its stock.
 */
export function receivingRecord(
  ctx: RequestContext,
  receiving: {
    product_id: string;
    product_name?: string;
    quantity: number;
    cost: number;
    supplier_id?: string;
    date: string;
    received_by?: string;
  },
) {
  return receivings.create(ctx, receiving);
}

/**
 * Adds `quantity` to a product's stock (read as `product`) and marks it in stock. A product
 * without a reorder level takes a DynamoDB ADD (concurrent receivings all count) held only on
 * still having no level; one with a level is held on the stock and level read, as whether it
 * leaves low stock is judged on them (a lost race plans again). Fails, cancelling its
 * transaction, when the product is missing.
 */
function addStock(
  tx: TxEntities,
  ctx: RequestContext,
  product: Pick<ProductRecord, 'id' | 'stock' | 'reorder_level'>,
  quantity: number,
): Step {
  const after = { stock: product.stock + quantity, reorder_level: product.reorder_level };
  const low = lowKeyWrites(ctx.emis, product.id, after);
  const hasLevel = typeof product.reorder_level === 'number';
  const update = stockCounter(tx, { emis: ctx.emis, id: product.id })
    .add({ stock: quantity })
    .set({
      in_stock_key: inStockKey(ctx.emis),
      in_stock_sort: product.id,
      updated_at: stamp(ctx),
      ...low.set,
    });
  return {
    name: `product ${product.id}`,
    write: (hasLevel && low.remove.length > 0 ? update.remove(low.remove as never) : update)
      .where((a, op) =>
        hasLevel
          ? `${op.eq(a.stock, product.stock)} AND ${levelHeld(a, op, product.reorder_level)}`
          : `${op.exists(a.id)} AND ${levelHeld(a, op, undefined)}`,
      )
      .commit(),
    onFail: 'retry',
    figures: { emis: ctx.emis, deltas: crossingDeltas(product, after) },
  };
}

async function productsById(db: Database, emis: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const { data } = await db.entities.product
    .get(unique.map((id) => ({ emis, id })))
    .go({ consistent: true });
  return new Map(data.map((product) => [product.id, product]));
}

/**
 * record-receivings-to-receivings-table: a receiving per item, each written with its product's
 * stock increase in one transaction (all items or none). The unit cost defaults to the
 * product's cost and the supplier to its supplier. Replies the receivings and the stock after.
 */
export async function recordReceivings(
  ctx: RequestContext,
  body: RecordReceivingsBody,
): Promise<RecordReceivingsReply> {
  const ids = body.items.map((item) => item.productId);
  const first = await productsById(ctx.db, ctx.emis, ids);
  // Another company's product reads as missing: nothing is written.
  if (body.items.some((item) => !first.has(item.productId)))
    throw catalogueError('noSuchProduct', { fields: { productId: 'No such product' } });
  const date = body.date ?? stamp(ctx).slice(0, 10);
  const written = body.items.map((item) => {
    const product = first.get(item.productId) as ProductRecord;
    return receivingRecord(ctx, {
      product_id: product.id,
      product_name: product.name,
      quantity: item.quantity as number,
      cost: item.cost ?? product.cost ?? 0,
      supplier_id: body.supplier ?? product.supplier_id,
      date,
      received_by: actorOf(ctx)?.userId,
    });
  });
  // One stock increase per product: a transaction may not touch one item twice.
  const added = new Map<string, number>();
  for (const { row } of written)
    added.set(row.product_id, (added.get(row.product_id) ?? 0) + row.quantity);
  const supplier = body.supplier;
  // A repeat of the request answers the receivings the first one recorded, stock added once.
  // Each attempt reads the stock afresh: its writes hold on what it read (low stock).
  const rows = await commit(
    ctx.db,
    async (tx, attempt) => {
      const products = attempt === 1 ? first : await productsById(ctx.db, ctx.emis, ids);
      return {
        steps: [
          ...(supplier ? [supplierExists(tx, ctx, supplier)] : []),
          ...[...added].map(([id, quantity]) => {
            const product = products.get(id);
            if (!product)
              throw catalogueError('noSuchProduct', { fields: { productId: 'No such product' } });
            return addStock(tx, ctx, product, quantity);
          }),
          ...written.flatMap((receiving) => receiving.steps(tx)),
        ],
        value: written.map(({ row }) => row),
      };
    },
    { request: requestOf(ctx) },
  );
  const after = await productsById(ctx.db, ctx.emis, [...added.keys()]);
  return {
    status: 'success',
    receivings: rows.map(receivingView),
    stock: [...added.keys()].map((id) => ({ id, stock: after.get(id)?.stock ?? 0 })),
  };
}

/** Items read per Query while filtering a page of the in-stock list, and in all per request. */
const IN_STOCK_BATCH = 100;
const IN_STOCK_BUDGET = 1000;

/**
 * get-all-products-in-stock: a Query of the sparse in-stock index (only products with stock
 * carry its key). The filter on `stock > 0` also hides a product in the instant between a
 * sale taking its last item and its key being removed in the same write.
 */
export async function productsInStock(
  ctx: RequestContext,
  q: ListQuery,
): Promise<ListPage<ProductView>> {
  const partition = inStockKey(ctx.emis);
  let start: Record<string, unknown> | undefined = decodeCursor(
    q.cursor,
    { field: 'gsi1pk', value: partition },
    ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  );
  const rows: ProductRecord[] = [];
  let read = 0;
  for (;;) {
    const result = await ctx.db.client.send(
      new QueryCommand({
        TableName: ctx.db.table,
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: '#stock > :zero AND #entity = :entity',
        ExpressionAttributeNames: { '#pk': 'gsi1pk', '#stock': 'stock', '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':pk': partition, ':zero': 0, ':entity': 'product' },
        ExclusiveStartKey: start,
        Limit: IN_STOCK_BATCH,
      }),
    );
    read += result.ScannedCount ?? 0;
    const items = result.Items ?? [];
    for (const [index, item] of items.entries()) {
      const product = ctx.db.entities.product.parse({ Item: item }).data;
      if (product) rows.push(product);
      if (rows.length === q.limit) {
        const more = index < items.length - 1 || result.LastEvaluatedKey !== undefined;
        const last = { pk: item.pk, sk: item.sk, gsi1pk: item.gsi1pk, gsi1sk: item.gsi1sk };
        return {
          rows: await productViews(ctx.db, ctx.emis, rows),
          cursor: more ? encodeCursor(last) : null,
        };
      }
    }
    start = result.LastEvaluatedKey;
    if (!start || read >= IN_STOCK_BUDGET)
      return { rows: await productViews(ctx.db, ctx.emis, rows), cursor: encodeCursor(start) };
  }
}

/**
 * The write that takes `quantity` of a product as read (`product`: its stock and reorder level),
 * for a sale's own transaction: it keeps the in-stock key while stock stays above zero and
 * removes it with the last item, and moves the low-stock key and counter when the sale crosses
 * the reorder level. Its condition is the stock and level it was planned on, so a concurrent
 * change cancels the transaction instead of overselling or counting twice; re-read and retry
 * then. Throws 409 'Not enough stock' when the stock is short.
 */
export function stockOutStep(
  tx: TxEntities,
  emis: string,
  product: Pick<ProductRecord, 'id' | 'stock' | 'reorder_level'>,
  quantity: number,
): Step {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new Error('Quantity must be positive');
  if (product.stock < quantity) throw catalogueError('notEnoughStock');
  const after = { stock: product.stock - quantity, reorder_level: product.reorder_level };
  const low = lowKeyWrites(emis, product.id, after);
  const remove = [...(after.stock > 0 ? [] : ['in_stock_key', 'in_stock_sort']), ...low.remove];
  const update = stockCounter(tx, { emis, id: product.id }).set({ stock: after.stock, ...low.set });
  return {
    name: 'stock',
    write: (remove.length > 0 ? update.remove(remove as never) : update)
      .where(
        (a, op) =>
          `${op.eq(a.stock, product.stock)} AND ${levelHeld(a, op, product.reorder_level)}`,
      )
      .commit(),
    // The stock moved since it was read: a lost race, planned again from a fresh read.
    onFail: 'retry',
    figures: { emis, deltas: crossingDeltas(product, after) },
  };
}

/**
 * Takes `quantity` of a product out of stock on its own (a sale outside a document's
 * transaction, a stock correction): read, then the conditional write of `stockOutStep`,
 * planned again when the stock changed in between. Returns the stock left.
 */
export async function takeFromStock(
  db: Database,
  emis: string,
  productId: string,
  quantity: number,
): Promise<number> {
  return commit(db, async (tx) => {
    const { data: product } = await db.entities.product
      .get({ emis, id: productId })
      .go({ consistent: true });
    if (!product) throw catalogueError('noSuchProduct');
    return {
      value: product.stock - quantity,
      steps: [stockOutStep(tx, emis, product, quantity)],
    };
  });
}
