import { useQuery } from '@tanstack/react-query';
import type { SchoolPaymentView } from '@shared/school/schemas';
import { apiPost } from '../../../lib/api-client';
import { schoolKeys } from './keys';

export type SameDatePayments = { date: string; payments: SchoolPaymentView[]; total: number };

/** POST /auth/get-all-payments-same-date {sid, date}: a receipt's lines and their total. */
export function usePaymentsSameDate(sid: string, date: string) {
  return useQuery({
    queryKey: schoolKeys.sameDate(sid, date),
    queryFn: ({ signal }) =>
      apiPost<SameDatePayments>('/auth/get-all-payments-same-date', { sid, date }, signal),
    enabled: Boolean(sid && date),
  });
}
