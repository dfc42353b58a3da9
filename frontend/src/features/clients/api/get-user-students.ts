import { useQuery } from '@tanstack/react-query';
import type { UserStudentsReply } from '@shared/users/schemas';
import { apiPost } from '../../../lib/api-client';

/** POST /auth/get-user-students: the students (client records) a user is linked to. */
export function useUserStudents(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['clients', 'students', userId],
    queryFn: ({ signal }) =>
      apiPost<UserStudentsReply>('/auth/get-user-students', { userId }, signal),
    enabled,
  });
}
