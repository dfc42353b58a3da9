import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentTotals,
  lineTotal,
  totalsProblem,
  type LineInput,
  type TotalsInput,
} from './totals';

const line = (item_type: LineInput['item_type'], unit_price: number, quantity = 1): LineInput => ({
  item_type,
  name: `${item_type} ${unit_price}`,
  unit_price,
  quantity,
});

// The three-line example worked by hand: R100.00 x 2, R49.99 x 3, R10.00 x 1, R20.00 off, 15%.
const EXAMPLE: TotalsInput = {
  lines: [line('product', 10000, 2), line('service', 4999, 3), line('transportation', 1000)],
  discount: 2000,
  taxRate: 15,
};

describe('documentTotals by hand', () => {
  it('adds VAT on top of the discounted subtotal', () => {
    expect(documentTotals(EXAMPLE)).toEqual({
      lines: [
        { ...EXAMPLE.lines[0], line_total: 20000 },
        { ...EXAMPLE.lines[1], line_total: 14997 },
        { ...EXAMPLE.lines[2], line_total: 1000 },
      ],
      total_products: 20000,
      total_services: 14997,
      total_transports: 1000,
      sub_total: 35997,
      discount: 2000,
      // 339.97 x 15% = 50.9955 -> 51.00
      total_tax: 5100,
      total: 39097,
      tax_rate: 15,
      prices_include_vat: false,
    });
  });

  it('extracts VAT when the prices include it', () => {
    const totals = documentTotals({ ...EXAMPLE, pricesIncludeVat: true });
    expect(totals.sub_total).toBe(35997);
    expect(totals.total).toBe(33997);
    // 339.97 x 15 / 115 = 44.3439... -> 44.34
    expect(totals.total_tax).toBe(4434);
    expect(totals.prices_include_vat).toBe(true);
  });

  it('rounds exact half cents up', () => {
    // R0.30 x 15% = 4.5c; R0.10 x 15% = 1.5c
    expect(
      documentTotals({ lines: [line('product', 30)], discount: 0, taxRate: 15 }).total_tax,
    ).toBe(5);
    expect(
      documentTotals({ lines: [line('product', 10)], discount: 0, taxRate: 15 }).total_tax,
    ).toBe(2);
    // 72c including 15.2% VAT: 72 x 15.2 / 115.2 = 9.5c exactly
    const inclusive = documentTotals({
      lines: [line('service', 72)],
      discount: 0,
      taxRate: 15.2,
      pricesIncludeVat: true,
    });
    expect(inclusive.total_tax).toBe(10);
  });

  it('has no float drift where Math.round(x * rate / 100) has', () => {
    // R175.00 x 14.54% = 25.445 exactly, which floats make 25.4449999...
    expect(Math.round((17500 * 14.54) / 100)).toBe(2544);
    expect(
      documentTotals({ lines: [line('product', 17500)], discount: 0, taxRate: 14.54 }).total_tax,
    ).toBe(2545);
  });

  it('takes VAT on the document total, not per line', () => {
    // Per line: 4.5c -> 5c each, 10c in all; on the total: 30c x 2 x 15% = 9c.
    const totals = documentTotals({
      lines: [line('product', 30), line('service', 30)],
      discount: 0,
      taxRate: 15,
    });
    expect(totals.total_tax).toBe(9);
    expect(totals.total).toBe(69);
  });

  it('totals no lines to zero', () => {
    const totals = documentTotals({ lines: [], discount: 0, taxRate: 15 });
    expect(totals).toMatchObject({ sub_total: 0, total_tax: 0, total: 0, lines: [] });
  });

  it('keeps extra fields of saved lines', () => {
    const saved = { ...line('product', 500, 2), unit_cost: 300 };
    expect(documentTotals({ lines: [saved], discount: 0, taxRate: 15 }).lines[0]).toEqual({
      ...saved,
      line_total: 1000,
    });
  });
});

describe('totalsProblem', () => {
  it('accepts valid input', () => {
    expect(totalsProblem(EXAMPLE)).toBeNull();
    expect(totalsProblem({ lines: [], discount: 0, taxRate: 0 })).toBeNull();
    expect(totalsProblem({ ...EXAMPLE, discount: 35997 })).toBeNull();
    expect(totalsProblem({ ...EXAMPLE, taxRate: 15.5 })).toBeNull();
  });

  it('says what is wrong', () => {
    expect(totalsProblem({ ...EXAMPLE, discount: 35998 })).toBe(
      'The discount is more than the subtotal',
    );
    expect(totalsProblem({ lines: [], discount: 1, taxRate: 15 })).toBe(
      'The discount is more than the subtotal',
    );
    expect(totalsProblem({ ...EXAMPLE, discount: -1 })).toBe(
      'The discount must be an amount of 0 or more',
    );
    expect(totalsProblem({ ...EXAMPLE, discount: 1.5 })).toBe(
      'The discount must be an amount of 0 or more',
    );
    expect(totalsProblem({ lines: [line('product', 100, 0)], discount: 0, taxRate: 15 })).toBe(
      'Line 1: quantity must be a whole number of at least 1',
    );
    expect(
      totalsProblem({
        lines: [line('product', 100), line('service', 100, 1.5)],
        discount: 0,
        taxRate: 15,
      }),
    ).toBe('Line 2: quantity must be a whole number of at least 1');
    expect(totalsProblem({ lines: [line('product', -100)], discount: 0, taxRate: 15 })).toBe(
      'Line 1: the price must be an amount of 0 or more',
    );
    expect(totalsProblem({ lines: [line('product', 10.5)], discount: 0, taxRate: 15 })).toBe(
      'Line 1: the price must be an amount of 0 or more',
    );
    const wrongType = { ...line('product', 100), item_type: 'gift' } as unknown as LineInput;
    expect(totalsProblem({ lines: [wrongType], discount: 0, taxRate: 15 })).toMatch(/item type/);
    for (const taxRate of [-1, 100.01, 15.555, Number.NaN, Infinity]) {
      expect(totalsProblem({ ...EXAMPLE, taxRate }), String(taxRate)).toMatch(/tax rate/);
    }
    expect(
      totalsProblem({
        lines: [line('product', Number.MAX_SAFE_INTEGER, 2)],
        discount: 0,
        taxRate: 15,
      }),
    ).toBe('The amounts are too large');
  });

  it('is what documentTotals throws', () => {
    expect(() => documentTotals({ ...EXAMPLE, discount: 99999 })).toThrow(
      new RangeError('The discount is more than the subtotal'),
    );
  });
});

describe('lineTotal', () => {
  it('multiplies exactly', () => {
    expect(lineTotal(4999, 3)).toBe(14997);
    expect(lineTotal(0, 7)).toBe(0);
    expect(() => lineTotal(100, 0)).toThrow(RangeError);
    expect(() => lineTotal(100, 2.5)).toThrow(RangeError);
    expect(() => lineTotal(-1, 1)).toThrow(RangeError);
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

// Inputs as the screens send them: up to 40 lines of up to R1m x 1,000, a discount no more than
// the subtotal, a rate of 0 to 100% with up to two decimals.
const lineArb = fc.record({
  item_type: fc.constantFrom('product' as const, 'service' as const, 'transportation' as const),
  name: fc.string({ maxLength: 20 }),
  unit_price: fc.integer({ min: 0, max: 100_000_000 }),
  quantity: fc.integer({ min: 1, max: 1_000 }),
});
const inputArb = fc
  .record({
    lines: fc.array(lineArb, { maxLength: 40 }),
    discountShare: fc.oneof(
      fc.constant(0),
      fc.constant(1),
      fc.double({ min: 0, max: 1, noNaN: true }),
    ),
    rateHundredths: fc.oneof(
      fc.constantFrom(0, 1500, 1550, 10_000),
      fc.integer({ min: 0, max: 10_000 }),
    ),
    pricesIncludeVat: fc.boolean(),
  })
  .map(({ lines, discountShare, rateHundredths, pricesIncludeVat }) => {
    const subTotal = lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
    return {
      lines,
      discount: Math.floor(subTotal * discountShare),
      taxRate: rateHundredths / 100,
      pricesIncludeVat,
      rateHundredths: BigInt(rateHundredths),
    };
  });

// The VAT as a fraction p/q rounded half up, written independently of the code under test:
// floor(p/q + 1/2) = floor((2p + q) / 2q).
function expectedVat(base: number, rateHundredths: bigint, inclusive: boolean): number {
  const p = BigInt(base) * rateHundredths;
  const q = inclusive ? 10_000n + rateHundredths : 10_000n;
  return Number((2n * p + q) / (2n * q));
}

const RUNS = { numRuns: 300 };

// Its own time budget: each property runs 300 generated documents of up to 40 lines, CPU-bound
// work that a busy machine makes many times slower than vitest's default 5 s assumes.
describe('documentTotals properties', { timeout: 30_000 }, () => {
  it('sums the lines into the subtotal and the subtotal by type', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const totals = documentTotals(input);
        expect(totals.lines.map((l) => l.line_total)).toEqual(
          input.lines.map((l) => l.unit_price * l.quantity),
        );
        expect(totals.lines.reduce((sum, l) => sum + l.line_total, 0)).toBe(totals.sub_total);
        expect(totals.total_products + totals.total_services + totals.total_transports).toBe(
          totals.sub_total,
        );
      }),
      RUNS,
    );
  });

  it('adds up: exclusive subtotal - discount + VAT = total; inclusive total = subtotal - discount', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const totals = documentTotals(input);
        expect(totals.total_tax).toBeGreaterThanOrEqual(0);
        if (input.pricesIncludeVat) {
          expect(totals.total).toBe(totals.sub_total - totals.discount);
          expect(totals.total_tax).toBeLessThanOrEqual(totals.total);
        } else {
          expect(totals.sub_total - totals.discount + totals.total_tax).toBe(totals.total);
        }
      }),
      RUNS,
    );
  });

  it('matches the exact rational VAT rounded half up', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const totals = documentTotals(input);
        const base = totals.sub_total - totals.discount;
        expect(totals.total_tax).toBe(
          expectedVat(base, input.rateHundredths, input.pricesIncludeVat),
        );
      }),
      RUNS,
    );
  });

  it('gives no VAT at a 0% rate', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const totals = documentTotals({ ...input, taxRate: 0 });
        expect(totals.total_tax).toBe(0);
        expect(totals.total).toBe(totals.sub_total - totals.discount);
      }),
      RUNS,
    );
  });

  it('finds no problem in valid input', () => {
    fc.assert(
      fc.property(inputArb, (input) => totalsProblem(input) === null),
      RUNS,
    );
  });
});
