import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { saveInvoiceBody } from '@shared/documents/schemas';
import { apiPost } from '../../../lib/api-client';
import { documentKeys } from './keys';

export type SaveInvoiceInput = z.input<typeof saveInvoiceBody>;

/** POST /auth/save-invoice-data: a new invoice (numbered by the server) or changes to one. */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveInvoiceInput) =>
      apiPost<{ status: 'success'; invoiceNumber: number }>('/auth/save-invoice-data', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
