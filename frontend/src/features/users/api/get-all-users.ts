import { useQuery } from '@tanstack/react-query';
import type { MemberView } from '@shared/users/schemas';
import { getAllPages } from '../../../lib/api/get-all-pages';
import { userKeys } from './keys';

/** GET /auth/get-all-users: every member of the company, for the search dropdown. */
export function useAllUsers() {
  return useQuery({
    queryKey: userKeys.list,
    queryFn: ({ signal }) => getAllPages<MemberView>('/auth/get-all-users', signal),
  });
}
