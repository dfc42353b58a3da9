import type { DashboardBody } from '@shared/finance/schemas';
import { financeStatement, type IncomeEntry } from '@shared/finance/statement';
import type { RequestContext } from '../kernel/context';
import { incomeCategories, listExpenseCategories } from './categories';
import { expensesOfPeriod } from './expenses';
import { endOf } from './records';

/**
 * The period's income, read from the payment records themselves (docs/decisions/finance.md):
 * payments on invoices (mark-invoices-paid, trust transfers) and school fee payments, each a
 * key-range Query of its byDate index on the entry date. Nothing is copied into a second ledger,
 * so a deleted or changed payment leaves or moves with its record.
 */
export async function incomeOfPeriod(
  ctx: RequestContext,
  dateFrom: string,
  dateTo: string,
): Promise<IncomeEntry[]> {
  const e = ctx.db.entities;
  const [payments, fees] = await Promise.all([
    e.payment.query
      .byDate({ emis: ctx.emis })
      .between({ entry_date: dateFrom }, { entry_date: endOf(dateTo) })
      .go({ pages: 'all', attributes: ['amount', 'entry_date', 'id', 'invoice_seq'] }),
    e.schoolPayment.query
      .byDate({ emis: ctx.emis })
      .between({ entry_date: dateFrom }, { entry_date: endOf(dateTo) })
      .go({ pages: 'all', attributes: ['amount', 'entry_date', 'id', 'sid'] }),
  ]);
  return [
    ...payments.data.map((p) => ({ category: 'invoice-payments' as const, amount: p.amount })),
    ...fees.data.map((p) => ({ category: 'school-fees' as const, amount: p.amount })),
  ];
}

/** The VAT of the invoices issued in the period (output tax): one key-range Query of byDate. */
async function invoicesOfPeriod(ctx: RequestContext, dateFrom: string, dateTo: string) {
  const { data } = await ctx.db.entities.invoice.query
    .byDate({ emis: ctx.emis })
    .between({ date: dateFrom }, { date: endOf(dateTo) })
    .go({ pages: 'all', attributes: ['total_tax', 'date', 'seq'] });
  return data.map((invoice) => ({ total_tax: invoice.total_tax }));
}

/**
 * get-selected-finance-dashboard-data {dateFrom, dateTo, selectedIncomesCategories,
 * selectedExpensesCategories} -> incomesData, expensesData (the selected categories' finance data
 * rows; every category when a selection is absent), and the period's statement: income and
 * expenses by category, totals, net profit and VAT, over every category whatever is selected.
 */
export async function dashboardData(ctx: RequestContext, body: DashboardBody) {
  const [incomes, expenses, invoices, expenseCategories] = await Promise.all([
    incomeOfPeriod(ctx, body.dateFrom, body.dateTo),
    expensesOfPeriod(ctx, body.dateFrom, body.dateTo),
    invoicesOfPeriod(ctx, body.dateFrom, body.dateTo),
    listExpenseCategories(ctx),
  ]);
  const statement = financeStatement({
    incomes,
    expenses: expenses.map((x) => ({
      category_id: x.expenses_category_id,
      amount: x.amount,
      vat: x.vat,
    })),
    invoices,
    expenseCategories,
  });
  const chosen = (selection: string[] | undefined) => (row: { id: string }) =>
    selection === undefined || selection.includes(row.id);
  return {
    dateFrom: body.dateFrom,
    dateTo: body.dateTo,
    incomesCats: incomeCategories(),
    expensesCats: expenseCategories,
    incomesData: statement.incomes.filter(chosen(body.selectedIncomesCategories)),
    expensesData: statement.expenses.filter(chosen(body.selectedExpensesCategories)),
    statement,
  };
}
