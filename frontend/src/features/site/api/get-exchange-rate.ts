import { useQuery } from '@tanstack/react-query';
import type { ExchangeRateReply } from '@shared/site/schemas';
import { apiPost } from '../../../lib/api-client';

/** ZAR to the company's currency, from the server (live, cached or bundled; it says which). */
export function useExchangeRate(currency: string) {
  return useQuery({
    queryKey: ['exchange-rate', 'ZAR', currency],
    queryFn: ({ signal }) =>
      apiPost<ExchangeRateReply>('/get-exchange-rate', { base: 'ZAR', currency }, signal),
    enabled: currency !== 'ZAR',
    staleTime: 60 * 60_000,
  });
}
