import * as z from 'zod';
import { money } from '../catalogue/fields';
import { EMAIL_PATTERN, idField, keyPart, pageCursor, requiredText } from '../validation/fields';
import {
  ALL_PRODUCTS,
  STORE_PAGE_SIZE,
  STORE_ORDERS_PAGE_SIZE,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  PROVINCES,
  type Province,
  STORE_MESSAGES,
} from './constants';

/**
 * The web store's checkout and the point of sale: the request schemas. The constants, messages
 * and views are in ./constants.ts (no zod there: the public store pages import them alone).
 */
export * from './constants';

const productId = idField('No such product');

/** One cart line as the browser sends it: the product and how many (1 in the store's cart). */
export const cartLine = z.object({
  id: productId,
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one product`)
    .default(1),
});
export type CartLine = z.output<typeof cartLine>;

const cartLines = z
  .array(cartLine, { error: STORE_MESSAGES.emptyCart })
  .min(1, STORE_MESSAGES.emptyCart)
  .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} products at a time`);

/** POST /store/products: a page of the site's listed products, of one category or all. */
export const storeProductsBody = z.object({
  // A category's name is looked up by its unique marker (a key part).
  category: keyPart(z.string().trim().max(100, 'At most 100 characters'))
    .optional()
    .transform((value) => (value && value !== ALL_PRODUCTS ? value : undefined)),
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(48).default(STORE_PAGE_SIZE),
});
export type StoreProductsBody = z.output<typeof storeProductsBody>;

/** POST /store/product: one listed product's details. */
export const storeProductBody = z.object({ id: productId });

const optionalLine = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const FULFILMENTS = ['delivery', 'collection'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** The buyer and how the order reaches them: the checkout form's fields. */
const buyerShape = {
  name: requiredText(STORE_MESSAGES.nameRequired, 120),
  email: requiredText(STORE_MESSAGES.emailRequired, 254)
    .regex(EMAIL_PATTERN, 'E-mail must be valid')
    .transform((value) => value.toLowerCase()),
  phone: requiredText(STORE_MESSAGES.phoneRequired, 20).regex(
    /^\+?[0-9 ()-]{7,20}$/,
    'Must be a phone number',
  ),
  fulfilment: z.enum(FULFILMENTS, { error: 'Choose delivery or collection' }),
  address: optionalLine(300),
  city: optionalLine(100),
  postalCode: optionalLine(10),
  province: z.enum(PROVINCES, { error: STORE_MESSAGES.provinceRequired }).optional(),
  branchId: idField(STORE_MESSAGES.noBranch).optional(),
};

/** Delivery needs an address in a province. */
function deliveryRule(
  body: { fulfilment: Fulfilment; address?: string; city?: string; province?: Province },
  ctx: z.RefinementCtx,
) {
  if (body.fulfilment !== 'delivery') return;
  if (!body.address || !body.city)
    ctx.addIssue({ code: 'custom', path: ['address'], message: STORE_MESSAGES.addressRequired });
  if (!body.province)
    ctx.addIssue({ code: 'custom', path: ['province'], message: STORE_MESSAGES.provinceRequired });
}

/** The checkout form (the browser's): the buyer and delivery or collection. */
export const storeBuyerForm = z.object(buyerShape).superRefine(deliveryRule);
export type StoreBuyerForm = z.output<typeof storeBuyerForm>;

/**
 * POST /store/checkout: the cart (ids and quantities only: a price sent along is ignored), the
 * buyer and delivery or collection. Delivery needs an address in a province; collection a branch
 * when the company has branches.
 */
export const storeCheckoutBody = z
  .object({ items: cartLines, ...buyerShape })
  .superRefine(deliveryRule);
export type StoreCheckoutBody = z.output<typeof storeCheckoutBody>;

/**
 * POST /store/order {token, cancelled?}: the order of a checkout, by the token of its return
 * address. `cancelled`: the buyer came back by the gateway's cancel address, so an unpaid order
 * lets its stock go at once instead of at its time limit.
 */
export const storeOrderBody = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'No such order'),
  cancelled: z.boolean().optional(),
});

export const ORDER_FILTERS = ['all', 'pending', 'paid', 'expired'] as const;

/** POST /auth/get-store-orders: the company's store orders, newest first, a page at a time. */
export const storeOrdersBody = z.object({
  status: z.enum(ORDER_FILTERS).default('all'),
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(100).default(STORE_ORDERS_PAGE_SIZE),
});
export type StoreOrdersBody = z.output<typeof storeOrdersBody>;

export const POS_METHODS = ['Cash', 'Card'] as const;
export type PosMethod = (typeof POS_METHODS)[number];

/** POST /auth/pos-sale: a till sale of products in stock, paid in cash (with change) or by card. */
export const posSaleBody = z
  .object({
    items: cartLines,
    method: z.enum(POS_METHODS, { error: 'Choose cash or card' }),
    /** Cash received (cents, as typed): at least the total. */
    tendered: money(),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'Cash' && body.tendered === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['tendered'],
        message: STORE_MESSAGES.tenderedRequired,
      });
  });
export type PosSaleBody = z.output<typeof posSaleBody>;

export type OrderStatus = 'pending' | 'paid' | 'expired' | 'cancelled';

export type StoreOrderLine = {
  product_id: string;
  name: string;
  code: string | null;
  unit_price: number;
  quantity: number;
  line_total: number;
};

/** A store order as the buyer's return page and the staff list show it. */
export type StoreOrderView = {
  id: string;
  status: OrderStatus;
  lines: StoreOrderLine[];
  total: number;
  currency: string;
  buyer: { name: string; email: string; phone: string };
  fulfilment: Fulfilment;
  delivery_address: string | null;
  collect_from: string | null;
  created_at: string;
  reserved_until: string;
  paid_at: string | null;
  invoice_number: number | null;
  /** Paid after its reservation lapsed with too little stock left: staff must act. */
  short: boolean;
};

export type StoreCheckoutReply = {
  token: string;
  order: StoreOrderView;
  checkout: { action: string; fields: Array<[string, string]> };
};

/** A till sale as recorded: the receipt's figures. */
export type PosSaleReply = {
  status: 'success';
  invoiceNumber: number;
  saleId: string;
  date: string;
  lines: StoreOrderLine[];
  total: number;
  total_tax: number;
  tax_rate: number;
  /** Whether the shelf prices included the VAT (else it was added to them). */
  prices_include_vat: boolean;
  method: PosMethod;
  tendered: number;
  change: number;
  currency: string;
};

/**
 * The change due on a cash sale: what was received less the total (cents); null when short.
 * A card sale is paid exactly.
 */
export function changeDue(total: number, tendered: number): number | null {
  if (!Number.isInteger(total) || !Number.isInteger(tendered)) return null;
  return tendered >= total ? tendered - total : null;
}

/** The cart total: the sum of price × quantity (§9: with quantity 1, the sum of prices). */
export const cartTotal = (lines: ReadonlyArray<{ price: number; quantity: number }>): number =>
  lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
