import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertCents,
  currencySymbol,
  divideHalfUp,
  formatAmount,
  formatMoney,
  parseMoney,
  toCents,
} from './money';

describe('parseMoney', () => {
  it('reads what people type into whole cents', () => {
    expect(parseMoney('1,234.5')).toBe(123450);
    expect(parseMoney('1 234.56')).toBe(123456);
    expect(parseMoney('1\u00a0234.56')).toBe(123456);
    expect(parseMoney('  42 ')).toBe(4200);
    expect(parseMoney('0.05')).toBe(5);
    expect(parseMoney('12.')).toBe(1200);
    expect(parseMoney('.5')).toBe(50);
    expect(parseMoney('007.10')).toBe(710);
  });

  it('ignores one leading currency symbol or code', () => {
    expect(parseMoney('R1,234.50')).toBe(123450);
    expect(parseMoney('R 99.99')).toBe(9999);
    expect(parseMoney('ZAR 10')).toBe(1000);
    expect(parseMoney('$5')).toBe(500);
    expect(parseMoney('€ 3.20')).toBe(320);
    expect(parseMoney('£1')).toBe(100);
    expect(parseMoney('P 7')).toBe(700);
    expect(parseMoney('N$ 12.30')).toBe(1230);
    expect(parseMoney('GH₵ 1.00')).toBe(100);
    expect(parseMoney('KSh 2,000')).toBe(200000);
  });

  it('refuses anything that is not a non-negative amount with at most two decimals', () => {
    for (const bad of ['', '   ', 'abc', 'R', '.', '12.345', '-5', 'R -5', '1e5', '1.2.3', '5 R']) {
      expect(parseMoney(bad), bad).toBeNull();
    }
    expect(parseMoney('99999999999999999999')).toBeNull();
  });

  it('reads numbers without float drift', () => {
    expect(parseMoney(12.5)).toBe(1250);
    expect(parseMoney(0)).toBe(0);
    expect(parseMoney(-0)).toBe(0);
    expect(parseMoney(19.99)).toBe(1999);
    expect(parseMoney(0.07)).toBe(7);
    expect(parseMoney(1234567.89)).toBe(123456789);
    for (const bad of [12.345, 1.005, -1, Number.NaN, Infinity, -Infinity, 1e21, 0.1 + 0.2]) {
      expect(parseMoney(bad), String(bad)).toBeNull();
    }
  });

  // Its own time budget: 300 generated amounts formatted and parsed (Intl), CPU-bound work that
  // a busy machine makes many times slower than vitest's default 5 s assumes.
  it('reads back every amount it formats', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseMoney(formatAmount(cents))).toBe(cents);
        expect(parseMoney(formatMoney(cents, 'ZAR'))).toBe(cents);
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatAmount and formatMoney', () => {
  it("prints the spec's 1,234.56", () => {
    expect(formatAmount(123456)).toBe('1,234.56');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(100000)).toBe('1,000.00');
    expect(formatAmount(99999)).toBe('999.99');
    expect(formatAmount(123456789012)).toBe('1,234,567,890.12');
    expect(formatAmount(-123456)).toBe('-1,234.56');
    expect(formatAmount(-0)).toBe('0.00');
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError);
  });

  it('puts the symbol and a plain space before the amount', () => {
    expect(formatMoney(123456, 'ZAR')).toBe('R 1,234.56');
    expect(formatMoney(123456, 'zar')).toBe('R 1,234.56');
    expect(formatMoney(500, 'NAD')).toBe('N$ 5.00');
    expect(formatMoney(-1200, 'ZAR')).toBe('-R 12.00');
    expect(formatMoney(100, 'XYZ')).toBe('XYZ 1.00');
  });

  it('knows the symbols of the region', () => {
    const expected: Record<string, string> = {
      ZAR: 'R',
      USD: '$',
      EUR: '€',
      GBP: '£',
      BWP: 'P',
      NAD: 'N$',
      KES: 'KSh',
      NGN: '₦',
      GHS: 'GH₵',
      MUR: 'Rs',
      ZMW: 'K',
      MZN: 'MT',
      LSL: 'L',
      SZL: 'E',
      CHF: 'CHF',
    };
    for (const [code, symbol] of Object.entries(expected))
      expect(currencySymbol(code)).toBe(symbol);
  });
});

describe('divideHalfUp', () => {
  it('rounds exact halves up and the rest to the nearest', () => {
    expect(divideHalfUp(45n, 10n)).toBe(5n);
    expect(divideHalfUp(44n, 10n)).toBe(4n);
    expect(divideHalfUp(46n, 10n)).toBe(5n);
    expect(divideHalfUp(0n, 7n)).toBe(0n);
    expect(divideHalfUp(1n, 2n)).toBe(1n);
    expect(() => divideHalfUp(-1n, 2n)).toThrow(RangeError);
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('toCents and convertCents', () => {
  it('rounds half away from zero without float drift', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(10)).toBe(1000);
    expect(toCents(-2.345)).toBe(-235);
    expect(convertCents(139900, 0.0555)).toBe(7764);
  });
});
