import type { QueryClient } from '@tanstack/react-query';
import type { MemberView } from '@shared/users/schemas';
import { userKeys } from './keys';

/** After a change: the member's own entry is the reply, and every list is read again. */
export function memberChanged(queryClient: QueryClient, member: MemberView) {
  queryClient.setQueryData(userKeys.member(member.id), member);
  void queryClient.invalidateQueries({ queryKey: userKeys.list });
  void queryClient.invalidateQueries({ queryKey: ['users', 'filtered'] });
}
