import { useMutation } from '@tanstack/react-query';
import type { StudentStatementReply } from '@shared/school/schemas';
import { apiPost } from '../../../lib/api-client';

export type StatementRequest = { sid: string; dateFrom: string; dateTo: string };

/**
 * POST /auth/get-student-statement {sid, dateFrom, dateTo}: the student's statement of account
 * for days of one school year, with the school's header. Asked for when the PDF is wanted, so a
 * mutation (nothing cached): every download reads the account afresh.
 */
export const useStudentStatement = () =>
  useMutation({
    mutationFn: (body: StatementRequest) =>
      apiPost<StudentStatementReply>('/auth/get-student-statement', body),
  });
