import { describe, expect, it } from 'vitest';
import {
  dashboardPeriod,
  financeStatement,
  includedVat,
  monthLater,
  monthOf,
  yearPeriod,
} from './statement';
import { clientStatement } from './client-statement';

describe('includedVat', () => {
  it('is the VAT part of an amount including VAT, as an invoice whose prices include VAT', () => {
    expect(includedVat(115_000, 15)).toBe(15_000);
    expect(includedVat(100, 15)).toBe(13); // 13.04 cents, half up
    expect(includedVat(0, 15)).toBe(0);
    expect(includedVat(-115_000, 15)).toBe(-15_000);
    expect(includedVat(10_000, 0)).toBe(0);
  });
});

describe('financeStatement', () => {
  it('sums income and expenses by category, net profit and VAT', () => {
    const s = financeStatement({
      incomes: [
        { category: 'invoice-payments', amount: 100_000 },
        { category: 'school-fees', amount: 5_000 },
        { category: 'invoice-payments', amount: 1 },
      ],
      expenses: [
        { category_id: 'rent', amount: 115_000, vat: 15_000 },
        { category_id: 'gone', amount: 2_000, vat: 0 },
      ],
      invoices: [{ total_tax: 30_000 }, { total_tax: 1 }],
      expenseCategories: [
        { id: 'rent', name: 'Rent' },
        { id: 'fuel', name: 'Fuel' },
      ],
    });
    expect(s.incomes).toEqual([
      { id: 'invoice-payments', description: 'Invoice Payments', amount: 100_001 },
      { id: 'school-fees', description: 'School Fees', amount: 5_000 },
    ]);
    expect(s.expenses).toEqual([
      { id: 'rent', description: 'Rent', amount: 115_000 },
      { id: 'fuel', description: 'Fuel', amount: 0 },
      { id: '', description: 'Uncategorised', amount: 2_000 },
    ]);
    expect([s.totalIncome, s.totalExpenses, s.netProfit]).toEqual([105_001, 117_000, -11_999]);
    expect(s.vat).toEqual({ output: 30_001, input: 15_000, payable: 15_001 });
  });
});

describe('periods', () => {
  it('default the dashboard to the financial year (from 1 March) to date', () => {
    expect(dashboardPeriod('2026-11-24')).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-11-24' });
    expect(dashboardPeriod('2026-03-01')).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-01' });
    expect(dashboardPeriod('2028-02-29')).toEqual({ dateFrom: '2027-03-01', dateTo: '2028-02-29' });
    expect(dashboardPeriod('2027-01-05')).toEqual({ dateFrom: '2026-03-01', dateTo: '2027-01-05' });
  });

  it('default the other screens as the spec says: the whole year, a month later', () => {
    expect(yearPeriod('2026-11-24')).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-12-31' });
    expect(monthLater('2026-01-31')).toBe('2026-02-28');
    expect(monthLater('2028-01-31')).toBe('2028-02-29');
    expect(monthLater('2026-12-15')).toBe('2027-01-15');
    expect(monthOf('2026-02-10')).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-28' });
  });
});

describe('clientStatement', () => {
  const invoices = [
    { number: 1, date: '2026-01-10', total: 10_000 },
    { number: 2, date: '2026-02-05', total: 5_000 },
  ];
  const payments = [
    { id: 'a', invoice_number: 1, entry_date: '2026-01-20', amount: 4_000, method: 'EFT' },
    { id: 'b', invoice_number: 1, entry_date: '2026-02-05', amount: 6_000, method: 'Cash' },
  ];
  it('carries what came before into the opening balance and runs the balance', () => {
    const s = clientStatement(invoices, payments, '2026-02-01', '2026-02-28');
    expect(s.opening).toBe(6_000);
    expect(s.lines.map((l) => [l.kind, l.invoice_number, l.balance])).toEqual([
      ['invoice', 2, 11_000],
      ['payment', 1, 5_000],
    ]);
    expect([s.charges, s.payments, s.closing]).toEqual([5_000, 6_000, 5_000]);
  });
  it('closes on its opening when the period has no lines; refuses a reversed period', () => {
    const s = clientStatement(invoices, payments, '2026-03-01', '2026-03-31');
    expect([s.opening, s.lines.length, s.closing]).toEqual([5_000, 0, 5_000]);
    expect(() => clientStatement([], [], '2026-02-01', '2026-01-01')).toThrow(RangeError);
  });
});
