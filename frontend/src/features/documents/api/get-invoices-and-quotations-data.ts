import { useInfiniteQuery } from '@tanstack/react-query';
import type { DashboardReply } from '@shared/documents/types';
import { apiGet } from '../../../lib/api-client';
import { LIST_PAGE_SIZE, pagePath } from '../../../lib/use-paged-list';
import type { LoadMoreState } from '../../../components/ui/load-more';
import { documentKeys } from './keys';

/** The dashboard as the screen shows it: the first reply's totals, the lists loaded so far. */
export type DocumentsDashboard = Omit<DashboardReply, 'cursor' | 'more'>;

/**
 * GET /auth/get-invoices-and-quotations-data a page at a time (?cursor=&limit=): the four
 * totals with the first LIST_PAGE_SIZE quotes and invoices, then the next of both lists per
 * "Load more" (each table's button shows while its own list has more).
 */
export function useDocumentsDashboard() {
  const query = useInfiniteQuery({
    queryKey: documentKeys.dashboard(),
    queryFn: ({ pageParam, signal }) =>
      apiGet<DashboardReply>(
        pagePath('/auth/get-invoices-and-quotations-data', LIST_PAGE_SIZE, pageParam),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const last = pages.at(-1);
  const data: DocumentsDashboard | undefined = first && {
    totals: first.totals,
    issuer: first.issuer,
    today: first.today,
    quotes: pages.flatMap((page) => page.quotes),
    invoices: pages.flatMap((page) => page.invoices),
  };
  const moreFailed = query.isFetchNextPageError;
  const more = (list: 'quotes' | 'invoices'): LoadMoreState => ({
    hasMore: Boolean(last?.more[list]),
    isLoadingMore: query.isFetchingNextPage,
    loadMoreError: moreFailed ? query.error : null,
    loadMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void query.fetchNextPage(),
  });
  return {
    data,
    isPending: query.isPending,
    // Only a failed first page is the screen's error; a failed "Load more" keeps the rows.
    error: query.isError && !query.data ? query.error : null,
    refetch: () => void query.refetch(),
    quotesMore: more('quotes'),
    invoicesMore: more('invoices'),
  };
}
