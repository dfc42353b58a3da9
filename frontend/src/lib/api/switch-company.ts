import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInReply } from '@shared/auth/two-factor';
import { apiPost } from '../api-client';
import { setEnrolRequired, startSession } from '../session';
import { requireSession } from './login';
import { currentUserKey } from './current-user';

/** POST /auth/switch-company: a token for another company the user belongs to. */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emis: string) =>
      apiPost<SignInReply>('/auth/switch-company', { emis }).then(requireSession),
    onSuccess: (reply) => {
      queryClient.clear();
      startSession(reply.token);
      setEnrolRequired(reply.enrolRequired === true);
      queryClient.setQueryData([...currentUserKey, reply.token], reply.user);
    },
  });
}
