import type { FinanceDataRow, FinanceStatement } from '@shared/finance/statement';

/** What the finance routes answer (functions/src/finance), as the screens read it. */
export type Category = { id: string; name: string };
export type Provider = {
  id: string;
  name: string;
  companyName: string;
  representative: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  city: string | null;
  code: string | null;
};
export type Expense = {
  id: string;
  entry_date: string;
  description: string | null;
  amount: number;
  vat: number;
  tax_rate: number | null;
  expenses_category_id: string | null;
  service_provider_id: string | null;
  expenses_categories: { name: string | null };
  service_providers: { name: string | null };
};
export type ExpensesReply = {
  dateFrom: string;
  dateTo: string;
  /** The period's expenses (a page; the screen's query reads every page). */
  expenses: Expense[];
  /** The next page's cursor, null on the last. */
  cursor: string | null;
  /** The whole period's totals. */
  totalExp: number;
  totalVat: number;
};
export type Budget = {
  id: string;
  description: string;
  amount: number;
  entry: string;
  due: string;
  frequency: string;
  type: 'income' | 'expense';
};
export type BudgetsReply = { budgets: Budget[]; cursor: string | null; totalBud: number };
export type Account = { id: string; name: string; type: string; balance: number };
export type DashboardCategories = { incomesCats: Category[]; expensesCats: Category[] };
export type DashboardReply = DashboardCategories & {
  dateFrom: string;
  dateTo: string;
  incomesData: FinanceDataRow[];
  expensesData: FinanceDataRow[];
  statement: FinanceStatement;
};
