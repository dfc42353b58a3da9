import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { LoadMoreState } from '../../../components/ui/load-more';
import { apiGet, apiPost } from '../../../lib/api-client';
import { getAllPages } from '../../../lib/api/get-all-pages';
import { useRequestId } from '../../../lib/request-id';
import { LIST_PAGE_SIZE } from '../../../lib/use-paged-list';
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
  // Stop once the rows read so far have what the caller wants.
  enough: (rows: unknown[]) => boolean = () => false,
): Promise<R> {
  const first = await apiPost<R>(path, { ...body, limit: PAGE }, signal);
  const rows = [...(first[field] as unknown[])];
  let cursor = first.cursor;
  while (cursor && rows.length < MAX_ROWS && !enough(rows)) {
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

/**
 * POST /auth/get-expenses-for-selected-period a page at a time (issue 24): the period's totals
 * with its newest LIST_PAGE_SIZE expenses, then the next page per "Load more", so a visit reads
 * a page whatever the period holds.
 */
export function useExpenses(dateFrom: string, dateTo: string) {
  const query = useInfiniteQuery({
    queryKey: financeKeys.expenses(dateFrom, dateTo),
    queryFn: ({ pageParam, signal }) =>
      apiPost<ExpensesReply>(
        '/auth/get-expenses-for-selected-period',
        { dateFrom, dateTo, limit: LIST_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: Boolean(dateFrom && dateTo && dateFrom <= dateTo),
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const data: Omit<ExpensesReply, 'cursor'> | undefined = first && {
    dateFrom: first.dateFrom,
    dateTo: first.dateTo,
    totalExp: first.totalExp,
    totalVat: first.totalVat,
    expenses: pages.flatMap((page) => page.expenses),
  };
  const more: LoadMoreState = {
    hasMore: Boolean(pages.at(-1)?.cursor),
    isLoadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? query.error : null,
    loadMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void query.fetchNextPage(),
  };
  return {
    data,
    isPending: query.isPending,
    // Only a failed first page is the screen's error; a failed "Load more" keeps the rows.
    isError: query.isError && !query.data,
    error: query.error,
    more,
  };
}

/**
 * The expenses of a period with these ids (the receipts to print): pages of the period read
 * until every id is found (or the period ends), so a print of the latest few reads one page.
 */
export function useExpensesWithIds(dateFrom: string, dateTo: string, ids: readonly string[]) {
  return useQuery({
    queryKey: [...financeKeys.expenses(dateFrom, dateTo), 'ids', ids],
    queryFn: ({ signal }) =>
      postAllPages<ExpensesReply, 'expenses'>(
        '/auth/get-expenses-for-selected-period',
        { dateFrom, dateTo },
        'expenses',
        signal,
        (rows) => {
          const found = new Set((rows as ExpensesReply['expenses']).map((e) => e.id));
          return ids.every((id) => found.has(id));
        },
      ),
    enabled: Boolean(dateFrom && dateTo && dateFrom <= dateTo),
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
