import { useQuery } from '@tanstack/react-query';
import type { MemberView } from '@shared/users/schemas';
import { apiPost } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /auth/get-user-by-id: the chosen member's profile. */
export function useUserById(userId: string | null) {
  return useQuery({
    queryKey: userKeys.member(userId ?? ''),
    queryFn: ({ signal }) => apiPost<MemberView>('/auth/get-user-by-id', { userId }, signal),
    enabled: Boolean(userId),
    retry: false,
  });
}
