import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ListPage } from '@shared/catalogue/schemas';
import { apiGet } from './api-client';

/** Rows a list asks for at a time where the spec names no page size (issue 24). */
export const LIST_PAGE_SIZE = 50;

export type PagedListOptions = {
  /** Rows a call asks for (`?limit=`). */
  limit?: number;
  enabled?: boolean;
};

/** A list read one page at a time: what a screen shows, and its "Load more". */
export type PagedList<T> = {
  /** The rows loaded so far, in the server's order. */
  rows: T[];
  /** The first page is on its way (nothing to show yet). */
  isPending: boolean;
  /** The server has rows after the loaded ones. */
  hasMore: boolean;
  /** A "Load more" call is on its way. */
  isLoadingMore: boolean;
  /** The last "Load more" failed (the loaded rows stay): `retry` asks again. */
  loadMoreError: Error | null;
  loadMore: () => void;
  retry: () => void;
} & /** The first page failed: `error` says why, `retry` asks again. */ (
  { isError: true; error: Error } | { isError: false; error: null }
);

/** `path?cursor=&limit=` for a page (no cursor on the first). */
export function pagePath(path: string, limit: number, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/**
 * THE paged list of the screens: GET `path` with `?cursor=&limit=` (answering `{ rows, cursor }`),
 * one page on the first visit and one more per `loadMore`, so a visit reads a page, never the
 * tenant's whole history. Mutations invalidate `queryKey` as before (TanStack then reads again
 * the pages already shown).
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  path: string,
  { limit = LIST_PAGE_SIZE, enabled = true }: PagedListOptions = {},
): PagedList<T> {
  return usePagedQuery<T>(
    queryKey,
    (cursor, signal) => apiGet<ListPage<T>>(pagePath(path, limit, cursor), signal),
    { enabled },
  );
}

/**
 * The same over any call answering `{ rows, cursor }` for a cursor (a POST list such as
 * get-table-rows, whose cursor and limit go in the body).
 */
export function usePagedQuery<T>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<ListPage<T>>,
  { enabled = true }: { enabled?: boolean } = {},
): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled,
  });
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  // A failed "Load more" keeps the loaded pages: only a failed first page is the list's error.
  const firstFailed = query.isError && !query.data;
  const moreFailed = query.isFetchNextPageError;
  const failure =
    firstFailed && query.error
      ? { isError: true as const, error: query.error }
      : { isError: false as const, error: null };
  return {
    rows,
    isPending: enabled && query.isPending,
    ...failure,
    hasMore: Boolean(query.hasNextPage),
    isLoadingMore: query.isFetchingNextPage,
    loadMoreError: moreFailed ? query.error : null,
    loadMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void (moreFailed ? query.fetchNextPage() : query.refetch()),
  };
}

/** The cached pages of a paged list, each row passed through `change` (an edit seen at once). */
export function mapPagedRows<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (row: T) => T,
) {
  queryClient.setQueriesData<InfiniteData<ListPage<T>>>({ queryKey }, (data) =>
    data?.pages
      ? { ...data, pages: data.pages.map((page) => ({ ...page, rows: page.rows.map(change) })) }
      : data,
  );
}

/** A new row shown at once at the head of a cached paged list (the list is read again after). */
export function prependPagedRow<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  row: T,
  same: (a: T, b: T) => boolean,
) {
  queryClient.setQueriesData<InfiniteData<ListPage<T>>>({ queryKey }, (data) => {
    if (!data?.pages?.length) return data;
    if (data.pages.some((page) => page.rows.some((r) => same(r, row)))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, rows: [row, ...first!.rows] }, ...rest] };
  });
}
