import { useMutation } from '@tanstack/react-query';
import type { MemberView } from '@shared/users/schemas';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /auth/get-user-by-email: the wider search. Someone who is not a member of this company
 * answers 404 whether or not they have an account elsewhere; the screen offers to invite them.
 */
export function useUserByEmail() {
  return useMutation({
    mutationFn: (userEmail: string) =>
      apiPost<MemberView>('/auth/get-user-by-email', { userEmail }),
  });
}
