import * as z from 'zod';
import { MAX_REORDER_LEVEL, REORDER_LEVEL_INVALID } from './low-stock';
import { MESSAGES, PLATFORM_MESSAGES } from '../messages';
import { idField, keyPart } from '../validation/fields';
import { count, date, email, money, phone, requireFields, rowId, text, yesNo } from './fields';

export type { ListPage, ListQuery } from './fields';
export { listQuery } from './fields';

/**
 * Money in every reply is whole cents (integers), as stored; screens format it with
 * `formatAmount` / `formatMoney` from shared/src/money/money.ts. Every GET list takes
 * `?cursor=&limit=` (default 200, at most 1,000) and answers `ListPage<Row>`:
 * `{ rows, cursor }`, cursor null on the last page.
 *
 * A create whose unique value is taken answers 200 `{ status: 'exist', message }` and writes
 * nothing: the screens show the spec's 'Supplier Exist', 'Item Exist' (product), 'Service
 * Exist' or 'Transportation Exist'. An id of another company answers exactly as a missing one.
 */
export type Exists = { status: 'exist'; message: string };

// Suppliers ---------------------------------------------------------------------------------

/** POST /auth/save-supplier. Name, contact person and phone are required; the name is unique. */
export const saveSupplierBody = requireFields(
  {
    name: keyPart(text(200)),
    contactPerson: text(200),
    phone: phone(),
    email: email(),
    address: text(500),
    city: text(100),
    code: text(20),
  },
  ['name', 'contactPerson', 'phone'],
  MESSAGES.supplierRequired,
  MESSAGES.thisFieldIsRequiredLower,
);
export type SaveSupplierBody = z.output<typeof saveSupplierBody>;

export type SupplierView = {
  id: string;
  name: string;
  contact_person: string;
  phone: string;
  email: string | null;
  address: string | null;
  city: string | null;
  /** Postal code. */
  code: string | null;
  created_at: string | null;
  updated_at: string | null;
};
export type SaveSupplierReply = { status: 'success'; id: string; supplier: SupplierView } | Exists;

// Categories (a data table: Manage Database adds them; the pickers read them) ----------------

export type CategoryView = { id: string; name: string; description: string | null };

// Products --------------------------------------------------------------------------------

const productShape = {
  name: keyPart(text(200)),
  code: text(40),
  cost: money(),
  price: money(),
  category_id: rowId('No such category'),
  list: yesNo(),
  /** The supplier's id (from get-all-suppliers). */
  supplier: rowId('No such supplier'),
  quantity: count(0),
  date: date(),
  /** Issue 28: whole units at or below which stock is running low (blank: never). */
  reorder_level: count(0, MAX_REORDER_LEVEL, REORDER_LEVEL_INVALID),
};

/**
 * POST /auth/save-product: a product with its opening stock (`quantity`). Name, price,
 * category, supplier and quantity are required (the spec's alert also names Cost, which
 * defaults to 0). Money loses its commas: '1,250.50' is 125050 cents.
 */
export const saveProductBody = requireFields(
  productShape,
  ['name', 'price', 'category_id', 'supplier', 'quantity'],
  MESSAGES.productRequired,
  MESSAGES.thisFieldIsRequiredLower,
);
export type SaveProductBody = z.output<typeof saveProductBody>;

/**
 * POST /auth/save-product-and-add-to-receivings: the product and its first receiving
 * (quantity at least 1, unit cost, supplier, date) in one transaction; the product's stock is
 * the received quantity.
 */
export const saveProductAndReceiveBody = requireFields(
  { ...productShape, quantity: count(1) },
  ['name', 'price', 'category_id', 'supplier', 'quantity'],
  MESSAGES.productRequired,
  MESSAGES.thisFieldIsRequiredLower,
);
export type SaveProductAndReceiveBody = z.output<typeof saveProductAndReceiveBody>;

/** A product as the lists show it. `stock` is the quantity on hand. */
export type ProductView = {
  id: string;
  name: string;
  code: string | null;
  cost: number;
  price: number;
  category_id: string;
  category_name: string | null;
  list: 'Yes' | 'No';
  supplier_id: string | null;
  supplier_name: string | null;
  stock: number;
  /** The reorder level (issue 28): at or below it the product is running low; null: none. */
  reorder_level: number | null;
  /** Held by unpaid web store orders (issue 16): what may be sold is stock less this. */
  reserved?: number;
  /** The product's picture (the till's tiles, issue 28), null without one. */
  image?: string | null;
  created_at: string | null;
  updated_at: string | null;
};

export type SaveProductReply = { status: 'success'; id: string; product: ProductView } | Exists;
export type SaveProductAndReceiveReply =
  { status: 'success'; id: string; product: ProductView; receiving: ReceivingView } | Exists;

/**
 * GET /auth/get-inventory-for-all-products: every product's stock on hand and its value at
 * cost (`stock_value` = stock × cost, cents): `ListPage<InventoryRow>`.
 */
export type InventoryRow = {
  id: string;
  name: string;
  code: string | null;
  category_name: string | null;
  stock: number;
  /** Issue 28: null without a reorder level. */
  reorder_level: number | null;
  cost: number;
  price: number;
  stock_value: number;
};

/** GET /auth/get-all-products-in-stock: `ListPage<ProductView>` of products with stock above 0. */

// Receivings ------------------------------------------------------------------------------

const receivingItem = z.object({
  productId: idField('No such product', 'Choose a product'),
  quantity: count(1).refine((value) => value !== undefined, 'Enter the quantity received'),
  /** Unit cost; the product's cost when not given. */
  cost: money(),
});

/** The single-product form `{ productId, quantity, cost }` (also `productID`, `id`) as one item. */
function asItems(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  if (body.items !== undefined) return body;
  const ids = body.productIds ?? body.productIDs ?? body.products;
  const single = body.productId ?? body.productID ?? body.product_id ?? body.id;
  const list = Array.isArray(ids) ? ids : single !== undefined ? [single] : [];
  return {
    ...body,
    items: list.map((productId) => ({ productId, quantity: body.quantity, cost: body.cost })),
  };
}

/**
 * POST /auth/record-receivings-to-receivings-table: stock received for existing products.
 * Either `{ productId, quantity, cost?, supplier?, date? }` (one product; `productIds: [...]`
 * receives the same quantity of each) or `{ items: [{ productId, quantity, cost? }], supplier?,
 * date? }`. Each receiving is a record and adds to its product's stock, all in one transaction.
 * `supplier` defaults to each product's supplier, `date` to today.
 */
export const recordReceivingsBody = z.preprocess(
  asItems,
  z.object({
    items: z
      .array(receivingItem, { error: 'Choose a product' })
      .min(1, 'Choose a product')
      .max(25, 'At most 25 products at a time'),
    supplier: rowId('No such supplier'),
    date: date(),
  }),
);
export type RecordReceivingsBody = z.output<typeof recordReceivingsBody>;

/** A receiving (stock received): quantity, unit cost in cents, supplier and date. */
export type ReceivingView = {
  id: string;
  product_id: string;
  product_name: string | null;
  quantity: number;
  cost: number;
  supplier_id: string | null;
  date: string;
  created_at: string | null;
};

/** The receivings written and each product's stock on hand after them. */
export type RecordReceivingsReply = {
  status: 'success';
  receivings: ReceivingView[];
  stock: Array<{ id: string; stock: number }>;
};

// Services --------------------------------------------------------------------------------

/** POST /auth/save-service. Name, price and category are required; the name is unique. */
export const saveServiceBody = requireFields(
  {
    name: keyPart(text(200)),
    code: text(40),
    cost: money(),
    price: money(),
    category_id: rowId('No such category'),
    list: yesNo(),
  },
  ['name', 'price', 'category_id'],
  PLATFORM_MESSAGES.serviceRequired,
  MESSAGES.thisFieldIsRequiredLower,
);
export type SaveServiceBody = z.output<typeof saveServiceBody>;

export type ServiceView = {
  id: string;
  name: string;
  code: string | null;
  cost: number;
  price: number;
  category_id: string;
  category_name: string | null;
  list: 'Yes' | 'No';
  created_at: string | null;
  updated_at: string | null;
};
export type SaveServiceReply = { status: 'success'; id: string; service: ServiceView } | Exists;

// Transportations -------------------------------------------------------------------------

/** POST /auth/save-transportation. Name and unit price are required; the name is unique. */
export const saveTransportationBody = requireFields(
  {
    name: keyPart(text(200)),
    unitCost: money(),
    unitPrice: money(),
    categoryID: rowId('No such category'),
  },
  ['name', 'unitPrice'],
  PLATFORM_MESSAGES.transportationRequired,
  MESSAGES.thisFieldIsRequiredLower,
);
export type SaveTransportationBody = z.output<typeof saveTransportationBody>;

export type TransportationView = {
  id: string;
  name: string;
  unit_cost: number;
  unit_price: number;
  category_id: string | null;
  category_name: string | null;
  created_at: string | null;
  updated_at: string | null;
};
export type SaveTransportationReply =
  { status: 'success'; id: string; transportation: TransportationView } | Exists;
