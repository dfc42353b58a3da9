import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** `in_stock_key` of a product while it has stock: the sparse index's partition. */
export const inStockKey = (emis: string) => `${emis}#in_stock`;

/** `low_stock_key` of a product while its stock is at or below its reorder level (gsi2). */
export const lowStockKey = (emis: string) => `${emis}#low_stock`;

/** `listed_key` of a product while it is listed on the web store (list = Yes; gsi3). */
export const listedKey = (emis: string) => `${emis}#listed`;
/** `listed_sort`: the store's order, by name (case aside), then id. */
export const listedSort = (name: string, id: string) => `${name.toLowerCase()}#${id}`;

/**
 * A product. Money in cents. `stock` is the quantity on hand: raised atomically by receivings
 * (in the receiving's transaction) and lowered by sales. While it is above zero the product
 * carries `in_stock_key`/`in_stock_sort` (gsi1), so the in-stock list is a Query of a sparse
 * index; the stock writes set and remove them, never the data-table manager. The low-stock keys
 * (gsi2) are the stock writes' and, for a changed reorder level, the manager's (through the
 * catalogue's derived attributes, catalogue/table-guards.ts).
 */
export const productDefinition = defineEntity({
  model: { entity: 'product', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    code: { type: 'string' },
    cost: { type: 'number', default: 0 },
    price: { type: 'number', required: true },
    category_id: { type: 'string', required: true },
    list: { type: ['Yes', 'No'] as const, required: true, default: 'No' },
    supplier_id: { type: 'string' },
    stock: { type: 'number', required: true, default: 0 },
    // The web store (issue 16): what unpaid store orders hold of `stock` (available = stock -
    // reserved), moved only by the store's reservation writes; and how the store shows it.
    reserved: { type: 'number' },
    image: { type: 'string' },
    stars: { type: 'number' },
    total_reviews: { type: 'number' },
    details: { type: 'string' },
    in_stock_key: { type: 'string', field: 'gsi1pk', hidden: true },
    in_stock_sort: { type: 'string', field: 'gsi1sk', hidden: true },
    // Issue 28: the level at or below which stock is running low (whole units; absent: never),
    // and the sparse low-stock index (gsi2) present only while it is low, moved by every write
    // of stock or level with the company's low-stock counter (catalogue/low-stock.ts).
    reorder_level: { type: 'number' },
    low_stock_key: { type: 'string', field: 'gsi2pk', hidden: true },
    low_stock_sort: { type: 'string', field: 'gsi2sk', hidden: true },
    // The store's sparse listed index (gsi3), present only while list = Yes, by name: set and
    // removed by every write of a product's list or name (catalogue/table-guards.ts).
    listed_key: { type: 'string', field: 'gsi3pk', hidden: true },
    listed_sort: { type: 'string', field: 'gsi3sk', hidden: true },
  },
  indexes: { byCompany: byCompany('product') },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const ProductEntity: EntityOf<typeof productDefinition>;
