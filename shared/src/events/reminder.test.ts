import { describe, expect, it } from 'vitest';
import { reminderAt, wallTimeToUtc } from './reminder';

describe('reminderAt', () => {
  it('is 24 hours before the Johannesburg start, in UTC', () => {
    expect(wallTimeToUtc('2026-03-02 09:00:00').toISOString()).toBe('2026-03-02T07:00:00.000Z');
    expect(reminderAt('2026-03-02 09:00:00')).toBe('2026-03-01T07:00:00.000Z');
    expect(reminderAt('2026-03-01 01:00:00')).toBe('2026-02-27T23:00:00.000Z');
    expect(reminderAt('2026-03-02 09:00:00', 2)).toBe('2026-03-02T05:00:00.000Z');
  });
});
