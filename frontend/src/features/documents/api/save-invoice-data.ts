import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { saveInvoiceBody } from '@shared/documents/schemas';
import { apiPost } from '../../../lib/api-client';
import { useRequestId } from '../../../lib/request-id';
import { documentKeys } from './keys';

export type SaveInvoiceInput = z.input<typeof saveInvoiceBody>;

/** POST /auth/save-invoice-data: a new invoice (numbered by the server) or changes to one. */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (body: SaveInvoiceInput) =>
      apiPost<{ status: 'success'; invoiceNumber: number }>('/auth/save-invoice-data', {
        ...body,
        requestId: requestId.current(),
      }),
    onSuccess: () => {
      requestId.renew();
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}
