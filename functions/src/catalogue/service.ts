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
import type { Scope } from './scope';
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
import { audited, claim, newRow, run } from './writes';

// Suppliers ---------------------------------------------------------------------------------

export function listSuppliers(scope: Scope, q: ListQuery): Promise<ListPage<SupplierView>> {
  return pageOf(
    scope.db.entities.supplier.query.byCompany({ emis: scope.emis }),
    { field: 'pk', value: `${scope.emis}#supplier` },
    q,
    (rows) => rows.map(supplierView),
  );
}

/** A new supplier; `exist` when the company has one of this name (case and spaces ignored). */
export async function saveSupplier(
  scope: Scope,
  body: SaveSupplierBody,
): Promise<SaveSupplierReply> {
  const id = ulid();
  const row = newRow(scope, 'suppliers', {
    emis: scope.emis,
    id,
    name: body.name,
    contact_person: body.contactPerson,
    phone: body.phone,
    email: body.email,
    address: body.address,
    city: body.city,
    code: body.code,
  });
  const outcome = await run(scope, (tx) => [
    { name: 'supplier', write: tx.supplier.create(row).commit() },
    ...claim(tx, scope, 'supplier_name', body.name, id),
    ...audited(tx, scope, 'suppliers', id, row),
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
  scope: Scope,
  input: { name: string; description?: string },
): Promise<{ status: 'success'; id: string; category: CategoryView } | Exists> {
  const id = ulid();
  const row = newRow(scope, 'categories', {
    emis: scope.emis,
    id,
    name: input.name,
    description: input.description,
  });
  const outcome = await run(scope, (tx) => [
    { name: 'category', write: tx.category.create(row).commit() },
    ...claim(tx, scope, 'category_name', input.name, id),
    ...audited(tx, scope, 'categories', id, row),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: PLATFORM_MESSAGES.categoryExists };
  return { status: 'success', id, category: categoryView(row) };
}

// Products ----------------------------------------------------------------------------------

export function listProducts(scope: Scope, q: ListQuery): Promise<ListPage<ProductView>> {
  return pageOf(
    scope.db.entities.product.query.byCompany({ emis: scope.emis }),
    { field: 'pk', value: `${scope.emis}#product` },
    q,
    (rows) => productViews(scope.db, scope.emis, rows),
  );
}

/** Every product's stock on hand and its value at cost. */
export function inventory(scope: Scope, q: ListQuery): Promise<ListPage<InventoryRow>> {
  return pageOf(
    scope.db.entities.product.query.byCompany({ emis: scope.emis }),
    { field: 'pk', value: `${scope.emis}#product` },
    q,
    async (rows) => {
      const categories = await namesOf(
        scope.db,
        scope.emis,
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

function productRow(scope: Scope, id: string, body: SaveProductBody, stock: number) {
  return newRow(scope, 'products', {
    emis: scope.emis,
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
export async function saveProduct(scope: Scope, body: SaveProductBody): Promise<SaveProductReply> {
  const id = ulid();
  const row = productRow(scope, id, body, body.quantity);
  const outcome = await run(scope, (tx) => [
    {
      name: 'product',
      write: tx.product.create({ ...row, ...inStockWrites(scope.emis, id, row.stock) }).commit(),
    },
    ...claim(tx, scope, 'product_name', body.name, id),
    categoryExists(tx, scope, body.category_id),
    supplierExists(tx, scope, body.supplier),
    ...audited(tx, scope, 'products', id, row),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.itemExists };
  return { status: 'success', id, product: await oneProductView(scope, row) };
}

/**
 * save-product-and-add-to-receivings: the product and its first receiving (the quantity at the
 * unit cost, from the supplier, on the date) in one transaction; its stock is that quantity.
 */
export async function saveProductAndReceive(
  scope: Scope,
  body: SaveProductAndReceiveBody,
): Promise<SaveProductAndReceiveReply> {
  const id = ulid();
  const row = productRow(scope, id, body, body.quantity);
  const receiving = {
    emis: scope.emis,
    id: ulid(),
    product_id: id,
    product_name: body.name,
    quantity: body.quantity,
    cost: body.cost ?? 0,
    supplier_id: body.supplier,
    date: body.date ?? scope.now.slice(0, 10),
    received_by: scope.actor?.userId,
  };
  const outcome = await run(scope, (tx) => [
    {
      name: 'product',
      write: tx.product.create({ ...row, ...inStockWrites(scope.emis, id, row.stock) }).commit(),
    },
    ...claim(tx, scope, 'product_name', body.name, id),
    categoryExists(tx, scope, body.category_id),
    supplierExists(tx, scope, body.supplier),
    ...receivingWrites(tx, scope, receiving),
    ...audited(tx, scope, 'products', id, row),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.itemExists };
  return {
    status: 'success',
    id,
    product: await oneProductView(scope, row),
    receiving: receivingView({ ...receiving, created_at: scope.now }),
  };
}

async function oneProductView(scope: Scope, row: ProductRecord) {
  const [view] = await productViews(scope.db, scope.emis, [row]);
  if (!view) throw new Error('Product view missing');
  return view;
}

// Services and transportations ----------------------------------------------------------------

export function listServices(scope: Scope, q: ListQuery): Promise<ListPage<ServiceView>> {
  return pageOf(
    scope.db.entities.catalogService.query.byCompany({ emis: scope.emis }),
    { field: 'pk', value: `${scope.emis}#catalog_service` },
    q,
    async (rows) => {
      const categories = await namesOf(
        scope.db,
        scope.emis,
        'category',
        rows.map((r) => r.category_id),
      );
      return rows.map((r) => serviceView(r, categories));
    },
  );
}

export async function saveService(scope: Scope, body: SaveServiceBody): Promise<SaveServiceReply> {
  const id = ulid();
  const row = newRow(scope, 'services', {
    emis: scope.emis,
    id,
    name: body.name,
    code: body.code,
    cost: body.cost ?? 0,
    price: body.price,
    category_id: body.category_id,
    list: body.list,
  });
  const outcome = await run(scope, (tx) => [
    { name: 'catalogService', write: tx.catalogService.create(row).commit() },
    ...claim(tx, scope, 'service_name', body.name, id),
    categoryExists(tx, scope, body.category_id),
    ...audited(tx, scope, 'services', id, row),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.serviceExists };
  const categories = await namesOf(scope.db, scope.emis, 'category', [row.category_id]);
  return { status: 'success', id, service: serviceView(row, categories) };
}

export function listTransportations(
  scope: Scope,
  q: ListQuery,
): Promise<ListPage<TransportationView>> {
  return pageOf(
    scope.db.entities.transportation.query.byCompany({ emis: scope.emis }),
    { field: 'pk', value: `${scope.emis}#transportation` },
    q,
    async (rows) => {
      const categories = await namesOf(
        scope.db,
        scope.emis,
        'category',
        rows.map((r) => r.category_id),
      );
      return rows.map((r) => transportationView(r, categories));
    },
  );
}

export async function saveTransportation(
  scope: Scope,
  body: SaveTransportationBody,
): Promise<SaveTransportationReply> {
  const id = ulid();
  const row = newRow(scope, 'transportations', {
    emis: scope.emis,
    id,
    name: body.name,
    unit_cost: body.unitCost ?? 0,
    unit_price: body.unitPrice,
    category_id: body.categoryID,
  });
  const categoryId = body.categoryID;
  const outcome = await run(scope, (tx) => [
    { name: 'transportation', write: tx.transportation.create(row).commit() },
    ...claim(tx, scope, 'transportation_name', body.name, id),
    ...(categoryId ? [categoryExists(tx, scope, categoryId, 'categoryID')] : []),
    ...audited(tx, scope, 'transportations', id, row),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.transportationExists };
  const categories = await namesOf(scope.db, scope.emis, 'category', [row.category_id]);
  return { status: 'success', id, transportation: transportationView(row, categories) };
}
