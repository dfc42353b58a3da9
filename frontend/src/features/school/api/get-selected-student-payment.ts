import { useQuery } from '@tanstack/react-query';
import type { StudentFinance } from '@shared/school/finance';
import type { SchoolPaymentView, StudentView } from '@shared/school/schemas';
import { ApiError, apiPost } from '../../../lib/api-client';
import { schoolKeys } from './keys';

export type StudentPayments = {
  student: StudentView;
  studentFinance: StudentFinance;
  year: number;
  payments: SchoolPaymentView[];
};

/** POST /auth/get-selected-student-payment {sid}: every payment of the student, and the year's finance. */
export function useStudentPayments(sid: string | null) {
  return useQuery({
    queryKey: [...schoolKeys.all, 'payments', sid ?? ''],
    queryFn: ({ signal }) =>
      apiPost<StudentPayments>('/auth/get-selected-student-payment', { sid }, signal),
    enabled: Boolean(sid),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
