import { useQuery } from '@tanstack/react-query';
import type { PublicBranch } from '@shared/company/public-company';
import { apiPost } from '../../../lib/api-client';

export type Branch = {
  id: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  phone: string;
  email: string;
};

export function useBranches(domain: string) {
  return useQuery({
    queryKey: ['branches', domain],
    queryFn: ({ signal }) => apiPost<PublicBranch[]>('/get-all-branches', { domain }, signal),
    staleTime: 5 * 60_000,
  });
}
