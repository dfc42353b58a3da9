import { useQuery } from '@tanstack/react-query';
import type { InvitedUser } from '@shared/auth/session';
import { apiPost } from '../../../lib/api-client';

/** POST /auth/get-invited-user: who was invited, at which level, to which company. */
export function useInvitedUser(token: string | null) {
  return useQuery({
    queryKey: ['invited-user', token],
    queryFn: ({ signal }) => apiPost<InvitedUser>('/auth/get-invited-user', { token }, signal),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
}
