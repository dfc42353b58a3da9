import { useQuery } from '@tanstack/react-query';
import type { ExchangeRateReply } from '@shared/site/schemas';
import { apiPost } from '../../../lib/api-client';

/** ZAR to the new company's currency, at the server's rate (the price the server will quote). */
export function usePlanRate(currency: string) {
  return useQuery({
    queryKey: ['exchange-rate', 'ZAR', currency],
    queryFn: ({ signal }) =>
      apiPost<ExchangeRateReply>('/get-exchange-rate', { base: 'ZAR', currency }, signal),
    enabled: currency !== 'ZAR',
    staleTime: 60 * 60_000,
  });
}
