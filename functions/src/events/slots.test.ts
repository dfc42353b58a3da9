import { describe, expect, it } from 'vitest';
import { bookingDays } from '@shared/events/booking-value';
import { datesTouched, overlaps } from './slots';

describe('datesTouched', () => {
  it('lists the days a booking touches, a midnight end closing the day before', () => {
    expect(datesTouched('2026-03-02 09:00:00', '2026-03-02 17:00:00')).toEqual(['2026-03-02']);
    expect(datesTouched('2026-03-02 00:00:00', '2026-03-04 00:00:00')).toEqual([
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(datesTouched('2028-02-28 22:00:00', '2028-03-01 02:00:00')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it('counts as many days as the booking is priced for', () => {
    for (const [start, end] of [
      ['2026-03-02 09:00:00', '2026-03-02 10:00:00'],
      ['2026-02-27 09:00:00', '2026-03-02 10:00:00'],
      ['2026-03-02 00:00:00', '2026-03-05 00:00:00'],
      ['2026-12-31 20:00:00', '2027-01-01 00:00:00'],
    ] as const)
      expect(datesTouched(start, end)).toHaveLength(bookingDays({ start, end }));
  });
});

describe('overlaps', () => {
  const a = { start: '2026-03-02 09:00:00', end: '2026-03-02 11:00:00' };
  it('lets touching intervals be, refuses sharing ones', () => {
    expect(overlaps(a, { start: '2026-03-02 11:00:00', end: '2026-03-02 12:00:00' })).toBe(false);
    expect(overlaps(a, { start: '2026-03-02 08:00:00', end: '2026-03-02 09:00:00' })).toBe(false);
    expect(overlaps(a, { start: '2026-03-02 10:59:59', end: '2026-03-02 12:00:00' })).toBe(true);
    expect(overlaps(a, { start: '2026-03-01 00:00:00', end: '2026-03-03 00:00:00' })).toBe(true);
  });
});
