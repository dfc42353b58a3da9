import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import {
  aggregateSteps,
  negate,
  periodDeltas,
  readFigure,
  readFigures,
  readPeriod,
  sumBy,
  type Delta,
} from '../../functions/src/kernel/aggregates';
import { commit } from '../../functions/src/kernel/transaction';
import { testDeps } from './support';

// The kernel's aggregates against DynamoDB Local: concurrent writers never lose a change, a
// transaction may name one item twice, and a range reads only its keys.
describe('kernel aggregates', () => {
  const db = testDeps().db;
  const emis = `agg-${ulid().toLowerCase()}`;
  const add = (deltas: Delta[]) => commit(db, (tx) => aggregateSteps(tx, emis, deltas));

  it('sums concurrent additions exactly and merges a transaction’s changes to one item', async () => {
    const deltas = Array.from({ length: 20 }, (_, i): Delta[] => [
      { name: 'expenses', key: `2026-0${1 + (i % 3)}|rent`, amount: 1_000 + i, count: 1 },
      { name: 'expenses', key: `2026-0${1 + (i % 3)}|rent`, amount: 1, count: 0 },
    ]);
    await Promise.all(deltas.map(add));
    const figures = await readFigures(db, emis, 'expenses');
    expect(figures).toEqual(sumBy('expenses', deltas, (d) => d));
    expect(figures.reduce((sum, f) => sum + f.amount, 0)).toBe(20 * 1_000 + 190 + 20);
    expect(figures.map((f) => f.count)).toEqual([7, 7, 6]);
  });

  it('undoes a change with its negation and reads a bounded range', async () => {
    const change: Delta[] = [{ name: 'expenses', key: '2026-02|rent', amount: 500, count: 1 }];
    // February held i = 1, 4, … 19: 7 × 1,000 + 70 + 7 × 1.
    expect((await readFigure(db, emis, 'expenses', '2026-02|rent')).amount).toBe(7_077);
    await add(change);
    expect(await readFigure(db, emis, 'expenses', '2026-02|rent')).toEqual({
      key: '2026-02|rent',
      amount: 7_577,
      count: 8,
    });
    await add(negate(change));
    const february = await readFigures(db, emis, 'expenses', { prefix: '2026-02' });
    expect(february).toHaveLength(1);
    const range = await readFigures(db, emis, 'expenses', { from: '2026-02', to: '2026-02~' });
    expect(range).toEqual(february);
    expect(await readFigure(db, emis, 'expenses', '2027-01|rent')).toEqual({
      key: '2027-01|rent',
      amount: 0,
      count: 0,
    });
  });

  it('reads a date range from month and day figures', async () => {
    const spend: Array<[string, string, number]> = [
      ['2026-03-14', 'rent', 100],
      ['2026-03-15', 'rent', 200],
      ['2026-04-02', 'rent', 400],
      ['2026-04-30', 'fuel', 800],
      ['2026-05-10', 'rent', 1_600],
      ['2026-05-11', 'rent', 3_200],
    ];
    await Promise.all(
      spend.map(([date, cat, amount]) => add(periodDeltas('spend', date, cat, amount))),
    );
    const period = await readPeriod(db, emis, 'spend', '2026-03-15', '2026-05-10');
    expect(Object.fromEntries(period)).toEqual({
      rent: { key: 'rent', amount: 200 + 400 + 1_600, count: 3 },
      fuel: { key: 'fuel', amount: 800, count: 1 },
    });
  });

  it('adds, negates and reads a second sum kept on the same items', async () => {
    const sales: Array<[string, number, number]> = [
      ['2026-07-30', 1_150, 150],
      ['2026-08-03', 2_300, 300],
      ['2026-08-03', 575, 75],
    ];
    const changes = sales.map(([date, total, tax]) =>
      periodDeltas('sales', date, 'total', total, 1, tax),
    );
    await Promise.all(changes.map(add));
    const period = await readPeriod(db, emis, 'sales', '2026-07-31', '2026-08-31');
    expect(period.get('total')).toEqual({ key: 'total', amount: 2_875, count: 2, second: 375 });
    await add(negate(changes[1]!));
    expect(await readFigure(db, emis, 'sales', 'd|2026-08-03|total')).toEqual({
      key: 'd|2026-08-03|total',
      amount: 575,
      count: 1,
      second: 75,
    });
    expect(await readFigures(db, emis, 'sales')).toEqual(
      sumBy('sales', [changes[0]!, changes[2]!], (d) => d),
    );
  });
});
