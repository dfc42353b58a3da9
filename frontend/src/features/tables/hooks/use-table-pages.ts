import { useCallback, useState } from 'react';
import { useTableRows, type RowsFilter } from '../api/get-table-rows';

/** The spec's data-table page size. */
export const PAGE_SIZE = 10;

/** A related table opened from a row: its rows that point at that row, and new ones that will. */
export type Scope = { column: string; value: string };

/**
 * One table's rows, a page at a time: the search, the filter it makes (within the scope of a
 * related table), and a cursor per page so Back goes to exactly the page seen before.
 */
export function useTablePages(table: string, scope?: Scope) {
  const [search, setSearch] = useState('');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [pageIndex, setPageIndex] = useState(0);

  const filter: RowsFilter = scope
    ? { column: scope.column, value: scope.value, ...(search ? { search } : {}) }
    : search
      ? { search }
      : '1=1';
  const page = useTableRows(table, filter, cursors[pageIndex] ?? null, PAGE_SIZE);

  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setCursors([null]);
    setPageIndex(0);
  }, []);
  const next = () => {
    const cursor = page.data?.cursor;
    if (!cursor) return;
    setCursors((current) => [...current.slice(0, pageIndex + 1), cursor]);
    setPageIndex(pageIndex + 1);
  };
  /** Goes to a page seen before (1-based), or the next one. */
  const goTo = (target: number) => (target > pageIndex + 1 ? next() : setPageIndex(target - 1));
  const back = () => setPageIndex((index) => Math.max(0, index - 1));

  return {
    search,
    onSearch,
    filter,
    page,
    pageIndex,
    rows: page.data?.rows ?? [],
    loading: page.isPending || (page.isPlaceholderData && page.isFetching),
    hasNext: Boolean(page.data?.cursor),
    goTo,
    back,
  };
}
