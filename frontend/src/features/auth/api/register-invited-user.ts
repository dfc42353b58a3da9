import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionReply } from '@shared/auth/session';
import type { RegisterInvitedBody } from '@shared/auth/schemas';
import { apiPost } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/api/current-user';
import { startSession } from '../../../lib/session';

/** POST /auth/register-invited-user: the membership at the invited level, then signed in. */
export function useRegisterInvitedUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterInvitedBody) =>
      apiPost<SessionReply>('/auth/register-invited-user', body),
    onSuccess: (reply) => {
      startSession(reply.token);
      queryClient.setQueryData([...currentUserKey, reply.token], reply.user);
    },
  });
}
