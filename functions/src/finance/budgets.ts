import type { BudgetsBody, CreateBudgetBody, SaveBudgetBody } from '@shared/finance/schemas';
import { aggregateSteps } from '../kernel/aggregates';
import type { RequestContext } from '../kernel/context';
import { checkedCursor } from '../kernel/pager';
import { commit } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { budgetDeltas, budgetTotalOf, changeDeltas } from './figures';
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
  const values = valuesOf(body);
  const write = budgets.create(ctx, values);
  await commit(ctx.db, (tx) => [
    ...write.steps(tx),
    ...aggregateSteps(tx, ctx.emis, budgetDeltas(values)),
  ]);
  return { status: 'success' as const, id: write.id };
}

/**
 * save-budget: a change of the budget `budgetID` (404 when not the company's), else a new one.
 * Its own call: the spec's budget save was wired to the expenses' call (docs/decisions/finance.md).
 */
export async function saveBudget(ctx: RequestContext, body: SaveBudgetBody) {
  if (!body.budgetID) return createBudget(ctx, body);
  const current = await budgetOr404(ctx, body.budgetID);
  const values = valuesOf(body);
  const write = budgets.update(ctx, asRow(current), values);
  const figures = changeDeltas(budgetDeltas, current, { ...current, ...values });
  await commit(ctx.db, (tx) => [...write.steps(tx), ...aggregateSteps(tx, ctx.emis, figures)]);
  return { status: 'success' as const, id: current.id };
}

const BY_DATE_KEYS = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

/**
 * get-budgets-for-selected-period {dateFrom, dateTo, selectedBudgetCategory, cursor?, limit?} ->
 * budgets (a page of that type whose entry date is in the period, in entry date order: one
 * key-range Query of byDate), cursor (the next page's, null on the last) and totalBud: the whole
 * period's total of that type, read from the budget figures (finance/figures.ts).
 */
export async function periodBudgets(ctx: RequestContext, body: BudgetsBody) {
  const partition = { field: 'gsi1pk', value: `${ctx.emis}#budget_by_date` };
  const cursor = checkedCursor(body.cursor, partition, BY_DATE_KEYS) ?? null;
  const [page, totalBud] = await Promise.all([
    ctx.db.entities.budget.query
      .byDate({ emis: ctx.emis })
      .between({ entry: body.dateFrom }, { entry: endOf(body.dateTo) })
      .where((a, op) => op.eq(a.type, body.selectedBudgetCategory))
      .go({ cursor, limit: body.limit }),
    budgetTotalOf(ctx, body.dateFrom, body.dateTo, body.selectedBudgetCategory),
  ]);
  return {
    dateFrom: body.dateFrom,
    dateTo: body.dateTo,
    selectedBudgetCategory: body.selectedBudgetCategory,
    budgets: page.data.map(budgetView),
    cursor: page.cursor,
    totalBud,
  };
}
