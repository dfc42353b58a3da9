import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../api-client';
import { endSession } from '../session';

/**
 * Sign out: the server revokes the token (best effort: a dead network must not keep anyone
 * signed in), local storage is cleared and every cached answer dropped.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiPost<string>('/auth/logout').catch(() => undefined);
    },
    onSettled: () => {
      endSession();
      queryClient.clear();
    },
  });
}
