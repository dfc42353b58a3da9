import { describe, expect, it } from 'vitest';
import { convertCents, formatAmount, formatMoney, toCents } from './format';

describe('money formatting', () => {
  it("formats 1,234.56 with the currency's symbol", () => {
    expect(formatAmount(123456)).toBe('1,234.56');
    expect(formatAmount(139900)).toBe('1,399.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(123456789012)).toBe('1,234,567,890.12');
    expect(formatMoney(299900, 'ZAR')).toBe('R 2,999.00');
    expect(formatMoney(-1050, 'USD')).toBe('-$ 10.50');
    expect(formatMoney(1000, 'MZN')).toBe('MZN 10.00');
  });

  it('rounds half away from zero without float drift', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(10)).toBe(1000);
    expect(toCents(-2.345)).toBe(-235);
    expect(convertCents(139900, 0.0555)).toBe(7764);
  });
});
