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
import { inStockWrites, receivingWrites } from './stock';
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
import { claim, commitUnlessTaken } from '../kernel/unique';
import { audited, newRow } from '../tables';

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
  const id = ulid();
  const row = newRow(ctx, 'suppliers', {
    emis: ctx.emis,
    id,
    name: body.name,
    contact_person: body.contactPerson,
    phone: body.phone,
    email: body.email,
    address: body.address,
    city: body.city,
    code: body.code,
  });
  const outcome = await commitUnlessTaken(ctx, (tx) => [
    { name: 'supplier', write: tx.supplier.create(row).commit() },
    ...claim(tx, ctx, 'supplier_name', body.name, id),
    ...audited(tx, ctx, 'suppliers', id, row),
  ]);
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
  const id = ulid();
  const row = newRow(ctx, 'categories', {
    emis: ctx.emis,
    id,
    name: input.name,
    description: input.description,
  });
  const outcome = await commitUnlessTaken(ctx, (tx) => [
    { name: 'category', write: tx.category.create(row).commit() },
    ...claim(tx, ctx, 'category_name', input.name, id),
    ...audited(tx, ctx, 'categories', id, row),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: PLATFORM_MESSAGES.categoryExists };
  return { status: 'success', id, category: categoryView(row) };
}

// Products ----------------------------------------------------------------------------------

export function listProducts(ctx: RequestContext, q: ListQuery): Promise<ListPage<ProductView>> {
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
        cost: r.cost ?? 0,
        price: r.price,
        stock_value: r.stock * (r.cost ?? 0),
      }));
    },
  );
}

function productRow(ctx: RequestContext, id: string, body: SaveProductBody, stock: number) {
  return newRow(ctx, 'products', {
    emis: ctx.emis,
    id,
    name: body.name,
    code: body.code,
    cost: body.cost ?? 0,
    price: body.price,
    category_id: body.category_id,
    list: body.list,
    supplier_id: body.supplier,
    stock,
  });
}

/**
 * save-product: a product with its opening stock (`quantity`), its name claimed, its category
 * and supplier checked to exist, in one transaction.
 */
export async function saveProduct(
  ctx: RequestContext,
  body: SaveProductBody,
): Promise<SaveProductReply> {
  const id = ulid();
  const row = productRow(ctx, id, body, body.quantity);
  const outcome = await commitUnlessTaken(ctx, (tx) => [
    {
      name: 'product',
      write: tx.product.create({ ...row, ...inStockWrites(ctx.emis, id, row.stock) }).commit(),
    },
    ...claim(tx, ctx, 'product_name', body.name, id),
    categoryExists(tx, ctx, body.category_id),
    supplierExists(tx, ctx, body.supplier),
    ...audited(tx, ctx, 'products', id, row),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.itemExists };
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
  const id = ulid();
  const row = productRow(ctx, id, body, body.quantity);
  const receiving = {
    emis: ctx.emis,
    id: ulid(),
    product_id: id,
    product_name: body.name,
    quantity: body.quantity,
    cost: body.cost ?? 0,
    supplier_id: body.supplier,
    date: body.date ?? stamp(ctx).slice(0, 10),
    received_by: actorOf(ctx)?.userId,
  };
  const outcome = await commitUnlessTaken(ctx, (tx) => [
    {
      name: 'product',
      write: tx.product.create({ ...row, ...inStockWrites(ctx.emis, id, row.stock) }).commit(),
    },
    ...claim(tx, ctx, 'product_name', body.name, id),
    categoryExists(tx, ctx, body.category_id),
    supplierExists(tx, ctx, body.supplier),
    ...receivingWrites(tx, ctx, receiving),
    ...audited(tx, ctx, 'products', id, row),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.itemExists };
  return {
    status: 'success',
    id,
    product: await oneProductView(ctx, row),
    receiving: receivingView({ ...receiving, created_at: stamp(ctx) }),
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
  const id = ulid();
  const row = newRow(ctx, 'services', {
    emis: ctx.emis,
    id,
    name: body.name,
    code: body.code,
    cost: body.cost ?? 0,
    price: body.price,
    category_id: body.category_id,
    list: body.list,
  });
  const outcome = await commitUnlessTaken(ctx, (tx) => [
    { name: 'catalogService', write: tx.catalogService.create(row).commit() },
    ...claim(tx, ctx, 'service_name', body.name, id),
    categoryExists(tx, ctx, body.category_id),
    ...audited(tx, ctx, 'services', id, row),
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
  const id = ulid();
  const row = newRow(ctx, 'transportations', {
    emis: ctx.emis,
    id,
    name: body.name,
    unit_cost: body.unitCost ?? 0,
    unit_price: body.unitPrice,
    category_id: body.categoryID,
  });
  const categoryId = body.categoryID;
  const outcome = await commitUnlessTaken(ctx, (tx) => [
    { name: 'transportation', write: tx.transportation.create(row).commit() },
    ...claim(tx, ctx, 'transportation_name', body.name, id),
    ...(categoryId ? [categoryExists(tx, ctx, categoryId, 'categoryID')] : []),
    ...audited(tx, ctx, 'transportations', id, row),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.transportationExists };
  const categories = await namesOf(ctx.db, ctx.emis, 'category', [row.category_id]);
  return { status: 'success', id, transportation: transportationView(row, categories) };
}
