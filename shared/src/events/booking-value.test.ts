import { describe, expect, it } from 'vitest';
import { bookingDays, bookingMoney } from './booking-value';

describe('bookingDays', () => {
  it('counts both ends and lets a midnight end close the day before', () => {
    expect(bookingDays({ start: '2026-03-02 09:00:00', end: '2026-03-02 17:00:00' })).toBe(1);
    expect(bookingDays({ start: '2026-03-02 00:00:00', end: '2026-03-05 00:00:00' })).toBe(3);
    expect(bookingDays({ start: '2026-03-02 09:00:00', end: '2026-03-04 12:00:00' })).toBe(3);
    expect(bookingDays({ start: '2026-02-27 09:00:00', end: '2026-03-02 10:00:00' })).toBe(4);
    expect(bookingDays({ start: '2028-02-28 00:00:00', end: '2028-03-01 00:00:00' })).toBe(2);
  });
});

describe('bookingMoney', () => {
  it('is hours per day x days x rate plus the agency fee, in exact cents', () => {
    // 1.5 h a day for 3 days at R 250.00 = R 1,125.00; 15 % agency fee = R 168.75.
    expect(
      bookingMoney({
        start: '2026-03-02 00:00:00',
        end: '2026-03-05 00:00:00',
        hoursPerDay: 150,
        rateCents: 25_000,
        agencyFeeBasisPoints: 1500,
      }),
    ).toEqual({ days: 3, hours: 450, payout: 112_500, agencyShare: 16_875, lineTotal: 129_375 });
  });

  it('rounds the share half up and never loses a cent', () => {
    // 0.33 h at R 0.99 = 32.67 c -> 33 c; 12.5 % of 33 c = 4.125 c -> 4 c.
    const money = bookingMoney({
      start: '2026-03-02 09:00:00',
      end: '2026-03-02 10:00:00',
      hoursPerDay: 33,
      rateCents: 99,
      agencyFeeBasisPoints: 1250,
    });
    expect(money).toEqual({ days: 1, hours: 33, payout: 33, agencyShare: 4, lineTotal: 37 });
    expect(money.payout + money.agencyShare).toBe(money.lineTotal);
  });

  it('has no agency share at 0 %', () => {
    const money = bookingMoney({
      start: '2026-03-02 09:00:00',
      end: '2026-03-02 10:00:00',
      hoursPerDay: 100,
      rateCents: 45_000,
      agencyFeeBasisPoints: 0,
    });
    expect(money).toMatchObject({ payout: 45_000, agencyShare: 0, lineTotal: 45_000 });
  });
});
