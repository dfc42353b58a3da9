import { useQuery } from '@tanstack/react-query';
import type { QuoteDataReply } from '@shared/documents/types';
import { apiPost } from '../../../lib/api-client';
import { documentKeys } from './keys';

/** POST /auth/get-quote-data: one quotation, its lines by kind, and the issuer. */
export function useQuoteData(quoteNumber: number | undefined) {
  return useQuery({
    queryKey: documentKeys.quote(quoteNumber ?? 0),
    queryFn: ({ signal }) =>
      apiPost<QuoteDataReply>('/auth/get-quote-data', { quoteNumber }, signal),
    enabled: Boolean(quoteNumber),
  });
}
