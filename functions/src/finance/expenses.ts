import { includedVat } from '@shared/finance/statement';
import type { DeleteExpensesBody, PeriodBody, SaveExpenseBody } from '@shared/finance/schemas';
import { formatDate } from '@shared/time/sast';
import type { RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { commit } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { financeError } from './errors';
import { removeExpenseFiles } from './files';
import {
  asRow,
  endOf,
  expenseCategories,
  expensesById,
  serviceProviders,
  stillThere,
  type ExpenseRecord,
} from './records';

const expenses = /* @__PURE__ */ tableRecord('expenses');

/** The expenses whose entry date is in [dateFrom, dateTo]: one key-range Query of byDate. */
export async function expensesOfPeriod(ctx: RequestContext, dateFrom: string, dateTo: string) {
  const { data } = await ctx.db.entities.expense.query
    .byDate({ emis: ctx.emis })
    .between({ entry_date: dateFrom }, { entry_date: endOf(dateTo) })
    .go({ pages: 'all' });
  return data;
}

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

async function names(ctx: RequestContext): Promise<[Names, Names]> {
  const [categories, providers] = await Promise.all([
    expenseCategories(ctx),
    serviceProviders(ctx),
  ]);
  return [
    new Map(categories.map((c) => [c.id, c.name])),
    new Map(providers.map((p) => [p.id, p.name])),
  ];
}

/** get-expenses-for-selected-period {dateFrom, dateTo} -> expenses (newest first), totalExp, totalVat. */
export async function periodExpenses(ctx: RequestContext, body: PeriodBody) {
  const [list, [categories, providers]] = await Promise.all([
    expensesOfPeriod(ctx, body.dateFrom, body.dateTo),
    names(ctx),
  ]);
  const rows = list
    .sort((a, b) => b.entry_date.localeCompare(a.entry_date) || b.id.localeCompare(a.id))
    .map((e) => expenseView(e, categories, providers));
  return {
    dateFrom: body.dateFrom,
    dateTo: body.dateTo,
    expenses: rows,
    totalExp: rows.reduce((sum, e) => sum + e.amount, 0),
    totalVat: rows.reduce((sum, e) => sum + e.vat, 0),
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
        return { value: current!.id, steps: [...write.steps(tx), ...checks] };
      }
      const write = expenses.create(ctx, { ...values, created_by: ctx.caller.userId || undefined });
      return { value: write.id, steps: [...write.steps(tx), ...checks] };
    },
    { request: requestOf(ctx) },
  );
  const { data } = await ctx.db.entities.expense
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  if (!data) throw financeError('noExpense');
  const [categories, providers] = await names(ctx);
  return {
    status: 'success' as const,
    message: 'Data Saved Successfully',
    expense: expenseView(data, categories, providers),
  };
}

/** bulk-delete-expenses {table, eids}: all of them or none; another company's id is a missing one. */
export async function deleteExpenses(ctx: RequestContext, body: DeleteExpensesBody) {
  const ids = await commit(ctx.db, async (tx) => {
    const found = await expensesById(ctx, body.eids);
    return {
      steps: found.flatMap((e) => expenses.remove(ctx, asRow(e)).steps(tx)),
      value: found.map((e) => e.id),
    };
  });
  // The expenses are gone: their attachments go with them (after the commit, so a refused
  // deletion keeps them).
  for (const id of ids) await removeExpenseFiles(ctx, id);
  return { status: 'success' as const, deleted: [...new Set(body.eids)].length };
}
