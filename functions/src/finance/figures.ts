import type { ExpenseEntry } from '@shared/finance/statement';
import { negate, periodDeltas, readPeriod, type Delta } from '../kernel/aggregates';
import type { RequestContext } from '../kernel/context';

/**
 * The finance period figures (issue 24, docs/decisions/finance.md): every write of an expense
 * adds its change to these aggregates in its own transaction, so the dashboard, the statement and
 * a period's totals read a year as about 12 + 62 items per category and family, whatever the
 * company holds. Two period families, each keyed by the expense's category ('' when it has
 * none), on its entry date:
 * - `finance-expenses`: the amounts paid (VAT included) and the count of expenses;
 * - `finance-expense-vat`: their VAT part (input tax); no count, so an expense without VAT adds
 *   nothing here.
 * The budgets of a period add up in a third family, `finance-budgets`, keyed by budget type on
 * the budget's entry date.
 */
export const EXPENSES_FAMILY = 'finance-expenses';
export const EXPENSE_VAT_FAMILY = 'finance-expense-vat';
export const BUDGETS_FAMILY = 'finance-budgets';

/** The columns of an expense the figures read (a record, a table row, a row after a change). */
export type ExpenseFigures = {
  entry_date?: unknown;
  amount?: unknown;
  vat?: unknown;
  expenses_category_id?: unknown;
};

const cents = (value: unknown) => (typeof value === 'number' ? value : 0);
const categoryOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * THE deltas of one expense: what its creation adds (its deletion subtracts them, an edit
 * subtracts the old and adds the new). The writes and the rebuild test use this one function.
 */
export function expenseDeltas(expense: ExpenseFigures): Delta[] {
  if (typeof expense.entry_date !== 'string') return [];
  const category = categoryOf(expense.expenses_category_id);
  return [
    ...periodDeltas(EXPENSES_FAMILY, expense.entry_date, category, cents(expense.amount), 1),
    ...periodDeltas(EXPENSE_VAT_FAMILY, expense.entry_date, category, cents(expense.vat), 0),
  ];
}

/** The columns of a budget its figure reads. */
export type BudgetFigures = { entry?: unknown; amount?: unknown; type?: unknown };

/** THE deltas of one budget line: its amount on its entry date, under its type. */
export function budgetDeltas(budget: BudgetFigures): Delta[] {
  if (typeof budget.entry !== 'string' || typeof budget.type !== 'string') return [];
  return periodDeltas(BUDGETS_FAMILY, budget.entry, budget.type, cents(budget.amount), 1);
}

/** The change of the figures when `before` becomes `after` (either absent: a create, a delete). */
export function changeDeltas<R>(
  deltasOf: (record: R) => Delta[],
  before: R | undefined,
  after: R | undefined,
): Delta[] {
  return [...(before ? negate(deltasOf(before)) : []), ...(after ? deltasOf(after) : [])];
}

/**
 * The period's expenses by category as the statement takes them (one entry per category with
 * its amount and VAT), and their totals: read from the figures, never the records.
 */
export async function expenseFiguresOf(ctx: RequestContext, dateFrom: string, dateTo: string) {
  const [amounts, vats] = await Promise.all([
    readPeriod(ctx.db, ctx.emis, EXPENSES_FAMILY, dateFrom, dateTo),
    readPeriod(ctx.db, ctx.emis, EXPENSE_VAT_FAMILY, dateFrom, dateTo),
  ]);
  // A category whose expenses of the period were all deleted or moved keeps items of 0: it is
  // left out, as the records would leave it (an Uncategorised row only when there is one).
  const categories = [...amounts.values()].filter((f) => f.count !== 0).map((f) => f.key);
  const entries: ExpenseEntry[] = categories.map((category) => ({
    category_id: category === '' ? undefined : category,
    amount: amounts.get(category)?.amount ?? 0,
    vat: vats.get(category)?.amount ?? 0,
  }));
  return {
    entries,
    total: entries.reduce((sum, e) => sum + e.amount, 0),
    vat: entries.reduce((sum, e) => sum + e.vat, 0),
    count: [...amounts.values()].reduce((sum, f) => sum + f.count, 0),
  };
}

/** The total of the budgets of `type` whose entry date is in the period, from its figures. */
export async function budgetTotalOf(
  ctx: RequestContext,
  dateFrom: string,
  dateTo: string,
  type: string,
) {
  const figures = await readPeriod(ctx.db, ctx.emis, BUDGETS_FAMILY, dateFrom, dateTo);
  return figures.get(type)?.amount ?? 0;
}
