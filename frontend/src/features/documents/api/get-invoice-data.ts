import { useQuery } from '@tanstack/react-query';
import type { InvoiceDataReply } from '@shared/documents/types';
import { apiPost } from '../../../lib/api-client';
import { documentKeys } from './keys';

/** POST /auth/get-invoice-data: one invoice, its payments, and the issuer. */
export function useInvoiceData(invoiceNumber: number | undefined) {
  return useQuery({
    queryKey: documentKeys.invoice(invoiceNumber ?? 0),
    queryFn: ({ signal }) =>
      apiPost<InvoiceDataReply>('/auth/get-invoice-data', { invoiceNumber }, signal),
    enabled: Boolean(invoiceNumber),
  });
}
