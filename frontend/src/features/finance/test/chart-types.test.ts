import { describe, expect, it } from 'vitest';
import { axisMoney, shortLabel } from '../lib/chart-types';

describe('chart labels', () => {
  it('write axis ticks in the currency, whole and short', () => {
    expect(axisMoney(115, 'R')).toBe('R 115');
    expect(axisMoney(1150, 'R')).toBe('R 1,150');
    expect(axisMoney(4025, 'R')).toBe('R 4,025');
    expect(axisMoney(12_500, 'R')).toBe('R 12.5k');
    expect(axisMoney(240_000, 'R')).toBe('R 240k');
    expect(axisMoney(1_230_000, 'R')).toBe('R 1.2m');
    expect(axisMoney(-1150, 'R')).toBe('-R 1,150');
  });

  it('cut long category names with an ellipsis and keep short ones', () => {
    expect(shortLabel('Rent', 16)).toBe('Rent');
    expect(shortLabel('Telephone and Internet', 16)).toBe('Telephone and I…');
  });
});
