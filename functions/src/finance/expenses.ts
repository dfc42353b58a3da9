import { includedVat } from '@shared/finance/statement';
import type {
  DeleteExpensesBody,
  ExpensesPageBody,
  SaveExpenseBody,
} from '@shared/finance/schemas';
import { formatDate } from '@shared/time/sast';
import { aggregateSteps, negate } from '../kernel/aggregates';
import type { RequestContext } from '../kernel/context';
import { checkedCursor } from '../kernel/pager';
import { requestOf } from '../kernel/request';
import { commit } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { financeError } from './errors';
import { changeDeltas, expenseDeltas, expenseFiguresOf } from './figures';
import { removeExpenseFiles } from './files';
import { asRow, endOf, expensesById, namesOf, stillThere, type ExpenseRecord } from './records';

const expenses = /* @__PURE__ */ tableRecord('expenses');

type Names = Map<string, string>;

/** An expense as the list reads it (extended.md §3 Expense), with its VAT part. */
export function expenseView(e: ExpenseRecord, categories: Names, providers: Names) {
  const category = e.expenses_category_id;
  const provider = e.service_provider_id;
  return {
    id: e.id,
    entry_date: e.entry_date,
    description: e.description ?? null,
    amount: e.amount,
    vat: e.vat,
    tax_rate: e.tax_rate ?? null,
    expenses_category_id: category ?? null,
    service_provider_id: provider ?? null,
    expenses_categories: { name: (category && categories.get(category)) || null },
    service_providers: { name: (provider && providers.get(provider)) || null },
    row_version: e.row_version ?? null,
  };
}

/** The names of the categories and providers `expenses` name: two batch reads of those ids. */
async function names(ctx: RequestContext, expenses: ExpenseRecord[]): Promise<[Names, Names]> {
  const ids = (pick: (e: ExpenseRecord) => string | undefined) => [
    ...new Set(expenses.flatMap((e) => (pick(e) ? [pick(e)!] : []))),
  ];
  const [categories, providers] = await Promise.all([
    namesOf(
      ctx,
      'expenseCategory',
      ids((e) => e.expenses_category_id),
    ),
    namesOf(
      ctx,
      'serviceProvider',
      ids((e) => e.service_provider_id),
    ),
  ]);
  return [categories, providers];
}

/** The index an expense page is read from, and its cursor's keys. */
const BY_DATE_KEYS = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

/**
 * A page of the expenses whose entry date is in [dateFrom, dateTo], newest first: one key-range
 * Query of byDate, `limit` rows after `cursor` (the kernel pager's cursor, checked to be one of
 * this company's byDate pages).
 */
export async function expensesPage(
  ctx: RequestContext,
  dateFrom: string,
  dateTo: string,
  page: { cursor?: string; limit: number },
) {
  const partition = { field: 'gsi1pk', value: `${ctx.emis}#expense_by_date` };
  const cursor = checkedCursor(page.cursor, partition, BY_DATE_KEYS) ?? null;
  const { data, cursor: next } = await ctx.db.entities.expense.query
    .byDate({ emis: ctx.emis })
    .between({ entry_date: dateFrom }, { entry_date: endOf(dateTo) })
    .go({ cursor, limit: page.limit, order: 'desc' });
  return { rows: data, cursor: next };
}

/**
 * get-expenses-for-selected-period {dateFrom, dateTo, cursor?, limit?} -> expenses (a page,
 * newest first), cursor (the next page's, null on the last), totalExp, totalVat: the totals are
 * the whole period's, read from the finance figures (finance/figures.ts), not summed from rows.
 */
export async function periodExpenses(ctx: RequestContext, body: ExpensesPageBody) {
  const [page, figures] = await Promise.all([
    expensesPage(ctx, body.dateFrom, body.dateTo, body),
    expenseFiguresOf(ctx, body.dateFrom, body.dateTo),
  ]);
  const [categories, providers] = await names(ctx, page.rows);
  return {
    dateFrom: body.dateFrom,
    dateTo: body.dateTo,
    expenses: page.rows.map((e) => expenseView(e, categories, providers)),
    cursor: page.cursor,
    totalExp: figures.total,
    totalVat: figures.vat,
  };
}

/**
 * save-expense-manual: a new expense, or a change of `expenseID`. The category and provider must
 * be the company's (checked again in the transaction). When the amount includes VAT, its VAT part
 * is worked out at the company's VAT rate (as its invoices use) and kept apart as input tax.
 */
export async function saveExpense(ctx: RequestContext, body: SaveExpenseBody) {
  const company = await ctx.tenant.company.get();
  const rate = company?.tax_rate ?? 15;
  const vat = body.includesVat ? includedVat(body.expenseAmount, rate) : 0;
  const values = {
    entry_date: body.expenseDate ?? formatDate(ctx.clock.now()),
    description: body.expenseDescription ?? null,
    amount: body.expenseAmount,
    vat,
    tax_rate: body.includesVat ? rate : null,
    expenses_category_id: body.selectedExpenseCategory,
    service_provider_id: body.selectedServiceProvider,
  };
  const id = await commit(
    ctx.db,
    async (tx) => {
      const checks = [
        stillThere(tx, ctx, 'expenseCategory', body.selectedExpenseCategory),
        stillThere(tx, ctx, 'serviceProvider', body.selectedServiceProvider),
      ];
      if (body.expenseID) {
        const [current] = await expensesById(ctx, [body.expenseID]);
        const write = expenses.update(ctx, asRow(current!), values);
        // The old figures out, the new ones in (nothing when the amount, date and category stay).
        const figures = changeDeltas(expenseDeltas, current, { ...current!, ...values });
        return {
          value: current!.id,
          steps: [...write.steps(tx), ...checks, ...aggregateSteps(tx, ctx.emis, figures)],
        };
      }
      const write = expenses.create(ctx, { ...values, created_by: ctx.caller.userId || undefined });
      return {
        value: write.id,
        steps: [
          ...write.steps(tx),
          ...checks,
          ...aggregateSteps(tx, ctx.emis, expenseDeltas(values)),
        ],
      };
    },
    { request: requestOf(ctx) },
  );
  const { data } = await ctx.db.entities.expense
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  if (!data) throw financeError('noExpense');
  const [categories, providers] = await names(ctx, [data]);
  return {
    status: 'success' as const,
    message: 'Data Saved Successfully',
    expense: expenseView(data, categories, providers),
  };
}

/**
 * The expenses a transaction of bulk-delete-expenses deletes at most: each takes its row and
 * audit writes and up to four figure items (its month and day, amount and VAT), so 16 fit in
 * DynamoDB's 100 whatever days and categories they hold.
 */
export const DELETE_CHUNK = 16;

/**
 * bulk-delete-expenses {table, eids}: another company's id is a missing one and deletes nothing.
 * Up to DELETE_CHUNK expenses are deleted all or none in one transaction with their figures; a
 * larger selection (at most 100) in transactions of that many, each exact.
 */
export async function deleteExpenses(ctx: RequestContext, body: DeleteExpensesBody) {
  const wanted = [...new Set(body.eids)];
  // Every id is checked first: a missing one answers 404 before anything is deleted.
  await expensesById(ctx, wanted);
  const ids: string[] = [];
  for (let start = 0; start < wanted.length; start += DELETE_CHUNK) {
    const chunk = wanted.slice(start, start + DELETE_CHUNK);
    ids.push(
      ...(await commit(ctx.db, async (tx) => {
        const found = await expensesById(ctx, chunk);
        const figures = negate(found.flatMap(expenseDeltas));
        return {
          steps: [
            ...found.flatMap((e) => expenses.remove(ctx, asRow(e)).steps(tx)),
            ...aggregateSteps(tx, ctx.emis, figures),
          ],
          value: found.map((e) => e.id),
        };
      })),
    );
  }
  // The expenses are gone: their attachments go with them (after the commit, so a refused
  // deletion keeps them).
  for (const id of ids) await removeExpenseFiles(ctx, id);
  return { status: 'success' as const, deleted: [...new Set(body.eids)].length };
}
