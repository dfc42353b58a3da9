import { useQuery } from '@tanstack/react-query';
import type { TableInfo } from '@shared/tables/types';
import { apiGet } from '../../../lib/api-client';
import { tableKeys } from './keys';

/** GET /auth/get-database-tables: the tables the caller's level may see, with what they may do. */
export function useDatabaseTables() {
  return useQuery({
    queryKey: tableKeys.list(),
    queryFn: ({ signal }) => apiGet<TableInfo[]>('/auth/get-database-tables', signal),
    staleTime: 5 * 60_000,
  });
}
