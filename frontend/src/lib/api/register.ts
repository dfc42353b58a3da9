import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInReply } from '@shared/auth/two-factor';
import type { RegisterBody } from '@shared/auth/schemas';
import { apiPost } from '../api-client';
import { setEnrolRequired, startSession } from '../session';
import { requireSession } from './login';
import { currentUserKey } from './current-user';

/** POST /auth/register on the site's company: the new member is signed in at level 1. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiPost<SignInReply>('/auth/register', body).then(requireSession),
    onSuccess: (reply) => {
      startSession(reply.token);
      setEnrolRequired(reply.enrolRequired === true);
      queryClient.setQueryData([...currentUserKey, reply.token], reply.user);
    },
  });
}
