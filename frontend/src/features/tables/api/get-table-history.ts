import { useInfiniteQuery } from '@tanstack/react-query';
import type { TableHistoryPage } from '@shared/tables/types';
import { apiPost } from '../../../lib/api-client';
import { tableKeys } from './keys';

/** POST /auth/get-table-history: a table's changes, newest first, deleted rows included. */
export function useTableHistory(table: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: tableKeys.tableHistory(table),
    queryFn: ({ pageParam, signal }) =>
      apiPost<TableHistoryPage>(
        '/auth/get-table-history',
        { table, cursor: pageParam ?? undefined },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    enabled,
  });
}
