import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE, formatDate, formatDateTime } from './sast';

describe('Africa/Johannesburg formatting', () => {
  it('formats YYYY-MM-DD HH:mm:ss at UTC+2 whatever the machine zone', () => {
    expect(formatDateTime(new Date('2026-11-22T22:15:09Z'))).toBe('2026-11-23 00:15:09');
    expect(formatDate(new Date('2026-02-28T23:00:00Z'))).toBe('2026-03-01');
  });

  it("gives date-fns' answers for any instant (midnight, noon, a year's ends, milliseconds)", () => {
    const instants = [
      '2026-01-01T00:00:00.000Z',
      '2025-12-31T21:59:59.999Z',
      '2025-12-31T22:00:00.000Z',
      '2026-06-15T10:00:00.000Z',
      '2026-06-15T12:00:00.500Z',
      '2024-02-29T23:30:00.000Z',
      '1999-12-31T22:00:00.000Z',
    ].map((iso) => new Date(iso));
    for (let i = 0; i < 500; i += 1)
      instants.push(new Date(Date.UTC(2020, 0, 1) + i * 7_919_993_117));
    for (const date of instants) {
      const zoned = new TZDate(date, TIME_ZONE);
      expect(formatDateTime(date), date.toISOString()).toBe(format(zoned, 'yyyy-MM-dd HH:mm:ss'));
      expect(formatDate(date), date.toISOString()).toBe(format(zoned, 'yyyy-MM-dd'));
    }
  });

  it('refuses an invalid date, as before', () => {
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
