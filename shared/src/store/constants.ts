/**
 * The web store, its checkout and the point of sale (extended.md §2 "Web store", §9 "Store";
 * core.md §1: point of sale and the online store are part of the Premium and Legal plans):
 * constants, messages and views, without zod (the public store pages import them without the
 * schemas, ./schemas.ts). Money in cents everywhere; the browser's prices are never read.
 */

/** The store's category select (§9): 'All Products' shows every listed product. */
export const STORE_CATEGORIES = ['All Products', 'Phones', 'Notebooks'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];
export const ALL_PRODUCTS: StoreCategory = 'All Products';

/** Products a store page shows at a time. */
export const STORE_PAGE_SIZE = 12;
/** Store orders a staff page shows (§9: tables 10). */
export const STORE_ORDERS_PAGE_SIZE = 10;
/** How long an unpaid order holds its stock: then the reservation is released. */
export const STORE_RESERVATION_MINUTES = 30;
/** Lines of one order or sale (a transaction writes one item per product besides the rest). */
export const MAX_CART_LINES = 40;
/** Items of one product on one order or sale. */
export const MAX_LINE_QUANTITY = 99;
/** The delivery promise of the store teaser (core.md §2, extended.md §2). */
export const DELIVERY_HOURS = 72;

/** South Africa's nine provinces: a delivery address names one. */
export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;
export type Province = (typeof PROVINCES)[number];

export const STORE_MESSAGES = {
  noProducts: 'No products...',
  // A public site whose company's plan has no online store (issue 27): no store, no plan talk.
  notOffered: 'This site has no online store.',
  notListed: 'No such product in this store',
  soldOut: (name: string) =>
    `Sorry, ${name} has just sold out: remove it from your cart and check out again`,
  notEnough: (name: string, available: number) =>
    `Sorry, only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left: change your cart and check out again`,
  emptyCart: 'Your cart is empty: add a product first',
  nameRequired: 'Enter your name',
  emailRequired: 'Enter your email address',
  phoneRequired: 'Enter your phone number',
  addressRequired: 'Enter the delivery address',
  provinceRequired: 'Choose the province',
  outsideDelivery: (province: string) =>
    `We deliver free within ${province} only: choose collection for another province`,
  noBranch: 'Choose where to collect your order',
  noOrder: 'No such order',
  tenderedShort: 'The cash received is less than the total',
  tenderedRequired: 'Enter the cash received',
  saleRecorded: 'Sale recorded',
  productHeld:
    'This product is held by unpaid store orders: try again once they are paid or released',
  tooManyCheckouts: (limit: number) =>
    `Too many checkouts from your address: at most ${limit} an hour. Try again later.`,
  shopBusy: 'This shop has taken as many orders as it can this hour. Try again later.',
  tooManyHolds: (holds: number, minutes: number) =>
    `You already have ${holds} unpaid orders waiting at this shop: pay for one, or wait until it lapses (${minutes} minutes after you placed it), then check out again.`,
} as const;

/** A product as the store shows it. `available`: stock on hand less what unpaid orders hold. */
export type StoreProductView = {
  id: string;
  name: string;
  code: string | null;
  /** Cents, VAT included (what the buyer pays). */
  price: number;
  category: string | null;
  /** The image's address, or null. */
  image: string | null;
  /** 0 to 5: the stars shown are stars × 20 percent filled. */
  stars: number;
  total_reviews: number;
  details: string | null;
  available: number;
};

export type StoreProductsReply = {
  rows: StoreProductView[];
  cursor: string | null;
  categories: readonly string[];
  currency: string;
  /** The province the store delivers free within (null: anywhere). */
  delivery_province: string | null;
};

/** The star rating's fill (§9: rating × 20 percent), within 0..100. */
export const starPercent = (stars: number): number =>
  Math.max(0, Math.min(100, Math.round(stars * 20)));
