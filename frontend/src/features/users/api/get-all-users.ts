import type { MemberView } from '@shared/users/schemas';
import { usePagedList } from '../../../lib/use-paged-list';
import { userKeys } from './keys';

/** GET /auth/get-all-users: the company's members a page at a time, for the search dropdown. */
export function useAllUsers() {
  return usePagedList<MemberView>(userKeys.list, '/auth/get-all-users');
}
