import * as z from 'zod';
import { date, email, listQuery, money, phone, rowId, text } from '../catalogue/fields';
import { UPLOAD_EXTENSIONS, isUploadExtension } from '../media/file-types';
import { extensionOf, isPlainFileName } from '../media/safe-name';
import { MESSAGES } from '../messages';
import { idField, pageCursor, requiredText } from '../validation/fields';

/** Finance messages: the spec's verbatim (extended.md §5), and ours where it is silent. */
export const FINANCE_MESSAGES = {
  // extended.md §5, verbatim.
  allFieldsRequired: 'All Fields Are Required !!',
  selectExpense: 'You Must Select At least One(1) Expense!',
  categoryNameRequired: 'Category Name is Required !!',
  companyNameRequired: 'Company Name is Required !!',
  selectAccount: 'You Must Select At least One(1) Account!',
  fileTypeAndFile: 'Specify the File Type and Then Select A File!',
  // Where the spec is silent.
  categoryExists: 'Category Exist',
  noExpense: 'No such expense',
  noCategory: 'No such expense category',
  noProvider: 'No such service provider',
  noBudget: 'No such budget',
  noAccount: 'No such account',
  noClient: 'No such client',
  noFile: 'No such file on this expense',
  period: 'The From date must be on or before the To date',
  periodTooLong: 'Choose a period of at most 5 years',
  amountNotZero: 'Enter an amount other than 0',
} as const;

/** Account types of the accounts screen; 'Cheque-Current' is the default (extended.md §9). */
export const ACCOUNT_TYPES = [
  'Cheque-Current',
  'Savings',
  'Credit Card',
  'Cash',
  'Investment',
  'Loan',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const DEFAULT_ACCOUNT_TYPE: AccountType = 'Cheque-Current';

/** Budget categories: income or expense, expense by default (extended.md §9). */
export const BUDGET_CATEGORIES = ['expense', 'income'] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];
export const DEFAULT_BUDGET_CATEGORY: BudgetCategory = 'expense';

export const BUDGET_FREQUENCIES = ['Once', 'Weekly', 'Monthly', 'Quarterly', 'Yearly'] as const;
export type BudgetFrequency = (typeof BUDGET_FREQUENCIES)[number];

/**
 * Income categories: where income comes from. Income is never typed in: it is read from the
 * payment records themselves (a payment on an invoice, a school fee payment), so each category
 * is a kind of payment record (docs/decisions/finance.md).
 */
export const INCOME_CATEGORIES = [
  { id: 'invoice-payments', name: 'Invoice Payments' },
  { id: 'school-fees', name: 'School Fees' },
] as const;
export type IncomeCategoryId = (typeof INCOME_CATEGORIES)[number]['id'];

/** The expense categories a company starts with (initialise-income-and-expense-cats). */
export const DEFAULT_EXPENSE_CATEGORIES = [
  'Rent',
  'Salaries and Wages',
  'Utilities',
  'Telephone and Internet',
  'Stationery and Printing',
  'Transport and Fuel',
  'Bank Charges',
  'Insurance',
  'Repairs and Maintenance',
  'Advertising',
  'Professional Fees',
  'Other Expenses',
] as const;

/** The longest period a list or the dashboard reads at once (each is one key-range Query). */
export const MAX_PERIOD_DAYS = 5 * 366;

const requiredDate = (message: string) =>
  date().refine((value) => value !== undefined, message) as unknown as z.ZodType<string, unknown>;

const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** A period [dateFrom, dateTo], both days included. */
export const periodShape = {
  dateFrom: requiredDate('Choose the From date'),
  dateTo: requiredDate('Choose the To date'),
};
function checkPeriod(value: { dateFrom: string; dateTo: string }, ctx: z.RefinementCtx) {
  if (value.dateFrom > value.dateTo)
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: FINANCE_MESSAGES.period });
  else if (days(value.dateFrom, value.dateTo) > MAX_PERIOD_DAYS)
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: FINANCE_MESSAGES.periodTooLong });
}
export const periodBody = z.object(periodShape).superRefine(checkPeriod);
export type PeriodBody = z.output<typeof periodBody>;

/** The most rows a page of a period's list holds, and what a page holds unless asked. */
export const PERIOD_PAGE_MAX = 1000;
// The screens ask 50 (issue 24's bench: a page's cost must not depend on the period's rows).
export const PERIOD_PAGE_SIZE = 50;

/** A page of a period's list: after `cursor` (the previous page's), `limit` rows at most. */
const pageShape = {
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(PERIOD_PAGE_MAX).default(PERIOD_PAGE_SIZE),
};

/** POST /auth/get-expenses-for-selected-period {dateFrom, dateTo, cursor?, limit?}. */
export const expensesPageBody = z.object({ ...periodShape, ...pageShape }).superRefine(checkPeriod);
export type ExpensesPageBody = z.output<typeof expensesPageBody>;

// Category ids as listed ('' is Uncategorised: expenses whose category was deleted).
const ids = (message: string) =>
  z
    .array(z.string({ error: message }).max(64), { error: message })
    .max(200, 'At most 200 at a time');

/** POST /auth/get-selected-finance-dashboard-data: absent selections mean every category. */
export const dashboardBody = z
  .object({
    ...periodShape,
    selectedIncomesCategories: ids('Select income categories').optional(),
    selectedExpensesCategories: ids('Select expense categories').optional(),
  })
  .superRefine(checkPeriod);
export type DashboardBody = z.output<typeof dashboardBody>;

/** POST /auth/create-expense-category. */
export const createCategoryBody = z.object({
  categoryName: text(100).refine(
    (value) => value !== undefined,
    FINANCE_MESSAGES.categoryNameRequired,
  ),
});
export type CreateCategoryBody = z.output<typeof createCategoryBody>;

const providerShape = {
  companyName: text(200),
  representative: text(200),
  address: text(500),
  phone: phone(),
  email: email(),
  city: text(100),
  code: text(20),
};
const requireCompanyName = (value: { companyName?: string }, ctx: z.RefinementCtx) => {
  if (value.companyName === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['companyName'],
      message: FINANCE_MESSAGES.companyNameRequired,
    });
};
/** POST /auth/create-service-provider. */
export const createProviderBody = z
  .object(providerShape)
  .superRefine(requireCompanyName)
  .transform((value) => value as typeof value & { companyName: string });
export type CreateProviderBody = z.output<typeof createProviderBody>;
/** POST /auth/save-service-provider: a change of `id` when given, else a new provider. */
export const saveProviderBody = z
  .object({ ...providerShape, id: rowId(FINANCE_MESSAGES.noProvider) })
  .superRefine(requireCompanyName)
  .transform((value) => value as typeof value & { companyName: string });
export type SaveProviderBody = z.output<typeof saveProviderBody>;

const yes = z
  .union([z.boolean(), z.literal('Yes'), z.literal('No'), z.null()])
  .optional()
  .transform((value) => value === true || value === 'Yes');

/**
 * POST /auth/save-expense-manual: provider, category and a non-zero amount are required (the
 * spec's one alert). `includesVat`: the amount includes VAT at the company's rate, whose part is
 * kept apart as input tax. `expenseID` changes that expense; without it a new one is recorded.
 */
export const saveExpenseBody = z
  .object({
    selectedServiceProvider: rowId(FINANCE_MESSAGES.noProvider),
    selectedExpenseCategory: rowId(FINANCE_MESSAGES.noCategory),
    expenseAmount: money(),
    expenseDate: date(),
    expenseID: rowId(FINANCE_MESSAGES.noExpense),
    expenseDescription: text(500),
    includesVat: yes,
  })
  .superRefine((value, ctx) => {
    const missing = (
      ['selectedServiceProvider', 'selectedExpenseCategory', 'expenseAmount'] as const
    ).filter((key) => value[key] === undefined || value[key] === 0);
    if (missing.length === 0) return;
    ctx.addIssue({ code: 'custom', path: [], message: FINANCE_MESSAGES.allFieldsRequired });
    for (const key of missing)
      ctx.addIssue({ code: 'custom', path: [key], message: FINANCE_MESSAGES.allFieldsRequired });
  })
  .transform(
    (value) =>
      value as typeof value & {
        selectedServiceProvider: string;
        selectedExpenseCategory: string;
        expenseAmount: number;
      },
  );
export type SaveExpenseBody = z.output<typeof saveExpenseBody>;

const selection = (message: string) =>
  z
    .array(rowId(message), { error: message })
    .min(1, message)
    .max(100, 'At most 100 at a time')
    .transform((list) => list.filter((id): id is string => id !== undefined));

/** POST /auth/bulk-delete-expenses {table, eids}. */
export const deleteExpensesBody = z.object({
  table: z.literal('expenses').optional(),
  eids: selection(FINANCE_MESSAGES.selectExpense),
});
export type DeleteExpensesBody = z.output<typeof deleteExpensesBody>;

/** POST /auth/bulk-delete-accounts {table, aids}. */
export const deleteAccountsBody = z.object({
  table: z.literal('accounts').optional(),
  aids: selection(FINANCE_MESSAGES.selectAccount),
});
export type DeleteAccountsBody = z.output<typeof deleteAccountsBody>;

const budgetCategory = z
  .enum(BUDGET_CATEGORIES, { error: 'Choose income or expense' })
  .default(DEFAULT_BUDGET_CATEGORY);
const frequency = z.enum(BUDGET_FREQUENCIES, { error: 'Choose how often' }).default('Once');
const budgetAmount = money();

/**
 * POST /auth/create-budget {dateFrom, dateTo, ...}: a budget line from dateFrom (its entry) to
 * dateTo (its due date). Description and amount are required (the spec's one alert).
 */
export const createBudgetBody = z
  .object({
    ...periodShape,
    description: text(500),
    budgetAmount,
    budgetCategory,
    frequency,
  })
  .superRefine((value, ctx) => {
    checkPeriod(value, ctx);
    if (value.description === undefined || !value.budgetAmount)
      ctx.addIssue({ code: 'custom', path: [], message: FINANCE_MESSAGES.allFieldsRequired });
  })
  .transform((value) => value as typeof value & { description: string; budgetAmount: number });
export type CreateBudgetBody = z.output<typeof createBudgetBody>;

/** POST /auth/save-budget: its own call (the spec's budget save was mis-wired to the expenses'). */
export const saveBudgetBody = z
  .object({
    budgetID: rowId(FINANCE_MESSAGES.noBudget),
    ...periodShape,
    description: text(500),
    budgetAmount,
    budgetCategory,
    frequency,
  })
  .superRefine((value, ctx) => {
    checkPeriod(value, ctx);
    if (value.description === undefined || !value.budgetAmount)
      ctx.addIssue({ code: 'custom', path: [], message: FINANCE_MESSAGES.allFieldsRequired });
  })
  .transform((value) => value as typeof value & { description: string; budgetAmount: number });
export type SaveBudgetBody = z.output<typeof saveBudgetBody>;

/** POST /auth/get-budgets-for-selected-period. */
export const budgetsBody = z
  .object({ ...periodShape, selectedBudgetCategory: budgetCategory, ...pageShape })
  .superRefine(checkPeriod);
export type BudgetsBody = z.output<typeof budgetsBody>;

/** POST /auth/save-financial-account: name and type required; `accountID` changes that account. */
export const saveAccountBody = z
  .object({
    accountID: rowId(FINANCE_MESSAGES.noAccount),
    accountName: text(200),
    accountType: z
      .union([z.enum(ACCOUNT_TYPES), z.literal(''), z.null()], { error: 'Choose an account type' })
      .optional()
      .transform((value) => (value ? value : undefined)),
    accountBalance: z
      .union([z.string().max(40), z.number(), z.null()])
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === null || String(value).trim() === '') return 0;
        const text = String(value).trim();
        const negative = text.startsWith('-');
        const cents = money().safeParse(negative ? text.slice(1) : text);
        if (!cents.success || cents.data === undefined) {
          ctx.addIssue({ code: 'custom', message: 'Enter the balance as an amount' });
          return z.NEVER;
        }
        return negative ? -cents.data : cents.data;
      }),
  })
  .superRefine((value, ctx) => {
    if (value.accountName === undefined || value.accountType === undefined)
      ctx.addIssue({ code: 'custom', path: [], message: FINANCE_MESSAGES.allFieldsRequired });
  })
  .transform((value) => value as typeof value & { accountName: string; accountType: AccountType });
export type SaveAccountBody = z.output<typeof saveAccountBody>;

/** POST /auth/get-client-statement (not in the spec): a client's statement for a period. */
export const clientStatementBody = z
  // A page of the period's lines at a time (issue 24): `cursor` the previous reply's.
  .object({ clientID: rowId(FINANCE_MESSAGES.noClient), ...periodShape, ...listQuery.shape })
  .superRefine((value, ctx) => {
    checkPeriod(value, ctx);
    if (value.clientID === undefined)
      ctx.addIssue({ code: 'custom', path: ['clientID'], message: 'Select the client' });
  })
  .transform((value) => value as typeof value & { clientID: string });
export type ClientStatementBody = z.output<typeof clientStatementBody>;

// Expense attachments (not in the spec): the supplier's invoice or the till slip of an expense,
// kept as the matter files are (docs/decisions/finance.md, Expense attachments).
const expenseId = idField(FINANCE_MESSAGES.noExpense);

/** POST /auth/get-expense-files {expenseID} (new). */
export const expenseBody = z.object({ expenseID: expenseId });
export type ExpenseBody = z.output<typeof expenseBody>;

/** POST /auth/upload-expense-file {expenseID, filename, base64string} (new). */
export const uploadExpenseFileBody = z.object({
  expenseID: expenseId,
  filename: requiredText(MESSAGES.specifyFileType, 200).refine(
    (name) => isUploadExtension(extensionOf(name)),
    `Only ${UPLOAD_EXTENSIONS.join(', ')} files may be uploaded`,
  ),
  base64string: z.string({ error: MESSAGES.specifyFileType }).min(1, MESSAGES.specifyFileType),
});
export type UploadExpenseFileBody = z.output<typeof uploadExpenseFileBody>;

/** POST /auth/download-expense-file and delete-expense-file {expenseID, name} (new). */
export const expenseFileBody = z.object({
  expenseID: expenseId,
  name: requiredText(FINANCE_MESSAGES.noFile, 200).refine(isPlainFileName, FINANCE_MESSAGES.noFile),
});
export type ExpenseFileBody = z.output<typeof expenseFileBody>;

/** An expense's file as the list shows it. */
export type ExpenseFile = { name: string; extension: string };
