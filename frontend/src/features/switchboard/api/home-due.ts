import { useQuery } from '@tanstack/react-query';
import type { HomeDueReply } from '@shared/home/due';
import { apiGet } from '../../../lib/api-client';

/** GET /auth/home-due: the home's "Needs attention" items (staff and up). */
export function useHomeDue(enabled: boolean) {
  return useQuery({
    queryKey: ['home-due'],
    queryFn: ({ signal }) => apiGet<HomeDueReply>('/auth/home-due', signal),
    staleTime: 60_000,
    enabled,
  });
}
