import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { documentKeys } from './keys';

/** POST /auth/delete-quotes: open quotations only. */
export function useDeleteQuotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteNumbers: number[]) =>
      apiPost<{ status: 'success'; deleted: number }>('/auth/delete-quotes', { quoteNumbers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
