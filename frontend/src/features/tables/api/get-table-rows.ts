import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryFilter } from '@shared/tables/schemas';
import type { RowsPage } from '@shared/tables/types';
import { apiPost } from '../../../lib/api-client';
import { tableKeys } from './keys';

export type RowsFilter = Exclude<QueryFilter, undefined> | '1=1';

export function getTableRows(
  table: string,
  queryFilter: RowsFilter,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  return apiPost<RowsPage>(
    '/auth/get-table-rows',
    { table, queryFilter, cursor: cursor ?? undefined, limit },
    signal,
  );
}

/** POST /auth/get-table-rows: one page of a table (a cursor leads to the next). */
export function useTableRows(
  table: string | undefined,
  queryFilter: RowsFilter,
  cursor: string | null,
  limit = 10,
) {
  return useQuery({
    queryKey: tableKeys.rows(table ?? '', queryFilter, cursor, limit),
    queryFn: ({ signal }) => getTableRows(table ?? '', queryFilter, cursor, limit, signal),
    enabled: Boolean(table),
    placeholderData: keepPreviousData,
  });
}

/** Every row matching the filter, page after page (for export), up to `max`. */
export async function getAllRows(table: string, queryFilter: RowsFilter, max = 5000) {
  const rows: RowsPage['rows'] = [];
  let cursor: string | null = null;
  do {
    const page = await getTableRows(table, queryFilter, cursor, 100);
    rows.push(...page.rows);
    cursor = page.cursor;
  } while (cursor && rows.length < max);
  return rows;
}

/** The one row of a company settings table (`companies`, `site_colors`…). */
export function useCompanyRow(table: string) {
  return useQuery({
    queryKey: tableKeys.rows(table, '1=1', null, 1),
    queryFn: async ({ signal }) =>
      (await getTableRows(table, '1=1', null, 1, signal)).rows[0] ?? null,
  });
}
