import { useQuery } from '@tanstack/react-query';
import type { DashboardReply } from '@shared/documents/types';
import { apiGet } from '../../../lib/api-client';
import { documentKeys } from './keys';

/** GET /auth/get-invoices-and-quotations-data: the four totals, latest quotes and invoices. */
export function useDocumentsDashboard() {
  return useQuery({
    queryKey: documentKeys.dashboard(),
    queryFn: ({ signal }) =>
      apiGet<DashboardReply>('/auth/get-invoices-and-quotations-data', signal),
  });
}
