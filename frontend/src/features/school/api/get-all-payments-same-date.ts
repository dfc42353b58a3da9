import { useQuery } from '@tanstack/react-query';
import type { SchoolPaymentView } from '@shared/school/schemas';
import { apiPost } from '../../../lib/api-client';
import { schoolKeys } from './keys';

export type SameDatePayments = { date: string; payments: SchoolPaymentView[]; total: number };

/**
 * POST /auth/get-all-payments-same-date {sid, date, receipts?}: a receipt's lines and their
 * total (with `receipts`, only those payments of the day).
 */
export function usePaymentsSameDate(sid: string, date: string, receipts?: number[]) {
  return useQuery({
    queryKey: [...schoolKeys.sameDate(sid, date), receipts?.join(',') ?? 'day'],
    queryFn: ({ signal }) =>
      apiPost<SameDatePayments>(
        '/auth/get-all-payments-same-date',
        { sid, date, ...(receipts ? { receipts } : {}) },
        signal,
      ),
    enabled: Boolean(sid && date),
  });
}
