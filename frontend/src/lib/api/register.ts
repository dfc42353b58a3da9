import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionReply } from '@shared/auth/session';
import type { RegisterBody } from '@shared/auth/schemas';
import { apiPost } from '../api-client';
import { startSession } from '../session';
import { currentUserKey } from './current-user';

/** POST /auth/register on the site's company: the new member is signed in at level 1. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => apiPost<SessionReply>('/auth/register', body),
    onSuccess: (reply) => {
      startSession(reply.token);
      queryClient.setQueryData([...currentUserKey, reply.token], reply.user);
    },
  });
}
