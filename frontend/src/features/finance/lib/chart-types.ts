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

export function chartPoints(
  incomes: ReadonlyArray<{ description: string; amount: number }>,
  expenses: ReadonlyArray<{ description: string; amount: number }>,
): ChartPoint[] {
  return [
    ...incomes.map((r) => ({ name: r.description, Income: r.amount / 100 })),
    ...expenses.map((r) => ({ name: r.description, Expenses: r.amount / 100 })),
  ];
}
