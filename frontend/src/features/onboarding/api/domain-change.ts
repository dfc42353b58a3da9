import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DomainChangeView } from '@shared/domains/schemas';
import { apiGet, apiPost } from '../../../lib/api-client';

const KEY = ['domain-change'] as const;

/** GET /auth/domain-change: the domain now, a pending change as last checked, the last change. */
export function useDomainChange() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<DomainChangeView>('/auth/domain-change', signal),
  });
}

/** A change route's reply is the new view: it replaces the cached one, and the status panel reloads. */
function useChangeCall<B>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<DomainChangeView>(path, body),
    onSuccess: (view) => {
      client.setQueryData(KEY, view);
      void client.invalidateQueries({ queryKey: ['domain-status'] });
    },
  });
}

export const useChangeDomain = () => useChangeCall<{ new_domain: string }>('/auth/change-domain');
export const useCheckDomainChange = () => useChangeCall<undefined>('/auth/check-domain-change');
export const useCancelDomainChange = () => useChangeCall<undefined>('/auth/cancel-domain-change');
