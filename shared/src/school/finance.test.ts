import { describe, expect, it } from 'vitest';
import { schoolYearOf, studentFinance } from './finance';

describe('studentFinance', () => {
  it('sums opening, fee and billings, and subtracts every payment of the year', () => {
    const finance = studentFinance({
      opening: 120_000,
      fee: 2_400_000,
      billings: [
        { id: 'camp', description: 'Grade 11 camp', amount: 185_000, paid: 50_000 },
        { id: 'blazer', description: 'Blazer', amount: 65_000, paid: 65_000 },
      ],
      paid: 915_000,
    });
    expect(finance).toMatchObject({
      comment: '',
      op: 120_000,
      curfee: 2_400_000,
      total_due: 2_770_000,
      all_pay_sum: 915_000,
      balance_due_year: 1_855_000,
      future_billings_paid_sum: 115_000,
      future_billings_unpaid_sum: 135_000,
    });
    expect(finance.future_billings.map((b) => [b.id, b.outstanding, b.settled])).toEqual([
      ['camp', 135_000, false],
      ['blazer', 0, true],
    ]);
  });

  it('keeps a credit and an overpaid billing exact', () => {
    const finance = studentFinance({
      opening: -5_000,
      fee: 0,
      billings: [{ id: 'x', description: 'Trip', amount: 10_000, paid: 12_000 }],
      paid: 12_000,
    });
    expect(finance.total_due).toBe(5_000);
    expect(finance.balance_due_year).toBe(-7_000);
    expect(finance.future_billings_paid_sum).toBe(10_000);
    expect(finance.future_billings_unpaid_sum).toBe(0);
  });

  it('drops by exactly the amount paid', () => {
    const before = studentFinance({ opening: 0, fee: 100_000, billings: [], paid: 0 });
    const after = studentFinance({ opening: 0, fee: 100_000, billings: [], paid: 35_000 });
    expect(before.balance_due_year - after.balance_due_year).toBe(35_000);
  });
});

describe('schoolYearOf', () => {
  it('reads the calendar year of a Johannesburg date', () => {
    expect(schoolYearOf('2026-11-24 09:00:00')).toBe(2026);
  });
});
