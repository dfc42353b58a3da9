import { describe, expect, it } from 'vitest';
import { mergeDeltas, negate, periodDeltas, periodRanges, sumBy } from './aggregates';

describe('period ranges', () => {
  it('reads whole months from month keys and partial months from day keys', () => {
    expect(periodRanges('2026-01-01', '2026-12-31')).toEqual([
      { from: 'm|2026-01|', to: 'm|2026-12|\uffff' },
    ]);
    expect(periodRanges('2026-03-15', '2026-05-10')).toEqual([
      { from: 'd|2026-03-15|', to: 'd|2026-03-31|\uffff' },
      { from: 'd|2026-05-01|', to: 'd|2026-05-10|\uffff' },
      { from: 'm|2026-04|', to: 'm|2026-04|\uffff' },
    ]);
    expect(periodRanges('2028-02-01', '2028-02-29')).toEqual([{ prefix: 'm|2028-02|' }]);
    expect(periodRanges('2027-02-01', '2027-02-28 23:59:59')).toEqual([{ prefix: 'm|2027-02|' }]);
    expect(periodRanges('2026-12-31', '2027-01-01')).toEqual([
      { from: 'd|2026-12-31|', to: 'd|2026-12-31|\uffff' },
      { from: 'd|2027-01-01|', to: 'd|2027-01-01|\uffff' },
    ]);
    expect(periodRanges('2026-06-02', '2026-06-01')).toEqual([]);
  });

  it('adds a change to its month and its day', () => {
    expect(periodDeltas('expenses', '2026-11-26 10:00:00', 'rent', 500)).toEqual([
      { name: 'expenses', key: 'm|2026-11|rent', amount: 500, count: 1 },
      { name: 'expenses', key: 'd|2026-11-26|rent', amount: 500, count: 1 },
    ]);
  });

  it('merges changes to one item and sums records as their writes add them', () => {
    const deltas = [
      { name: 'a', key: 'k', amount: 5, count: 1 },
      { name: 'a', key: 'k', amount: -5, count: -1 },
      { name: 'b', key: 'k', amount: 1 },
    ];
    expect(mergeDeltas(deltas)).toEqual([{ name: 'b', key: 'k', amount: 1, count: 0 }]);
    expect(sumBy('b', [deltas], (d) => d)).toEqual([{ key: 'k', amount: 1, count: 0 }]);
  });

  it('keeps a second sum on the same items, only where it is not 0', () => {
    expect(periodDeltas('invoices', '2026-11-26', 'total', 11_500, 1, 1_500)).toEqual([
      { name: 'invoices', key: 'm|2026-11|total', amount: 11_500, count: 1, second: 1_500 },
      { name: 'invoices', key: 'd|2026-11-26|total', amount: 11_500, count: 1, second: 1_500 },
    ]);
    const deltas = [
      { name: 'a', key: 'k', amount: 100, count: 1, second: 15 },
      { name: 'a', key: 'k', amount: 50, count: 1, second: 5 },
      { name: 'a', key: 'j', amount: 10, count: 1, second: 2 },
      ...negate([{ name: 'a', key: 'j', amount: 10, count: 1, second: 2 }]),
      { name: 'a', key: 'i', amount: 0, count: 0, second: 7 },
    ];
    expect(mergeDeltas(deltas)).toEqual([
      { name: 'a', key: 'k', amount: 150, count: 2, second: 20 },
      { name: 'a', key: 'i', amount: 0, count: 0, second: 7 },
    ]);
    expect(sumBy('a', [deltas], (d) => d)).toEqual([
      { key: 'i', amount: 0, count: 0, second: 7 },
      { key: 'k', amount: 150, count: 2, second: 20 },
    ]);
    // A family without a second sum reads as before.
    expect(mergeDeltas([{ name: 'b', key: 'k', amount: 1, second: 0 }])).toStrictEqual([
      { name: 'b', key: 'k', amount: 1, count: 0 },
    ]);
  });
});
