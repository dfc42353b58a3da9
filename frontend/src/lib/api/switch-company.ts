import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionReply } from '@shared/auth/session';
import { apiPost } from '../api-client';
import { startSession } from '../session';
import { currentUserKey } from './current-user';

/** POST /auth/switch-company: a token for another company the user belongs to. */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emis: string) => apiPost<SessionReply>('/auth/switch-company', { emis }),
    onSuccess: (reply) => {
      queryClient.clear();
      startSession(reply.token);
      queryClient.setQueryData([...currentUserKey, reply.token], reply.user);
    },
  });
}
