import { useQuery } from '@tanstack/react-query';
import type { AccessLink } from '@shared/users/schemas';
import { apiGet } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /auth/get-users-access-links: the levels the caller may grant (none above their own). */
export function useAccessLinks() {
  return useQuery({
    queryKey: userKeys.accessLinks,
    queryFn: ({ signal }) => apiGet<AccessLink[]>('/auth/get-users-access-links', signal),
    staleTime: 10 * 60_000,
  });
}
