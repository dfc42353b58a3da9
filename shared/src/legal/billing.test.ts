import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billAmount, billedMinutes, billingUnit, type BillableRule } from './billing';

const QUARTER: BillableRule = { item_type: 'billable', qty_increment_id: 2 };
const FIVE: BillableRule = { item_type: 'billable', qty_increment_id: 7 };
const COPIES: BillableRule = { item_type: 'billable', qty_increment_id: 3 };
const R1200 = 120_000;

describe('the unit of a billable', () => {
  it.each([
    [2, 'billable', 'minutes', 15],
    [7, 'billable', 'minutes', 5],
    [3, 'billable', 'Copies', 1],
    [4, 'billable', 'Folios', 1],
    [5, 'billable', 'Number of Calls', 1],
    [6, 'billable', 'Number of Attendances', 1],
    [8, 'billable', 'Number of Persons', 1],
    [9, 'billable', 'Hours', 1],
    [10, 'billable', 'Number of Pages', 1],
    [1, 'service', 'Hours', 1],
    [null, 'product', 'Quantity', 1],
    [1, 'transport', 'Kilometers', 1],
    [1, 'billable', 'Flat fee', 1],
    [null, 'billable', 'Flat fee', 1],
  ] as const)('increment %s, %s: %s (default %i)', (increment, type, label, units) => {
    const unit = billingUnit({ item_type: type, qty_increment_id: increment });
    expect(unit.label).toBe(label);
    expect(unit.defaultUnits).toBe(units);
  });
});

describe('the amount of a bill', () => {
  it('bills 45 minutes at R1,200.00 an hour on the 15-minute increment as R900.00', () => {
    expect(billAmount(QUARTER, R1200, 45)).toBe(90_000);
  });

  it('rounds 7 minutes up to 15 on the 15-minute increment and to 10 on the 5-minute one', () => {
    expect(billAmount(QUARTER, R1200, 7)).toBe(30_000);
    expect(billAmount(FIVE, R1200, 7)).toBe(20_000);
  });

  it('bills 10 copies at R5.00 as R50.00, and fractional units to the cent', () => {
    expect(billAmount(COPIES, 500, 10)).toBe(5_000);
    expect(billAmount({ item_type: 'service' }, 185_000, 1.5)).toBe(277_500);
    expect(billAmount({ item_type: 'transport' }, 484, 12.35)).toBe(5_977); // 59.774 -> 59.77
  });

  it('refuses what cannot be billed', () => {
    expect(() => billAmount(QUARTER, R1200, 0)).toThrow(RangeError);
    expect(() => billAmount(QUARTER, R1200, 7.5)).toThrow('whole minutes');
    expect(() => billAmount(COPIES, 500, 1.234)).toThrow('two decimals');
    expect(() => billAmount(COPIES, 10.5, 1)).toThrow(RangeError);
  });

  const increment = fc.constantFrom(QUARTER, FIVE);
  const minutes = fc.integer({ min: 1, max: 100_000 });
  const rate = fc.integer({ min: 0, max: 10_000_000 });

  it('never bills less time than was worked, and less than one increment more', () => {
    fc.assert(
      fc.property(increment, minutes, (billable, worked) => {
        const step = billingUnit(billable).minutes!;
        const billed = billedMinutes(worked, step);
        expect(billed).toBeGreaterThanOrEqual(worked);
        expect(billed - worked).toBeLessThan(step);
        expect(billed % step).toBe(0);
      }),
    );
  });

  it('never bills less than the time worked at the rate (to the cent), nor an increment more', () => {
    fc.assert(
      fc.property(increment, minutes, rate, (billable, worked, cents) => {
        const step = billingUnit(billable).minutes!;
        const amount = billAmount(billable, cents, worked);
        // Exact value of the time worked, and of one increment more, in cents (rounded half up).
        expect(amount).toBeGreaterThanOrEqual(Math.floor((worked * cents) / 60));
        expect(amount).toBeLessThanOrEqual(Math.ceil(((worked + step) * cents) / 60));
      }),
    );
  });

  it('is monotonic in minutes', () => {
    fc.assert(
      fc.property(increment, minutes, minutes, rate, (billable, a, b, cents) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(billAmount(billable, cents, low)).toBeLessThanOrEqual(
          billAmount(billable, cents, high),
        );
      }),
    );
  });

  it('bills whole units at units × rate exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), rate, (units, cents) => {
        expect(billAmount(COPIES, cents, units)).toBe(units * cents);
      }),
    );
  });
});
