import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { documentKeys } from './keys';

type Pair = { quote_number: number; invoice_number: number };
export type ConvertReply = { status: 'success'; converted: Pair[]; alreadyConverted: Pair[] };

/** POST /auth/convert-quotes-to-invoices: each open quote becomes an invoice, once. */
export function useConvertQuotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteNumbers: number[]) =>
      apiPost<ConvertReply>('/auth/convert-quotes-to-invoices', {
        selectedQuotesForConversion: quoteNumbers,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
