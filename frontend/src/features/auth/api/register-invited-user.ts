import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInReply } from '@shared/auth/two-factor';
import type { RegisterInvitedBody } from '@shared/auth/schemas';
import { apiPost } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/api/current-user';
import { requireSession } from '../../../lib/api/login';
import { setEnrolRequired, startSession } from '../../../lib/session';

/** POST /auth/register-invited-user: the membership at the invited level, then signed in. */
export function useRegisterInvitedUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterInvitedBody) =>
      apiPost<SignInReply>('/auth/register-invited-user', body).then(requireSession),
    onSuccess: (reply) => {
      startSession(reply.token);
      setEnrolRequired(reply.enrolRequired === true);
      queryClient.setQueryData([...currentUserKey, reply.token], reply.user);
    },
  });
}
