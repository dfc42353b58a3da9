// The finance dashboard's figures and statement (issue 14), in integer cents. Pure: the period's
// income, expenses and invoices in, the figures out; the API and the tests both use it.
import { documentTotals } from '../money/totals';
import { INCOME_CATEGORIES, type IncomeCategoryId } from './schemas';

/** A payment received in the period, by the income category its record belongs to. */
export type IncomeEntry = { category: IncomeCategoryId; amount: number };
/** An expense paid in the period: its amount including VAT, and the VAT part (input tax). */
export type ExpenseEntry = { category_id: string | undefined; amount: number; vat: number };
/** An invoice issued in the period: the VAT it charges (output tax). */
export type IssuedInvoice = { total_tax: number };

/** A finance data row (extended.md §3): a category's amount. */
export type FinanceDataRow = { id: string; description: string; amount: number };

export type VatFigures = {
  /** VAT charged on the invoices issued in the period. */
  output: number;
  /** VAT paid on the period's expenses. */
  input: number;
  /** output − input: owed to the revenue service (negative: a refund is due). */
  payable: number;
};

export type FinanceStatement = {
  incomes: FinanceDataRow[];
  expenses: FinanceDataRow[];
  totalIncome: number;
  totalExpenses: number;
  /** totalIncome − totalExpenses (both as received and paid, VAT included). */
  netProfit: number;
  vat: VatFigures;
};

/** The category of expenses whose category was deleted. */
export const UNCATEGORISED = { id: '', name: 'Uncategorised' } as const;

/**
 * The statement of a period: income by category (every income category, 0 when none), expenses
 * by category (every category named, 0 when none, then Uncategorised when some expense's category
 * no longer exists), totals, net profit and VAT.
 */
export function financeStatement(input: {
  incomes: readonly IncomeEntry[];
  expenses: readonly ExpenseEntry[];
  invoices: readonly IssuedInvoice[];
  expenseCategories: ReadonlyArray<{ id: string; name: string }>;
}): FinanceStatement {
  const incomeSums = new Map<string, number>();
  for (const entry of input.incomes)
    incomeSums.set(entry.category, (incomeSums.get(entry.category) ?? 0) + entry.amount);
  const known = new Set(input.expenseCategories.map((c) => c.id));
  const expenseSums = new Map<string, number>();
  let input_vat = 0;
  for (const entry of input.expenses) {
    const id = entry.category_id && known.has(entry.category_id) ? entry.category_id : '';
    expenseSums.set(id, (expenseSums.get(id) ?? 0) + entry.amount);
    input_vat += entry.vat;
  }
  const incomes = INCOME_CATEGORIES.map((c) => ({
    id: c.id,
    description: c.name,
    amount: incomeSums.get(c.id) ?? 0,
  }));
  const expenses = [
    ...input.expenseCategories.map((c) => ({
      id: c.id,
      description: c.name,
      amount: expenseSums.get(c.id) ?? 0,
    })),
    ...(expenseSums.has('')
      ? [{ id: '', description: UNCATEGORISED.name, amount: expenseSums.get('') ?? 0 }]
      : []),
  ];
  const totalIncome = incomes.reduce((sum, row) => sum + row.amount, 0);
  const totalExpenses = expenses.reduce((sum, row) => sum + row.amount, 0);
  const output = input.invoices.reduce((sum, invoice) => sum + invoice.total_tax, 0);
  return {
    incomes,
    expenses,
    totalIncome,
    totalExpenses,
    netProfit: totalIncome - totalExpenses,
    vat: { output, input: input_vat, payable: output - input_vat },
  };
}

/**
 * The VAT part of an amount that includes VAT at `ratePercent`, worked out as an invoice whose
 * prices include VAT works it out (shared/src/money/totals.ts): amount × rate / (100 + rate),
 * rounded half up to the cent. 1,150.00 at 15% → 150.00.
 */
export function includedVat(amount: number, ratePercent: number): number {
  if (amount === 0) return 0;
  const sign = amount < 0 ? -1 : 1;
  const totals = documentTotals({
    lines: [{ item_type: 'service', name: 'expense', unit_price: Math.abs(amount), quantity: 1 }],
    discount: 0,
    taxRate: ratePercent,
    pricesIncludeVat: true,
  });
  return sign * totals.total_tax;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month a financial year starts in: South Africa's tax year runs 1 March to end February. */
export const FINANCIAL_YEAR_START_MONTH = 3;

/**
 * The finance dashboard's default period (issue 28, replacing extended.md §4's "today to the end
 * of the year", which opened on an empty chart): the current financial year to date, from the
 * 1st of its first month (1 March: companies hold no year-end of their own) to today.
 */
export function dashboardPeriod(today: string, startMonth = FINANCIAL_YEAR_START_MONTH) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = m >= startMonth ? y : y - 1;
  return { dateFrom: `${year}-${pad(startMonth)}-01`, dateTo: today };
}

/** The expense and budget screens' default period (§9): the start to the end of the year. */
export function yearPeriod(today: string) {
  const year = today.slice(0, 4);
  return { dateFrom: `${year}-01-01`, dateTo: `${year}-12-31` };
}

/**
 * The To date a chosen From date sets (§9: "about a month later"): the same day of the next
 * month, or that month's last day when it is shorter (31 January → 28 or 29 February).
 */
export function monthLater(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, daysIn(year, month)))}`;
}

/** The first and last day of `date`'s month. */
export function monthOf(date: string) {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return { dateFrom: `${y}-${pad(m)}-01`, dateTo: `${y}-${pad(m)}-${pad(daysIn(y, m))}` };
}
