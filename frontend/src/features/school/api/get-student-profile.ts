import { useQuery } from '@tanstack/react-query';
import type { StudentProfileReply } from '@shared/school/schemas';
import { ApiError, apiPost } from '../../../lib/api-client';
import { schoolKeys } from './keys';

/**
 * POST /auth/get-student-profile {sid}: the student, the year's finance, its payments and the
 * card status. A parent reaches only their own student's number.
 */
export function useStudentProfile(sid: string | null) {
  return useQuery({
    queryKey: schoolKeys.profile(sid ?? ''),
    queryFn: ({ signal }) =>
      apiPost<StudentProfileReply>('/auth/get-student-profile', { sid }, signal),
    enabled: Boolean(sid),
    // 'No student with that student number' is an answer, not a hiccup.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
