import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberView } from '@shared/users/schemas';
import { apiPost } from '../../../lib/api-client';
import { memberChanged } from './member-changes';

/** POST /auth/unban-user {user}: the account is active again. */
export function useUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: string) => apiPost<MemberView>('/auth/unban-user', { user }),
    onSuccess: (member) => memberChanged(queryClient, member),
  });
}
