import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useRequestId } from '../../../lib/request-id';
import { documentKeys } from './keys';

type Pair = { quote_number: number; invoice_number: number };
export type ConvertReply = { status: 'success'; converted: Pair[]; alreadyConverted: Pair[] };

/** POST /auth/convert-quotes-to-invoices: each open quote becomes an invoice, once. */
export function useConvertQuotes() {
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (quoteNumbers: number[]) =>
      apiPost<ConvertReply>('/auth/convert-quotes-to-invoices', {
        selectedQuotesForConversion: quoteNumbers,
        requestId: requestId.current(),
      }),
    onSuccess: () => {
      requestId.renew();
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}
