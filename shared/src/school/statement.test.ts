import { describe, expect, it } from 'vitest';
import { studentFinance } from './finance';
import { studentStatement, type StatementAccount, type StatementPayment } from './statement';

// Thabo Mokoena's year as the local seed leaves it: R1,200.00 carried in, the year's fee, the
// Grade 11 camp, and two payments at the school.
const account: StatementAccount = {
  year: 2026,
  opening: 120_000,
  fee: 2_400_000,
  fee_due_date: '2026-02-28',
  billings: [{ id: 'camp-gr11', description: 'Grade 11 leadership camp', amount: 185_000 }],
};
const payments: StatementPayment[] = [
  {
    rec_num: 1,
    description: 'School Fees',
    method: 'EFT',
    amount: 600_000,
    entry_date: '2026-01-15 12:00:00',
  },
  {
    rec_num: 4,
    description: 'School Fees',
    method: 'Cash',
    amount: 300_000,
    entry_date: '2026-04-10 12:00:00',
  },
  {
    rec_num: 9,
    description: 'Grade 11 leadership camp',
    method: 'Credit Cards',
    amount: 50_000,
    entry_date: '2026-06-30 16:45:10',
  },
];

describe('studentStatement', () => {
  it('opens a whole year on the carried balance, charges the fee and billings on 1 January, and closes on the year’s balance', () => {
    const statement = studentStatement(account, payments, '2026-01-01', '2026-12-31');
    expect(statement.opening).toBe(120_000);
    expect(
      statement.lines.map((l) => [l.date, l.description, l.charge, l.payment, l.balance]),
    ).toEqual([
      ['2026-01-01', 'School fees 2026 (due 2026-02-28)', 2_400_000, 0, 2_520_000],
      ['2026-01-01', 'Grade 11 leadership camp', 185_000, 0, 2_705_000],
      ['2026-01-15', 'School Fees', 0, 600_000, 2_105_000],
      ['2026-04-10', 'School Fees', 0, 300_000, 1_805_000],
      ['2026-06-30', 'Grade 11 leadership camp', 0, 50_000, 1_755_000],
    ]);
    expect(statement.lines.map((l) => l.rec_num)).toEqual([null, null, 1, 4, 9]);
    expect(statement).toMatchObject({ charges: 2_585_000, payments: 950_000, closing: 1_755_000 });
    const finance = studentFinance({
      opening: account.opening,
      fee: account.fee,
      billings: account.billings.map((b) => ({ ...b, paid: 0 })),
      paid: 950_000,
    });
    expect(statement.closing).toBe(finance.balance_due_year);
  });

  it('carries the earlier charges and payments into the opening of a range that starts mid-year', () => {
    const statement = studentStatement(account, payments, '2026-03-01', '2026-05-31');
    // 1,200.00 + 24,000.00 + 1,850.00 − 6,000.00 (15 January).
    expect(statement.opening).toBe(2_105_000);
    expect(statement.lines).toEqual([
      {
        date: '2026-04-10',
        kind: 'payment',
        description: 'School Fees',
        rec_num: 4,
        charge: 0,
        payment: 300_000,
        balance: 1_805_000,
      },
    ]);
    expect(statement).toMatchObject({ charges: 0, payments: 300_000, closing: 1_805_000 });
  });

  it('has no lines for a range without movements, and closes on its opening', () => {
    const statement = studentStatement(account, payments, '2026-07-01', '2026-09-30');
    expect(statement.lines).toEqual([]);
    expect(statement.opening).toBe(1_755_000);
    expect(statement.closing).toBe(1_755_000);
    expect(statement.charges).toBe(0);
    expect(statement.payments).toBe(0);
  });

  it('counts payments on both boundary dates, whatever their time of day', () => {
    const statement = studentStatement(account, payments, '2026-04-10', '2026-06-30');
    expect(statement.lines.map((l) => l.rec_num)).toEqual([4, 9]);
    expect(statement.opening).toBe(2_105_000);
    expect(statement.closing).toBe(1_755_000);
    const oneDay = studentStatement(account, payments, '2026-01-15', '2026-01-15');
    expect(oneDay.opening).toBe(2_705_000);
    expect(oneDay.lines.map((l) => l.payment)).toEqual([600_000]);
    expect(oneDay.closing).toBe(2_105_000);
  });

  it('shows the year’s charges on a statement from 1 January only, and keeps one day’s payments in receipt order', () => {
    const sameDay: StatementPayment[] = [
      { rec_num: 12, description: 'B', method: 'Cash', amount: 1_000, entry_date: '2026-01-01' },
      { rec_num: 11, description: 'A', method: 'Cash', amount: 2_000, entry_date: '2026-01-01' },
    ];
    const statement = studentStatement(
      { ...account, fee_due_date: null, billings: [] },
      sameDay,
      '2026-01-01',
      '2026-01-01',
    );
    expect(statement.lines.map((l) => [l.kind, l.description])).toEqual([
      ['charge', 'School fees 2026'],
      ['payment', 'A'],
      ['payment', 'B'],
    ]);
    expect(statement.closing).toBe(120_000 + 2_400_000 - 3_000);
    const later = studentStatement(account, [], '2026-01-02', '2026-12-31');
    expect(later.lines).toEqual([]);
    expect(later.opening).toBe(2_705_000);
  });

  it('keeps a credit exact and leaves out a year without a fee', () => {
    const statement = studentStatement(
      { year: 2026, opening: -50_000, fee: 0, billings: [] },
      [{ rec_num: 3, description: 'Deposit', method: 'EFT', amount: 1, entry_date: '2026-02-02' }],
      '2026-01-01',
      '2026-12-31',
    );
    expect(statement.lines.map((l) => l.balance)).toEqual([-50_001]);
    expect(statement.closing).toBe(-50_001);
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => studentStatement(account, payments, '2026-05-01', '2026-04-30')).toThrow(
      RangeError,
    );
  });
});
