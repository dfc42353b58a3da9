import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { tableKeys } from './keys';

export type Option = { value: string; label: string };

/** POST /auth/get-dependent-table-columns: the choices of every reference column of a table. */
export function useReferenceOptions(table: string | undefined, enabled = true) {
  return useQuery({
    queryKey: tableKeys.options(table ?? ''),
    queryFn: ({ signal }) =>
      apiPost<Record<string, Option[]>>('/auth/get-dependent-table-columns', { table }, signal),
    enabled: Boolean(table) && enabled,
    staleTime: 60_000,
  });
}
