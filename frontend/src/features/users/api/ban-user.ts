import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberView } from '@shared/users/schemas';
import { apiPost } from '../../../lib/api-client';
import { memberChanged } from './member-changes';

/** POST /auth/ban-user {user, reason}: the account is deactivated at once. */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { user: string; reason: string }) =>
      apiPost<MemberView>('/auth/ban-user', input),
    onSuccess: (member) => memberChanged(queryClient, member),
  });
}
