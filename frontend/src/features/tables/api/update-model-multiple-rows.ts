import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { tableKeys } from './keys';

/** POST /auth/update-model-multiple-rows: one column set to one value on the selected rows. */
export function useBulkEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { table: string; column: string; ids: string[]; value: unknown }) =>
      apiPost<{ status: 'success'; updated: number }>('/auth/update-model-multiple-rows', change),
    onSuccess: (_reply, change) =>
      queryClient.invalidateQueries({ queryKey: tableKeys.table(change.table) }),
  });
}
