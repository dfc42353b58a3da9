import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@shared/auth/schemas';
import type { SignInReply, TwoFactorSignInBody } from '@shared/auth/two-factor';
import { apiPost } from '../api-client';
import { setEnrolRequired, startSession } from '../session';
import { currentUserKey } from './current-user';

/** A session reply opens the session; a challenge (two-factor) waits for its code. */
function applySignIn(queryClient: QueryClient, reply: SignInReply) {
  if (!('token' in reply)) return;
  startSession(reply.token);
  setEnrolRequired(reply.enrolRequired === true);
  queryClient.setQueryData([...currentUserKey, reply.token], reply.user);
}

/** POST /auth/login: on success the token and flag are stored and the user is cached. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiPost<SignInReply>('/auth/login', body),
    onSuccess: (reply) => applySignIn(queryClient, reply),
  });
}

/** POST /auth/two-factor/sign-in: the challenge and a TOTP or recovery code. */
export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorSignInBody) =>
      apiPost<SignInReply>('/auth/two-factor/sign-in', body),
    onSuccess: (reply) => applySignIn(queryClient, reply),
  });
}
