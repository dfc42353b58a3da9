import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type OutboxMessage = {
  id: string;
  to: string;
  subject?: string;
  title?: string;
  body: string;
  links: Array<{ href: string; label: string }>;
  time: string;
  tenant?: string;
  status?: string;
};

/** GET /auth/local-outbox: what the local email or SMS outbox holds, newest first. */
export function useLocalOutbox(kind: 'email' | 'sms') {
  return useQuery({
    queryKey: ['local-outbox', kind],
    queryFn: ({ signal }) => apiGet<OutboxMessage[]>(`/auth/local-outbox?kind=${kind}`, signal),
    refetchInterval: 5000,
  });
}
