import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@shared/tables/types';
import { apiPost } from '../../../lib/api-client';
import { tableKeys } from './keys';

/** POST /auth/get-row-history: who changed what in a row, newest first. */
export function useRowHistory(table: string, id: string | undefined) {
  return useQuery({
    queryKey: tableKeys.history(table, id ?? ''),
    queryFn: ({ signal }) => apiPost<AuditEntry[]>('/auth/get-row-history', { table, id }, signal),
    enabled: Boolean(id),
  });
}
