import { useQuery } from '@tanstack/react-query';
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
    queryFn: ({ signal }) => apiPost<Branch[]>('/get-all-branches', { domain }, signal),
    staleTime: 5 * 60_000,
  });
}
