import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './sast';

describe('Africa/Johannesburg formatting', () => {
  it('formats YYYY-MM-DD HH:mm:ss at UTC+2 whatever the machine zone', () => {
    expect(formatDateTime(new Date('2026-11-22T22:15:09Z'))).toBe('2026-11-23 00:15:09');
    expect(formatDate(new Date('2026-02-28T23:00:00Z'))).toBe('2026-03-01');
  });
});
