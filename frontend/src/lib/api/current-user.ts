import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shared/auth/session';
import { apiGet } from '../api-client';
import { useToken } from '../session';

export const currentUserKey = ['auth-user'] as const;

/** GET /auth/user: who is signed in, at which level, in which company (when signed in). */
export function useCurrentUser() {
  const token = useToken();
  return useQuery({
    queryKey: [...currentUserKey, token],
    queryFn: ({ signal }) => apiGet<SessionUser>('/auth/user', signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** Inside the back office (the layout waits for it): the signed-in user. */
export function useSignedInUser(): SessionUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser outside the back office');
  return data;
}
