import { addDays, addMonths, formatISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FREQUENCIES,
  addMonthsClamped,
  daysInMonth,
  dueRuns,
  firstRunOnOrAfter,
  nextRunDate,
  runDate,
  type Frequency,
} from './recurrence';

const day = (date: Date) => formatISO(date, { representation: 'date' });
const utc = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

describe('recurring invoices: run dates', () => {
  it.each<[string, Frequency, number, string]>([
    // Month-end clamped, the anchor kept: 31 January → 28/29 February → 31 March → 30 April.
    ['2026-01-31', 'monthly', 0, '2026-01-31'],
    ['2026-01-31', 'monthly', 1, '2026-02-28'],
    ['2026-01-31', 'monthly', 2, '2026-03-31'],
    ['2026-01-31', 'monthly', 3, '2026-04-30'],
    ['2026-01-31', 'monthly', 4, '2026-05-31'],
    ['2026-01-31', 'monthly', 11, '2026-12-31'],
    ['2026-01-31', 'monthly', 12, '2027-01-31'],
    ['2028-01-31', 'monthly', 1, '2028-02-29'],
    ['2024-01-30', 'monthly', 1, '2024-02-29'],
    ['2026-01-29', 'monthly', 1, '2026-02-28'],
    ['2026-01-15', 'monthly', 1, '2026-02-15'],
    ['2026-03-31', 'monthly', -1, '2026-02-28'],
    // Quarterly from a month end: 31 Jan → 30 Apr → 31 Jul → 31 Oct.
    ['2026-01-31', 'quarterly', 1, '2026-04-30'],
    ['2026-01-31', 'quarterly', 2, '2026-07-31'],
    ['2026-11-30', 'quarterly', 1, '2027-02-28'],
    ['2026-11-30', 'quarterly', 2, '2027-05-30'],
    // Yearly from a leap day: 28 February in other years, 29 again in leap years.
    ['2024-02-29', 'yearly', 1, '2025-02-28'],
    ['2024-02-29', 'yearly', 3, '2027-02-28'],
    ['2024-02-29', 'yearly', 4, '2028-02-29'],
    ['2026-06-15', 'yearly', 1, '2027-06-15'],
    // Weekly kinds: plain days, across month, year and leap-day ends.
    ['2026-01-31', 'weekly', 1, '2026-02-07'],
    ['2026-12-29', 'weekly', 1, '2027-01-05'],
    ['2028-02-22', 'weekly', 1, '2028-02-29'],
    ['2026-01-31', 'fortnightly', 2, '2026-02-28'],
    ['2026-01-31', 'four-weekly', 1, '2026-02-28'],
    ['2026-01-31', 'four-weekly', 13, '2027-01-30'],
  ])('%s %s run %i is %s', (start, frequency, index, expected) => {
    expect(runDate(start, frequency, index)).toBe(expected);
  });

  it('knows the month lengths of leap and common years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('agrees with date-fns (which clamps month ends the same way) for any start and step', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2090, 11, 31), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 }),
        (date, index) => {
          const start = day(date);
          expect(addMonthsClamped(start, index)).toBe(day(addMonths(utc(start), index)));
          expect(runDate(start, 'monthly', index)).toBe(day(addMonths(utc(start), index)));
          expect(runDate(start, 'quarterly', index)).toBe(day(addMonths(utc(start), 3 * index)));
          expect(runDate(start, 'weekly', index)).toBe(day(addDays(utc(start), 7 * index)));
        },
      ),
    );
  });

  it('finds the first run on or after a date, and it is a run date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2060, 11, 31), noInvalidDate: true }),
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom(...FREQUENCIES),
        (date, offset, frequency) => {
          const start = day(date);
          const target = day(addDays(utc(start), offset));
          const { index, date: found } = firstRunOnOrAfter(start, frequency, target);
          expect(found).toBe(runDate(start, frequency, index));
          expect(found >= target).toBe(true);
          if (index > 0) expect(runDate(start, frequency, index - 1) < target).toBe(true);
        },
      ),
    );
    expect(firstRunOnOrAfter('2026-05-01', 'monthly', '2026-01-01')).toEqual({
      index: 0,
      date: '2026-05-01',
    });
    expect(firstRunOnOrAfter('2026-01-31', 'monthly', '2026-03-01')).toEqual({
      index: 2,
      date: '2026-03-31',
    });
  });
});

describe('recurring invoices: runs due', () => {
  const monthly = { start: '2026-01-31', frequency: 'monthly' as const };

  it('lists every run due by today from the next one, in order', () => {
    expect(dueRuns(monthly, 0, '2026-01-30')).toEqual([]);
    expect(dueRuns(monthly, 0, '2026-01-31')).toEqual([{ index: 0, date: '2026-01-31' }]);
    expect(dueRuns(monthly, 1, '2026-03-31')).toEqual([
      { index: 1, date: '2026-02-28' },
      { index: 2, date: '2026-03-31' },
    ]);
    expect(dueRuns(monthly, 3, '2026-03-31')).toEqual([]);
  });

  it('stops at the end date and at the cap', () => {
    expect(dueRuns({ ...monthly, end: '2026-03-30' }, 0, '2026-12-31')).toHaveLength(2);
    expect(dueRuns({ ...monthly, end: '2026-03-31' }, 0, '2026-12-31')).toHaveLength(3);
    expect(dueRuns({ ...monthly, end: null }, 0, '2026-12-31')).toHaveLength(12);
    const weekly = { start: '2026-01-01', frequency: 'weekly' as const };
    const first = dueRuns(weekly, 0, '2026-12-31');
    expect(first).toHaveLength(12);
    expect(dueRuns(weekly, 12, '2026-12-31', 100)[0]).toEqual({ index: 12, date: '2026-03-26' });
  });

  it('has no next run past the end date', () => {
    expect(nextRunDate({ ...monthly, end: '2026-03-31' }, 2)).toBe('2026-03-31');
    expect(nextRunDate({ ...monthly, end: '2026-03-31' }, 3)).toBeNull();
    expect(nextRunDate(monthly, 3)).toBe('2026-04-30');
  });
});
