import { useQuery } from '@tanstack/react-query';
import type { DomainStatusReply } from '@shared/onboarding/schemas';
import { apiPost } from '../../../lib/api-client';

/** POST /auth/get-domain-status: the company's domain, its state and the DNS record it needs. */
export function useDomainStatus() {
  return useQuery({
    queryKey: ['domain-status'],
    queryFn: ({ signal }) =>
      apiPost<DomainStatusReply>('/auth/get-domain-status', undefined, signal),
    // A pending domain is asked about again every minute while the page is open.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending-validation' ? 60_000 : false,
  });
}
