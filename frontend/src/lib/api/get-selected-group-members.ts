import { useQuery } from '@tanstack/react-query';
import type { GroupMemberView } from '@shared/sms/schemas';
import { apiPost } from '../api-client';
import { smsKeys } from './sms-keys';

/** POST /auth/get-selected-group-members: the group's people and their numbers. */
export function useGroupMembers(groupId: string | null) {
  return useQuery({
    queryKey: smsKeys.members(groupId ?? ''),
    queryFn: ({ signal }) =>
      apiPost<GroupMemberView[]>(
        '/auth/get-selected-group-members',
        { selectedGroupID: groupId },
        signal,
      ),
    enabled: Boolean(groupId),
  });
}
