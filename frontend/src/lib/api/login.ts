import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@shared/auth/schemas';
import type { SignInReply, TwoFactorSignInBody } from '@shared/auth/two-factor';
import { apiPost } from '../api-client';
import { setEnrolRequired, startSession } from '../session';
import { currentUserKey } from './current-user';

type SessionOnly = Extract<SignInReply, { token: string }>;

/**
 * A reply that must be a session (joining a company, switching): an account with two-factor
 * answers a challenge instead, and the person signs in with password and code.
 */
export function requireSession(reply: SignInReply): SessionOnly {
  if ('token' in reply) return reply;
  throw new Error(
    'Done. Your account has two-factor sign-in: sign in with your password and code.',
  );
}

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
