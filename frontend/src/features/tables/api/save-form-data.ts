import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { tableKeys } from './keys';

/** POST /auth/save-form-data: a new row; answers 'success'. */
export function useSaveFormData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { table: string; data: Record<string, unknown> }) =>
      apiPost<'success'>('/auth/save-form-data', input),
    onSuccess: (_reply, input) =>
      queryClient.invalidateQueries({ queryKey: tableKeys.table(input.table) }),
  });
}
