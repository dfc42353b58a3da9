import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { tableKeys } from './keys';

/** POST /auth/bulk-delete (several rows) or /auth/delete-item (one): all of them or none. */
export function useDeleteRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ table, ids }: { table: string; ids: string[] }): Promise<number> => {
      if (ids.length === 1) {
        await apiPost<'success'>('/auth/delete-item', { table, id: ids[0] });
        return 1;
      }
      return (
        await apiPost<{ status: 'success'; deleted: number }>('/auth/bulk-delete', {
          table,
          rowIds: ids,
        })
      ).deleted;
    },
    onSuccess: (_reply, input) =>
      queryClient.invalidateQueries({ queryKey: tableKeys.table(input.table) }),
  });
}
