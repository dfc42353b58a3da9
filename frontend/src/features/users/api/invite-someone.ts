import { useMutation } from '@tanstack/react-query';
import type { InviteInput } from '@shared/users/schemas';
import { apiPost } from '../../../lib/api-client';

/** POST /auth/invite-someone: answers 'success' once the invitation email is on its way. */
export function useInviteSomeone() {
  return useMutation({
    mutationFn: (input: InviteInput) => apiPost<string>('/auth/invite-someone', input),
  });
}
