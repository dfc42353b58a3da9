import { invoicePaymentsFigure, invoiceTaxFigure } from '../documents';
import { schoolPaymentsBetween } from '../school';
import type { DashboardBody } from '@shared/finance/schemas';
import { financeStatement, type IncomeEntry } from '@shared/finance/statement';
import type { RequestContext } from '../kernel/context';
import { incomeCategories, listExpenseCategories } from './categories';
import { expensesOfPeriod } from './expenses';

/**
 * The period's income: payments on invoices (mark-invoices-paid, trust transfers, sales), the
 * documents' period figure kept with each payment (issue 24), and school fee payments.
 */
export async function incomeOfPeriod(
  ctx: RequestContext,
  dateFrom: string,
  dateTo: string,
): Promise<IncomeEntry[]> {
  const [payments, fees] = await Promise.all([
    invoicePaymentsFigure(ctx, dateFrom, dateTo),
    schoolPaymentsBetween(ctx, dateFrom, dateTo),
  ]);
  return [
    // The period's payments on invoices: one figure (an aggregate, documents' figures.ts).
    { category: 'invoice-payments' as const, amount: payments.amount },
    ...fees.map((p) => ({ category: 'school-fees' as const, amount: p.amount })),
  ];
}

/** The VAT of the invoices issued in the period (output tax): an aggregate of the documents. */
async function invoicesOfPeriod(ctx: RequestContext, dateFrom: string, dateTo: string) {
  return [{ total_tax: (await invoiceTaxFigure(ctx, dateFrom, dateTo)).amount }];
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
