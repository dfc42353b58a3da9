import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberView } from '@shared/users/schemas';
import { apiPost } from '../../../lib/api-client';
import { memberChanged } from './member-changes';

/** POST /auth/link-parent-to-student {userId, sid} */
export function useLinkParentToStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; sid: string }) =>
      apiPost<MemberView>('/auth/link-parent-to-student', input),
    onSuccess: (member) => memberChanged(queryClient, member),
  });
}
