import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { getAllPages } from '../../../lib/api/get-all-pages';
import { useRequestId } from '../../../lib/request-id';
import { financeKeys } from './keys';
import type {
  Account,
  BudgetsReply,
  Category,
  DashboardCategories,
  DashboardReply,
  ExpensesReply,
  Provider,
} from './types';

/** GET /auth/initialise-income-and-expense-cats: the lists, with the default expense categories
 * written for a company that has none (the dashboard's first visit). */
export function useFinanceCategories() {
  return useQuery({
    queryKey: financeKeys.categories,
    queryFn: ({ signal }) =>
      apiGet<DashboardCategories>('/auth/initialise-income-and-expense-cats', signal),
    staleTime: 60_000,
  });
}

/** GET /auth/get-all-service-providers: every page, by name (the pickers list them all). */
export function useProviders() {
  return useQuery({
    queryKey: financeKeys.providers,
    queryFn: async ({ signal }) =>
      (await getAllPages<Provider>('/auth/get-all-service-providers', signal)).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
  });
}

/** The largest page a period's list gives, and how many rows a screen loads at most. */
const PAGE = 1000;
const MAX_ROWS = 10_000;

/**
 * Every page of a period's list (a POST whose reply carries its rows in `field`, and `cursor`):
 * the first reply with the rows of all pages. Its totals are the whole period's already.
 */
async function postAllPages<R extends { cursor: string | null }, K extends keyof R>(
  path: string,
  body: object,
  field: K,
  signal?: AbortSignal,
): Promise<R> {
  const first = await apiPost<R>(path, { ...body, limit: PAGE }, signal);
  const rows = [...(first[field] as unknown[])];
  let cursor = first.cursor;
  while (cursor && rows.length < MAX_ROWS) {
    const next: R = await apiPost<R>(path, { ...body, limit: PAGE, cursor }, signal);
    rows.push(...(next[field] as unknown[]));
    cursor = next.cursor;
  }
  return { ...first, [field]: rows, cursor };
}

/** POST /auth/get-selected-finance-dashboard-data. */
export function useDashboard(body: {
  dateFrom: string;
  dateTo: string;
  selectedIncomesCategories?: string[];
  selectedExpensesCategories?: string[];
}) {
  return useQuery({
    queryKey: financeKeys.dashboard(body),
    queryFn: ({ signal }) =>
      apiPost<DashboardReply>('/auth/get-selected-finance-dashboard-data', body, signal),
    enabled: Boolean(body.dateFrom && body.dateTo && body.dateFrom <= body.dateTo),
    placeholderData: keepPreviousData,
  });
}

/** POST /auth/get-expenses-for-selected-period. */
export function useExpenses(dateFrom: string, dateTo: string) {
  return useQuery({
    queryKey: financeKeys.expenses(dateFrom, dateTo),
    queryFn: ({ signal }) =>
      postAllPages<ExpensesReply, 'expenses'>(
        '/auth/get-expenses-for-selected-period',
        { dateFrom, dateTo },
        'expenses',
        signal,
      ),
    enabled: Boolean(dateFrom && dateTo && dateFrom <= dateTo),
    placeholderData: keepPreviousData,
  });
}

/** POST /auth/get-budgets-for-selected-period. */
export function useBudgets(dateFrom: string, dateTo: string, selectedBudgetCategory: string) {
  return useQuery({
    queryKey: financeKeys.budgets(dateFrom, dateTo, selectedBudgetCategory),
    queryFn: ({ signal }) =>
      postAllPages<BudgetsReply, 'budgets'>(
        '/auth/get-budgets-for-selected-period',
        { dateFrom, dateTo, selectedBudgetCategory },
        'budgets',
        signal,
      ),
    enabled: Boolean(dateFrom && dateTo && dateFrom <= dateTo),
    placeholderData: keepPreviousData,
  });
}

/** GET /auth/get-all-financial-accounts. */
export function useAccounts() {
  return useQuery({
    queryKey: financeKeys.accounts,
    queryFn: ({ signal }) => apiGet<Account[]>('/auth/get-all-financial-accounts', signal),
  });
}

/** A finance write: afterwards every finance list and the dashboard read again. */
function useFinanceWrite<B, R>(path: string, idempotent = false) {
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (body: B) =>
      apiPost<R>(path, idempotent ? { ...body, requestId: requestId.current() } : body),
    onSuccess: () => {
      requestId.renew();
      return queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
}

type Values = Record<string, string | boolean | string[] | undefined>;

export const useCreateCategory = () =>
  useFinanceWrite<Values, { category: Category }>('/auth/create-expense-category');
export const useSaveProvider = () =>
  useFinanceWrite<Values, { provider: Provider }>('/auth/save-service-provider');
export const useSaveExpense = () =>
  useFinanceWrite<Values, unknown>('/auth/save-expense-manual', true);
export const useDeleteExpenses = () =>
  useFinanceWrite<{ table: 'expenses'; eids: string[] }, unknown>('/auth/bulk-delete-expenses');
export const useCreateBudget = () => useFinanceWrite<Values, unknown>('/auth/create-budget');
export const useSaveBudget = () => useFinanceWrite<Values, unknown>('/auth/save-budget');
export const useSaveAccount = () =>
  useFinanceWrite<Values, { accounts: Account[] }>('/auth/save-financial-account');
export const useDeleteAccounts = () =>
  useFinanceWrite<{ table: 'accounts'; aids: string[] }, unknown>('/auth/bulk-delete-accounts');
