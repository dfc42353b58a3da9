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
