import { type RequestContext, actorOf, stamp } from '../kernel/context';
import { ulid } from 'ulid';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import type {
  CategoryView,
  Exists,
  InventoryRow,
  ProductView,
  SaveProductAndReceiveBody,
  SaveProductAndReceiveReply,
  SaveProductBody,
  SaveProductReply,
  SaveServiceBody,
  SaveServiceReply,
  SaveSupplierBody,
  SaveSupplierReply,
  SaveTransportationBody,
  SaveTransportationReply,
  ServiceView,
  SupplierView,
  TransportationView,
} from '@shared/catalogue/schemas';
import { MESSAGES, PLATFORM_MESSAGES } from '@shared/messages';
import { pageOf } from '../kernel/pager';
import { requestOf } from '../kernel/request';
import { transaction, type TxEntities } from '../kernel/transaction';
import { inStockWrites, lowStockWrites, receivingRecord } from './stock';
import { lowDeltas, lowStockProducts } from './low-stock';
import { aggregateSteps } from '../kernel/aggregates';
import {
  categoryView,
  namesOf,
  type ProductRecord,
  productViews,
  receivingView,
  serviceView,
  supplierView,
  transportationView,
} from './views';
import { categoryExists, supplierExists } from './checks';
import { siteChanged } from '../kernel/site-cache';
import { commitUnlessTaken } from '../kernel/unique';
import { tableRecord } from '../tables';

// Each row is written through its table's record: search text, times, version, its name's
// marker and its audit entry come with the write (a taken name refuses: the route's `exist`).
const suppliers = /* @__PURE__ */ tableRecord('suppliers');
const categories = /* @__PURE__ */ tableRecord('categories');
const products = /* @__PURE__ */ tableRecord('products');
const services = /* @__PURE__ */ tableRecord('services');
const transportations = /* @__PURE__ */ tableRecord('transportations');

// Suppliers ---------------------------------------------------------------------------------

export function listSuppliers(ctx: RequestContext, q: ListQuery): Promise<ListPage<SupplierView>> {
  return pageOf(
    ctx.db.entities.supplier.query.byCompany({ emis: ctx.emis }),
    { field: 'pk', value: `${ctx.emis}#supplier` },
    q,
    (rows) => rows.map(supplierView),
  );
}

/** A new supplier; `exist` when the company has one of this name (case and spaces ignored). */
export async function saveSupplier(
  ctx: RequestContext,
  body: SaveSupplierBody,
): Promise<SaveSupplierReply> {
  const { id, row, steps } = suppliers.create(
    ctx,
    {
      name: body.name,
      contact_person: body.contactPerson,
      phone: body.phone,
      email: body.email,
      address: body.address,
      city: body.city,
      code: body.code,
    },
    { taken: 'refuse' },
  );
  const outcome = await commitUnlessTaken(ctx, steps);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.supplierExists };
  return { status: 'success', id, supplier: supplierView(row) };
}

// Categories --------------------------------------------------------------------------------

/**
 * A new category (Manage Database adds them through the generic manager, which keeps the same
 * marker); `exist` when the name is taken. Used by the seed.
 */
export async function createCategory(
  ctx: RequestContext,
  input: { name: string; description?: string },
): Promise<{ status: 'success'; id: string; category: CategoryView } | Exists> {
  const { id, row, steps } = categories.create(
    ctx,
    { name: input.name, description: input.description },
    { taken: 'refuse' },
  );
  const outcome = await commitUnlessTaken(ctx, steps);
  if (outcome === 'exist') return { status: 'exist', message: PLATFORM_MESSAGES.categoryExists };
  return { status: 'success', id, category: categoryView(row) };
}

// Products ----------------------------------------------------------------------------------

/** The products list: every product, or (`stock: 'low'`) those running low (issue 28). */
export function listProducts(
  ctx: RequestContext,
  q: ListQuery & { stock?: 'low' },
): Promise<ListPage<ProductView>> {
  if (q.stock === 'low') return lowStockProducts(ctx, q);
  return pageOf(
    ctx.db.entities.product.query.byCompany({ emis: ctx.emis }),
    { field: 'pk', value: `${ctx.emis}#product` },
    q,
    (rows) => productViews(ctx.db, ctx.emis, rows),
  );
}

/** Every product's stock on hand and its value at cost. */
export function inventory(ctx: RequestContext, q: ListQuery): Promise<ListPage<InventoryRow>> {
  return pageOf(
    ctx.db.entities.product.query.byCompany({ emis: ctx.emis }),
    { field: 'pk', value: `${ctx.emis}#product` },
    q,
    async (rows) => {
      const categories = await namesOf(
        ctx.db,
        ctx.emis,
        'category',
        rows.map((r) => r.category_id),
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        code: r.code ?? null,
        category_name: categories.get(r.category_id) ?? null,
        stock: r.stock,
        reorder_level: r.reorder_level ?? null,
        cost: r.cost ?? 0,
        price: r.price,
        stock_value: r.stock * (r.cost ?? 0),
      }));
    },
  );
}

/** A new product with `stock` on hand (and the in-stock key while it has some). */
function newProduct(ctx: RequestContext, body: SaveProductBody, stock: number) {
  const id = ulid();
  return products.create(
    ctx,
    {
      name: body.name,
      code: body.code,
      cost: body.cost ?? 0,
      price: body.price,
      category_id: body.category_id,
      list: body.list,
      supplier_id: body.supplier,
      stock,
      reorder_level: body.reorder_level,
      ...inStockWrites(ctx.emis, id, stock),
      ...lowStockWrites(ctx.emis, id, stock, body.reorder_level),
    },
    { id, taken: 'refuse' },
  );
}

/** A new product's share of the low-stock counter (1 when it starts at or below its level). */
const newProductFigures = (tx: TxEntities, ctx: RequestContext, body: SaveProductBody) =>
  aggregateSteps(
    tx,
    ctx.emis,
    lowDeltas({ stock: body.quantity ?? 0, reorder_level: body.reorder_level }),
  );

/**
 * save-product: a product with its opening stock (`quantity`), its name claimed, its category
 * and supplier checked to exist, in one transaction.
 */
export async function saveProduct(
  ctx: RequestContext,
  body: SaveProductBody,
): Promise<SaveProductReply> {
  const { id, row, steps } = newProduct(ctx, body, body.quantity);
  const outcome = await commitUnlessTaken(ctx, (tx) => [
    ...steps(tx),
    categoryExists(tx, ctx, body.category_id),
    supplierExists(tx, ctx, body.supplier),
    ...newProductFigures(tx, ctx, body),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.itemExists };
  siteChanged(ctx);
  return { status: 'success', id, product: await oneProductView(ctx, row) };
}

/**
 * save-product-and-add-to-receivings: the product and its first receiving (the quantity at the
 * unit cost, from the supplier, on the date) in one transaction; its stock is that quantity.
 */
export async function saveProductAndReceive(
  ctx: RequestContext,
  body: SaveProductAndReceiveBody,
): Promise<SaveProductAndReceiveReply> {
  const { id, row, steps } = newProduct(ctx, body, body.quantity);
  const receiving = receivingRecord(ctx, {
    product_id: id,
    product_name: body.name,
    quantity: body.quantity,
    cost: body.cost ?? 0,
    supplier_id: body.supplier,
    date: body.date ?? stamp(ctx).slice(0, 10),
    received_by: actorOf(ctx)?.userId,
  });
  // A repeat of the request answers the product and receiving the first one recorded.
  const outcome = await transaction(
    ctx.db,
    (tx) => ({
      steps: [
        ...steps(tx),
        categoryExists(tx, ctx, body.category_id),
        supplierExists(tx, ctx, body.supplier),
        ...receiving.steps(tx),
        ...newProductFigures(tx, ctx, body),
      ],
      value: { id, row, receiving: receiving.row },
    }),
    { request: requestOf(ctx) },
  );
  if (!outcome.written) return { status: 'exist', message: MESSAGES.itemExists };
  siteChanged(ctx);
  const first = outcome.value;
  return {
    status: 'success',
    id: first.id,
    product: await oneProductView(ctx, first.row),
    receiving: receivingView(first.receiving),
  };
}

async function oneProductView(ctx: RequestContext, row: ProductRecord) {
  const [view] = await productViews(ctx.db, ctx.emis, [row]);
  if (!view) throw new Error('Product view missing');
  return view;
}

// Services and transportations ----------------------------------------------------------------

export function listServices(ctx: RequestContext, q: ListQuery): Promise<ListPage<ServiceView>> {
  return pageOf(
    ctx.db.entities.catalogService.query.byCompany({ emis: ctx.emis }),
    { field: 'pk', value: `${ctx.emis}#catalog_service` },
    q,
    async (rows) => {
      const categories = await namesOf(
        ctx.db,
        ctx.emis,
        'category',
        rows.map((r) => r.category_id),
      );
      return rows.map((r) => serviceView(r, categories));
    },
  );
}

export async function saveService(
  ctx: RequestContext,
  body: SaveServiceBody,
): Promise<SaveServiceReply> {
  const { id, row, steps } = services.create(
    ctx,
    {
      name: body.name,
      code: body.code,
      cost: body.cost ?? 0,
      price: body.price,
      category_id: body.category_id,
      list: body.list,
    },
    { taken: 'refuse' },
  );
  const outcome = await commitUnlessTaken(ctx, (tx) => [
    ...steps(tx),
    categoryExists(tx, ctx, body.category_id),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.serviceExists };
  const categories = await namesOf(ctx.db, ctx.emis, 'category', [row.category_id]);
  return { status: 'success', id, service: serviceView(row, categories) };
}

export function listTransportations(
  ctx: RequestContext,
  q: ListQuery,
): Promise<ListPage<TransportationView>> {
  return pageOf(
    ctx.db.entities.transportation.query.byCompany({ emis: ctx.emis }),
    { field: 'pk', value: `${ctx.emis}#transportation` },
    q,
    async (rows) => {
      const categories = await namesOf(
        ctx.db,
        ctx.emis,
        'category',
        rows.map((r) => r.category_id),
      );
      return rows.map((r) => transportationView(r, categories));
    },
  );
}

export async function saveTransportation(
  ctx: RequestContext,
  body: SaveTransportationBody,
): Promise<SaveTransportationReply> {
  const { id, row, steps } = transportations.create(
    ctx,
    {
      name: body.name,
      unit_cost: body.unitCost ?? 0,
      unit_price: body.unitPrice,
      category_id: body.categoryID,
    },
    { taken: 'refuse' },
  );
  const categoryId = body.categoryID;
  const outcome = await commitUnlessTaken(ctx, (tx) => [
    ...steps(tx),
    ...(categoryId ? [categoryExists(tx, ctx, categoryId, 'categoryID')] : []),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.transportationExists };
  const categories = await namesOf(ctx.db, ctx.emis, 'category', [row.category_id]);
  return { status: 'success', id, transportation: transportationView(row, categories) };
}
