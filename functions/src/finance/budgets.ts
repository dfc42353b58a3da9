import type { BudgetsBody, CreateBudgetBody, SaveBudgetBody } from '@shared/finance/schemas';
import type { RequestContext } from '../kernel/context';
import { commit } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { asRow, budgetOr404, endOf, type BudgetRecord } from './records';

const budgets = /* @__PURE__ */ tableRecord('budgets');

export const budgetView = (b: BudgetRecord) => ({
  id: b.id,
  description: b.description,
  amount: b.amount,
  entry: b.entry,
  due: b.due,
  frequency: b.frequency,
  type: b.type,
  row_version: b.row_version ?? null,
});

const valuesOf = (body: CreateBudgetBody) => ({
  description: body.description,
  amount: body.budgetAmount,
  entry: body.dateFrom,
  due: body.dateTo,
  frequency: body.frequency,
  type: body.budgetCategory,
});

/** create-budget: a budget line from dateFrom to dateTo -> 'success'. */
export async function createBudget(ctx: RequestContext, body: CreateBudgetBody) {
  const write = budgets.create(ctx, valuesOf(body));
  await commit(ctx.db, (tx) => write.steps(tx));
  return { status: 'success' as const, id: write.id };
}

/**
 * save-budget: a change of the budget `budgetID` (404 when not the company's), else a new one.
 * Its own call: the spec's budget save was wired to the expenses' call (docs/decisions/finance.md).
 */
export async function saveBudget(ctx: RequestContext, body: SaveBudgetBody) {
  if (!body.budgetID) return createBudget(ctx, body);
  const current = await budgetOr404(ctx, body.budgetID);
  const write = budgets.update(ctx, asRow(current), valuesOf(body));
  await commit(ctx.db, (tx) => write.steps(tx));
  return { status: 'success' as const, id: current.id };
}

/**
 * get-budgets-for-selected-period {dateFrom, dateTo, selectedBudgetCategory} -> budgets, totalBud:
 * the budgets of that type whose entry date is in the period (one key-range Query of byDate).
 */
export async function periodBudgets(ctx: RequestContext, body: BudgetsBody) {
  const { data } = await ctx.db.entities.budget.query
    .byDate({ emis: ctx.emis })
    .between({ entry: body.dateFrom }, { entry: endOf(body.dateTo) })
    .where((a, op) => op.eq(a.type, body.selectedBudgetCategory))
    .go({ pages: 'all' });
  const rows = data.map(budgetView);
  return {
    dateFrom: body.dateFrom,
    dateTo: body.dateTo,
    selectedBudgetCategory: body.selectedBudgetCategory,
    budgets: rows,
    totalBud: rows.reduce((sum, b) => sum + b.amount, 0),
  };
}
