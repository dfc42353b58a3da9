import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberView } from '@shared/users/schemas';
import { apiPost } from '../../../lib/api-client';
import { memberChanged } from './member-changes';

/** POST /auth/grant-access-level {user, alevel} */
export function useGrantAccessLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { user: string; alevel: number }) =>
      apiPost<MemberView>('/auth/grant-access-level', input),
    onSuccess: (member) => memberChanged(queryClient, member),
  });
}
