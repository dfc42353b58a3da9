import { describe, expect, it } from 'vitest';
import { intoColumns, SERVICES_PER_COLUMN } from './services-section';

describe('services columns', () => {
  it('never puts more than 15 rows in a column and balances short lists', () => {
    for (const n of [1, 2, 3, 7, 12, 15, 16, 30, 31, 46, 100]) {
      const columns = intoColumns(Array.from({ length: n }, (_, i) => i));
      expect(columns.flat()).toEqual(Array.from({ length: n }, (_, i) => i));
      for (const column of columns) expect(column.length).toBeLessThanOrEqual(SERVICES_PER_COLUMN);
    }
    expect(intoColumns(Array.from({ length: 12 }, (_, i) => i)).map((c) => c.length)).toEqual([
      4, 4, 4,
    ]);
    expect(intoColumns(Array.from({ length: 46 }, (_, i) => i)).length).toBe(4);
  });
});
