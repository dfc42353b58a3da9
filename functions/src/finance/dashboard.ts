import type { DashboardBody } from '@shared/finance/schemas';
import { financeStatement } from '@shared/finance/statement';
import type { RequestContext } from '../kernel/context';
import { incomeCategories, listExpenseCategories } from './categories';
import { expenseFiguresOf } from './figures';
import { invoicePaymentsFigure, invoiceTaxFigure, schoolPaymentsFigure } from './income-sources';

/**
 * get-selected-finance-dashboard-data {dateFrom, dateTo, selectedIncomesCategories,
 * selectedExpensesCategories} -> incomesData, expensesData (the selected categories' finance data
 * rows; every category when a selection is absent), and the period's statement: income and
 * expenses by category, totals, net profit and VAT, over every category whatever is selected.
 *
 * Every figure is a period aggregate, never a record read (issue 24): the expenses and their VAT
 * from finance's own figures (finance/figures.ts), the income (payments on invoices, school fee
 * payments) and the output VAT from the owners' figures (finance/income-sources.ts). A year reads
 * about 12 + 62 items per family and category, whatever the company holds.
 */
export async function dashboardData(ctx: RequestContext, body: DashboardBody) {
  const { dateFrom, dateTo } = body;
  const [invoicePayments, schoolFees, outputTax, expenses, expenseCategories, incomesCats] =
    await Promise.all([
      invoicePaymentsFigure(ctx, dateFrom, dateTo),
      schoolPaymentsFigure(ctx, dateFrom, dateTo),
      invoiceTaxFigure(ctx, dateFrom, dateTo),
      expenseFiguresOf(ctx, dateFrom, dateTo),
      listExpenseCategories(ctx),
      incomeCategories(ctx),
    ]);
  const full = financeStatement({
    incomes: [
      { category: 'invoice-payments', amount: invoicePayments.amount },
      { category: 'school-fees', amount: schoolFees.amount },
    ],
    expenses: expenses.entries,
    invoices: [{ total_tax: outputTax.amount }],
    expenseCategories,
  });
  // The statement lists the income categories the company is offered (a school fee paid
  // without a fee account cannot be: the school writes both in one transaction).
  const offered = new Set<string>(incomesCats.map((c) => c.id));
  const statement = { ...full, incomes: full.incomes.filter((row) => offered.has(row.id)) };
  const chosen = (selection: string[] | undefined) => (row: { id: string }) =>
    selection === undefined || selection.includes(row.id);
  return {
    dateFrom,
    dateTo,
    incomesCats,
    expensesCats: expenseCategories,
    incomesData: statement.incomes.filter(chosen(body.selectedIncomesCategories)),
    expensesData: statement.expenses.filter(chosen(body.selectedExpensesCategories)),
    statement,
  };
}
