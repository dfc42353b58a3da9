import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** GET /health: whether local-only tools (the outbox) exist on this installation. */
export function useRuntimeMode() {
  return useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiGet<{ status: string; mode: 'local' | 'aws' }>('/health', signal),
    staleTime: Infinity,
    select: (health) => health.mode,
  });
}
