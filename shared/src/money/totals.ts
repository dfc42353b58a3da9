// THE place where the totals of quotes and invoices are decided, in the browser (live preview)
// and in the API (what is saved and printed) alike. All amounts are whole cents.
import { divideHalfUp } from './money';

export type ItemType = 'product' | 'service' | 'transportation';

export const ITEM_TYPES: readonly ItemType[] = ['product', 'service', 'transportation'];

export type LineInput = {
  item_type: ItemType;
  name: string;
  /** Cents, a whole number >= 0. */
  unit_price: number;
  /** A whole number >= 1 (callers default it to 1). */
  quantity: number;
};

export type PricedLine = LineInput & { line_total: number };

export type DocumentTotals = {
  lines: PricedLine[];
  /** Sums of `line_total` by `item_type`. */
  total_products: number;
  total_services: number;
  total_transports: number;
  /** Sum of all line totals. */
  sub_total: number;
  /** Cents, 0 <= discount <= sub_total. */
  discount: number;
  /** The VAT on the document. */
  total_tax: number;
  /** What the client pays. */
  total: number;
  /** Percent, e.g. 15 or 15.5. */
  tax_rate: number;
  prices_include_vat: boolean;
};

export type TotalsInput = {
  lines: readonly LineInput[];
  /** Cents off the subtotal. */
  discount: number;
  /** Percent with at most two decimals, 0 to 100. */
  taxRate: number;
  /** A company setting: unit prices already contain VAT (default false: VAT is added). */
  pricesIncludeVat?: boolean;
};

// Rates are held in hundredths of a percent so that 15.5% is the integer 1550.
const RATE_SCALE = 10_000n;
const MAX_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

/** A percentage with at most two decimals in hundredths of a percent (15.5 → 1550), else null. */
function rateInHundredths(rate: number): bigint | null {
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) return null;
  // The decimal JavaScript prints for the number, so 15.07 is 1507 and never 1506.9999.
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(rate));
  if (!match) return null;
  return BigInt(`${match[1] ?? '0'}${(match[2] ?? '').padEnd(2, '0')}`);
}

function isCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * A line's total: unit price (cents) times quantity, exact. Throws a RangeError when the unit
 * price is not whole cents >= 0, the quantity not a whole number >= 1, or the product too large.
 */
export function lineTotal(unitPrice: number, quantity: number): number {
  if (!isCents(unitPrice)) throw new RangeError('The price must be whole cents, 0 or more');
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError('Quantity must be a whole number of at least 1');
  }
  const total = unitPrice * quantity;
  if (!Number.isSafeInteger(total)) throw new RangeError('The line total is too large');
  return total;
}

/**
 * Why the input cannot be totalled, in words a person can act on, or null when it can.
 * No lines is allowed (all totals are 0).
 */
export function totalsProblem(input: TotalsInput): string | null {
  let subTotal = 0n;
  for (const [index, line] of input.lines.entries()) {
    const where = `Line ${index + 1}`;
    if (!ITEM_TYPES.includes(line.item_type)) {
      return `${where}: the item type must be product, service or transportation`;
    }
    if (!isCents(line.unit_price)) return `${where}: the price must be an amount of 0 or more`;
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      return `${where}: quantity must be a whole number of at least 1`;
    }
    subTotal += BigInt(line.unit_price) * BigInt(line.quantity);
    if (subTotal > MAX_CENTS) return 'The amounts are too large';
  }
  if (!isCents(input.discount)) return 'The discount must be an amount of 0 or more';
  if (BigInt(input.discount) > subTotal) return 'The discount is more than the subtotal';
  if (rateInHundredths(input.taxRate) === null) {
    return 'The tax rate must be a percentage from 0 to 100 with at most 2 decimals';
  }
  // The exclusive total adds at most 100% VAT on top.
  if ((subTotal - BigInt(input.discount)) * 2n > MAX_CENTS) return 'The amounts are too large';
  return null;
}

/**
 * The totals of a quote or invoice. Line total = unit price × quantity; subtotal = sum of the
 * lines; the discount comes off the subtotal. VAT is worked out once on the document total,
 * never per line, and rounded half up to the cent:
 * - prices exclude VAT (default): VAT = (subtotal − discount) × rate / 100, total adds it;
 * - prices include VAT: total = subtotal − discount, VAT = total × rate / (100 + rate).
 * Throws a RangeError with the `totalsProblem` reason when the input is not valid.
 */
export function documentTotals(input: TotalsInput): DocumentTotals {
  const problem = totalsProblem(input);
  if (problem !== null) throw new RangeError(problem);

  const byType: Record<ItemType, number> = { product: 0, service: 0, transportation: 0 };
  let subTotal = 0;
  const lines = input.lines.map((line): PricedLine => {
    const total = lineTotal(line.unit_price, line.quantity);
    byType[line.item_type] += total;
    subTotal += total;
    return { ...line, line_total: total };
  });

  const rate = rateInHundredths(input.taxRate) ?? 0n;
  const pricesIncludeVat = input.pricesIncludeVat ?? false;
  const afterDiscount = BigInt(subTotal - input.discount);
  const tax = pricesIncludeVat
    ? divideHalfUp(afterDiscount * rate, RATE_SCALE + rate)
    : divideHalfUp(afterDiscount * rate, RATE_SCALE);
  const total = pricesIncludeVat ? afterDiscount : afterDiscount + tax;

  return {
    lines,
    total_products: byType.product,
    total_services: byType.service,
    total_transports: byType.transportation,
    sub_total: subTotal,
    discount: input.discount,
    total_tax: Number(tax),
    total: Number(total),
    tax_rate: input.taxRate,
    prices_include_vat: pricesIncludeVat,
  };
}

/**
 * How a document states its VAT mode, on the screen and the PDF alike: the mode it was issued
 * with (its own `prices_include_vat`), never the company's setting of today.
 */
export function vatStatement(totals: Pick<DocumentTotals, 'tax_rate' | 'prices_include_vat'>) {
  return totals.prices_include_vat
    ? `Prices include VAT at ${totals.tax_rate} %`
    : `VAT at ${totals.tax_rate} % added`;
}

/** How a sale's shelf prices carry VAT: the company's settings when the sale is made. */
export type SaleVat = { taxRate: number; pricesIncludeVat: boolean };

/** A company's VAT settings for a sale; absent: shelf prices include VAT at 15 %. */
export function saleVatOf(company: {
  tax_rate?: number;
  prices_include_vat?: 'Yes' | 'No' | boolean;
}): SaleVat {
  const mode = company.prices_include_vat;
  return { taxRate: company.tax_rate ?? 15, pricesIncludeVat: mode !== 'No' && mode !== false };
}

/**
 * A store cart's or a till sale's totals: the shelf prices as product lines, no discount, by the
 * one rule quotes and invoices use, so the amount charged is the invoice's to the cent.
 */
export function saleTotals(
  lines: ReadonlyArray<{ unit_price: number; quantity: number }>,
  vat: SaleVat,
): DocumentTotals {
  return documentTotals({
    lines: lines.map((line) => ({
      item_type: 'product',
      name: '',
      unit_price: line.unit_price,
      quantity: line.quantity,
    })),
    discount: 0,
    taxRate: vat.taxRate,
    pricesIncludeVat: vat.pricesIncludeVat,
  });
}
