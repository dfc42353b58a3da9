import type {
  CategoryView,
  ProductView,
  ReceivingView,
  ServiceView,
  SupplierView,
  TransportationView,
} from '@shared/catalogue/schemas';
import { imageUrl } from '@shared/company/folders';
import { isPlainFileName } from '@shared/media/safe-name';
import type { EntityItem } from 'electrodb';
import type { CatalogServiceEntity } from './entities/catalog-service.entity';
import type { CategoryEntity } from './entities/category.entity';
import type { ProductEntity } from './entities/product.entity';
import type { ReceivingEntity } from './entities/receiving.entity';
import type { SupplierEntity } from './entities/supplier.entity';
import type { TransportationEntity } from './entities/transportation.entity';
import type { Database } from '../db/service';

export type SupplierRecord = EntityItem<typeof SupplierEntity>;
export type CategoryRecord = EntityItem<typeof CategoryEntity>;
export type ProductRecord = EntityItem<typeof ProductEntity>;
export type ReceivingRecord = EntityItem<typeof ReceivingEntity>;
export type CatalogServiceRecord = EntityItem<typeof CatalogServiceEntity>;
export type TransportationRecord = EntityItem<typeof TransportationEntity>;

const orNull = <T>(value: T | undefined): T | null => value ?? null;

export const supplierView = (r: SupplierRecord): SupplierView => ({
  id: r.id,
  name: r.name,
  contact_person: r.contact_person,
  phone: r.phone,
  email: orNull(r.email),
  address: orNull(r.address),
  city: orNull(r.city),
  code: orNull(r.code),
  created_at: orNull(r.created_at),
  updated_at: orNull(r.updated_at),
});

export const categoryView = (r: CategoryRecord): CategoryView => ({
  id: r.id,
  name: r.name,
  description: orNull(r.description),
});

/** Names of the company's rows by id, for a page's categories or suppliers (one batch read). */
export async function namesOf(
  db: Database,
  emis: string,
  kind: 'category' | 'supplier',
  ids: Array<string | undefined>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const keys = wanted.map((id) => ({ emis, id }));
  const { data } =
    kind === 'category'
      ? await db.entities.category.get(keys).go()
      : await db.entities.supplier.get(keys).go();
  return new Map(data.map((row) => [row.id, row.name]));
}

/** A product's picture as a URL: a name in the company's Store Products folder, or a site path. */
export function productImage(emis: string, image: string | undefined): string | null {
  const name = image?.trim();
  if (!name) return null;
  if (name.startsWith('/images/')) return name;
  return isPlainFileName(name) ? imageUrl('products', emis, name) : null;
}

function productView(
  r: ProductRecord,
  categories: Map<string, string>,
  suppliers: Map<string, string>,
): ProductView {
  return {
    id: r.id,
    name: r.name,
    code: orNull(r.code),
    cost: r.cost ?? 0,
    price: r.price,
    category_id: r.category_id,
    category_name: categories.get(r.category_id) ?? null,
    list: r.list,
    supplier_id: orNull(r.supplier_id),
    supplier_name: (r.supplier_id && suppliers.get(r.supplier_id)) || null,
    stock: r.stock,
    reorder_level: r.reorder_level ?? null,
    reserved: r.reserved ?? 0,
    image: productImage(r.emis, r.image),
    created_at: orNull(r.created_at),
    updated_at: orNull(r.updated_at),
  };
}

/** Products as the lists show them, with their categories' and suppliers' names. */
export async function productViews(db: Database, emis: string, rows: ProductRecord[]) {
  const [categories, suppliers] = await Promise.all([
    namesOf(
      db,
      emis,
      'category',
      rows.map((r) => r.category_id),
    ),
    namesOf(
      db,
      emis,
      'supplier',
      rows.map((r) => r.supplier_id),
    ),
  ]);
  return rows.map((r) => productView(r, categories, suppliers));
}

export const receivingView = (r: ReceivingRecord): ReceivingView => ({
  id: r.id,
  product_id: r.product_id,
  product_name: orNull(r.product_name),
  quantity: r.quantity,
  cost: r.cost,
  supplier_id: orNull(r.supplier_id),
  date: r.date,
  created_at: orNull(r.created_at),
});

export const serviceView = (
  r: CatalogServiceRecord,
  categories: Map<string, string>,
): ServiceView => ({
  id: r.id,
  name: r.name,
  code: orNull(r.code),
  cost: r.cost ?? 0,
  price: r.price,
  category_id: r.category_id,
  category_name: categories.get(r.category_id) ?? null,
  list: r.list,
  created_at: orNull(r.created_at),
  updated_at: orNull(r.updated_at),
});

export const transportationView = (
  r: TransportationRecord,
  categories: Map<string, string>,
): TransportationView => ({
  id: r.id,
  name: r.name,
  unit_cost: r.unit_cost ?? 0,
  unit_price: r.unit_price,
  category_id: orNull(r.category_id),
  category_name: (r.category_id && categories.get(r.category_id)) || null,
  created_at: orNull(r.created_at),
  updated_at: orNull(r.updated_at),
});
