import type { Database } from '../db/service';
import type { Delta, Step, TxEntities } from './steps';

/**
 * Period figures kept as they happen (architecture rule 3): a write that changes a figure adds
 * its change to the figure's aggregate item in the same transaction, so a dashboard, statement
 * or balance reads a few aggregate items, never the records. Each family has a rebuild test that
 * sums the records and compares (`sumBy` below).
 */

export type { Delta } from './steps';

/** A figure as read (`second` only where the item holds a second sum other than 0). */
export type Figure = { key: string; amount: number; count: number; second?: number };

/** A merged change: `second` only when it is not 0. */
export type MergedDelta = {
  name: string;
  key: string;
  amount: number;
  count: number;
  second?: number;
};

/**
 * The deltas with those on the same item summed (a transaction may write an item once) and
 * the ones that change nothing dropped.
 */
export function mergeDeltas(deltas: readonly Delta[]): MergedDelta[] {
  const merged = new Map<string, Required<MergedDelta>>();
  for (const delta of deltas) {
    const id = `${delta.name}\u0000${delta.key}`;
    const sum = merged.get(id) ?? {
      name: delta.name,
      key: delta.key,
      amount: 0,
      count: 0,
      second: 0,
    };
    sum.amount += delta.amount ?? 0;
    sum.count += delta.count ?? 0;
    sum.second += delta.second ?? 0;
    merged.set(id, sum);
  }
  return [...merged.values()]
    .filter((delta) => delta.amount !== 0 || delta.count !== 0 || delta.second !== 0)
    .map(({ second, ...delta }) => (second !== 0 ? { ...delta, second } : delta));
}

/**
 * The transaction steps that add `deltas` to `emis`'s figures: one `ADD` per item, created on
 * first use, so concurrent writers never lose each other's change and need no read first.
 */
export function aggregateSteps(tx: TxEntities, emis: string, deltas: readonly Delta[]): Step[] {
  return mergeDeltas(deltas).map((delta) => ({
    name: `aggregate ${delta.name} ${delta.key}`,
    write: tx.aggregate
      .upsert({ emis, name: delta.name, key: delta.key })
      .add({
        amount: delta.amount,
        count: delta.count,
        ...(delta.second !== undefined ? { second: delta.second } : {}),
      })
      .commit(),
  }));
}

/** The negation of `deltas`: what undoes them (a deletion, the old side of an edit). */
export const negate = (deltas: readonly Delta[]): Delta[] =>
  deltas.map((delta) => ({
    ...delta,
    amount: -(delta.amount ?? 0),
    count: -(delta.count ?? 0),
    ...(delta.second !== undefined ? { second: -delta.second } : {}),
  }));

/** The most figure items one range read returns (a year of days for 13 categories). */
export const FIGURES_BOUND = 5_000;

export type KeyRange = { from?: string; to?: string; prefix?: string };

/**
 * A family's figures with keys in `range` (`from`..`to` inclusive, or starting with `prefix`),
 * in key order: one Query, every page of it. A caller bounds the range (a year's months, a
 * client's figures); the count of items is the count of keys, never of records.
 */
export async function readFigures(
  db: Database,
  emis: string,
  name: string,
  range: KeyRange = {},
): Promise<Figure[]> {
  const query = db.entities.aggregate.query.byKey({ emis, name });
  const bounded =
    range.prefix !== undefined
      ? query.begins({ key: range.prefix })
      : range.from !== undefined && range.to !== undefined
        ? query.between({ key: range.from }, { key: range.to })
        : range.from !== undefined
          ? query.gte({ key: range.from })
          : range.to !== undefined
            ? query.lte({ key: range.to })
            : query;
  // The caller's key range (a year's months and edge days, one client's figures): read to its
  // end, but never past FIGURES_BOUND items.
  const { data } = await bounded.go({ count: FIGURES_BOUND, pages: FIGURES_BOUND });
  return data.map(figureOf);
}

/** An item as a figure: `second` only when it holds one other than 0. */
const figureOf = (item: {
  key: string;
  amount?: number;
  count?: number;
  second?: number;
}): Figure => ({
  key: item.key,
  amount: item.amount ?? 0,
  count: item.count ?? 0,
  ...(item.second ? { second: item.second } : {}),
});

/** One figure (zero when nothing was ever added). */
export async function readFigure(
  db: Database,
  emis: string,
  name: string,
  key: string,
): Promise<Figure> {
  const { data } = await db.entities.aggregate.get({ emis, name, key }).go({ consistent: true });
  return figureOf(data ?? { key });
}

/**
 * Records summed into `name`'s figures the way their writes add them: what a rebuild test compares an
 * aggregate family with (`deltasOf` is the same function the writes use).
 */
export function sumBy<R>(
  name: string,
  records: readonly R[],
  deltasOf: (record: R) => readonly Delta[],
): Figure[] {
  const sums = new Map<string, Required<Figure>>();
  const deltas = records.flatMap(deltasOf).filter((delta) => delta.name === name);
  for (const delta of mergeDeltas(deltas)) {
    const figure = sums.get(delta.key) ?? { key: delta.key, amount: 0, count: 0, second: 0 };
    figure.amount += delta.amount;
    figure.count += delta.count;
    figure.second += delta.second ?? 0;
    sums.set(delta.key, figure);
  }
  return [...sums.values()]
    .map(figureOf)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/*
 * Period families: a figure by date and category, for reports over any date range (a
 * dashboard's dateFrom..dateTo). Each change is added twice, to its month (`m|2026-11|cat`) and
 * to its day (`d|2026-11-26|cat`): a range reads its whole months from the month items and only
 * its partial first and last months from the day items, so a year reads about 12 + 62 keys per
 * category whatever the company holds. Categories must not contain `|`.
 */

const TOP = '\uffff';

/**
 * The deltas of `amount` (and `count`, and a `second` sum kept on the same items) on `date`
 * (`YYYY-MM-DD…`) in `category` of `name`.
 */
export function periodDeltas(
  name: string,
  date: string,
  category: string,
  amount: number,
  count = 1,
  second?: number,
): Delta[] {
  const day = date.slice(0, 10);
  const sums = { amount, count, ...(second !== undefined ? { second } : {}) };
  return [
    { name, key: `m|${day.slice(0, 7)}|${category}`, ...sums },
    { name, key: `d|${day}|${category}`, ...sums },
  ];
}

const lastDay = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};
const previousMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
};

/** The key ranges `dateFrom..dateTo` (inclusive days) is read from: whole months and edge days. */
export function periodRanges(dateFrom: string, dateTo: string): KeyRange[] {
  const from = dateFrom.slice(0, 10);
  const to = dateTo.slice(0, 10);
  if (from > to) return [];
  const firstMonth = from.slice(0, 7);
  const lastMonth = to.slice(0, 7);
  const days = (a: string, b: string): KeyRange => ({ from: `d|${a}|`, to: `d|${b}|${TOP}` });
  if (firstMonth === lastMonth) {
    const whole = from.endsWith('-01') && to === lastDay(lastMonth);
    return [whole ? { prefix: `m|${firstMonth}|` } : days(from, to)];
  }
  const ranges: KeyRange[] = [];
  let wholeFrom = firstMonth;
  if (!from.endsWith('-01')) {
    ranges.push(days(from, lastDay(firstMonth)));
    wholeFrom = nextMonth(firstMonth);
  }
  let wholeTo = lastMonth;
  if (to !== lastDay(lastMonth)) {
    ranges.push(days(`${lastMonth}-01`, to));
    wholeTo = previousMonth(lastMonth);
  }
  if (wholeFrom <= wholeTo) ranges.push({ from: `m|${wholeFrom}|`, to: `m|${wholeTo}|${TOP}` });
  return ranges;
}

/** `name`'s figures by category over `dateFrom..dateTo` (inclusive days). */
export async function readPeriod(
  db: Database,
  emis: string,
  name: string,
  dateFrom: string,
  dateTo: string,
): Promise<Map<string, Figure>> {
  const pages = await Promise.all(
    periodRanges(dateFrom, dateTo).map((range) => readFigures(db, emis, name, range)),
  );
  const byCategory = new Map<string, Figure>();
  for (const figure of pages.flat()) {
    const category = figure.key.slice(figure.key.lastIndexOf('|') + 1);
    const sum = byCategory.get(category) ?? { key: category, amount: 0, count: 0 };
    sum.amount += figure.amount;
    sum.count += figure.count;
    if (figure.second) sum.second = (sum.second ?? 0) + figure.second;
    byCategory.set(category, sum);
  }
  return byCategory;
}
