import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { saveQuoteBody } from '@shared/documents/schemas';
import { apiPost } from '../../../lib/api-client';
import { documentKeys } from './keys';

export type SaveQuoteInput = z.input<typeof saveQuoteBody>;

/** POST /auth/save-quote-data: a new quotation (numbered by the server) or changes to one. */
export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveQuoteInput) =>
      apiPost<{ status: 'success'; quoteNumber: number }>('/auth/save-quote-data', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
