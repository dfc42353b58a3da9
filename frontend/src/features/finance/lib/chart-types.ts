/** The dashboard's chart types (extended.md §2), Vertical Bars first: the default ('column', §4). */
export const CHART_TYPES = [
  'Vertical Bars',
  'Horizontal Bars',
  'Pie Chart',
  'Line Chart',
  'Scatter',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const DEFAULT_CHART_TYPE: ChartType = 'Vertical Bars';

/** One category's point: its income or its expenses, in currency units (not cents). */
export type ChartPoint = { name: string; Income?: number; Expenses?: number };

/** The chart's points: the selected categories with an amount in the period. */
export function chartPoints(
  incomes: ReadonlyArray<{ description: string; amount: number }>,
  expenses: ReadonlyArray<{ description: string; amount: number }>,
): ChartPoint[] {
  // Categories with nothing in the period stay off the chart (the statement lists them).
  return [
    ...incomes
      .filter((r) => r.amount !== 0)
      .map((r) => ({ name: r.description, Income: r.amount / 100 })),
    ...expenses
      .filter((r) => r.amount !== 0)
      .map((r) => ({ name: r.description, Expenses: r.amount / 100 })),
  ];
}

/**
 * An axis tick in the company's currency, short enough never to be cut: `R 115`, `R 1,150`,
 * `R 12.5k`, `R 1.2m` (the amount in currency units, as the points hold it).
 */
export function axisMoney(units: number, symbol: string): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  // toFixed, not toLocaleString: en-ZA writes 12,5 where the app writes 12.5.
  const short = (n: number, unit: string) => `${Number(n.toFixed(1))}${unit}`;
  const text =
    abs >= 1_000_000
      ? short(abs / 1_000_000, 'm')
      : abs >= 10_000
        ? short(abs / 1_000, 'k')
        : Math.round(abs)
            .toString()
            .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol} ${text}`;
}

/** A category name cut to `max` characters with an ellipsis (the full name is in the tooltip). */
export function shortLabel(name: string, max: number): string {
  return name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}…`;
}
