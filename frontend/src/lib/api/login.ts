import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionReply } from '@shared/auth/session';
import type { LoginBody } from '@shared/auth/schemas';
import { apiPost } from '../api-client';
import { startSession } from '../session';
import { currentUserKey } from './current-user';

/** POST /auth/login: on success the token and flag are stored and the user is cached. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiPost<SessionReply>('/auth/login', body),
    onSuccess: (reply) => {
      startSession(reply.token);
      queryClient.setQueryData([...currentUserKey, reply.token], reply.user);
    },
  });
}
