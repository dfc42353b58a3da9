import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { saveQuoteBody } from '@shared/documents/schemas';
import { apiPost } from '../../../lib/api-client';
import { useRequestId } from '../../../lib/request-id';
import { documentKeys } from './keys';

export type SaveQuoteInput = z.input<typeof saveQuoteBody>;

/** POST /auth/save-quote-data: a new quotation (numbered by the server) or changes to one. */
export function useSaveQuote() {
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (body: SaveQuoteInput) =>
      apiPost<{ status: 'success'; quoteNumber: number }>('/auth/save-quote-data', {
        ...body,
        requestId: requestId.current(),
      }),
    onSuccess: () => {
      requestId.renew();
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}
