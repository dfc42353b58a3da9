import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { userKeys } from './keys';

/**
 * GET /auth/get-all-classes, asked only to know whether the company keeps classes: a company
 * with classes is a school, and only there is a student number (SID) asked for.
 */
export function useSidEnabled() {
  const classes = useQuery({
    queryKey: userKeys.classes,
    queryFn: ({ signal }) => apiGet<unknown[]>('/auth/get-all-classes', signal),
    staleTime: 10 * 60_000,
  });
  return Array.isArray(classes.data) && classes.data.length > 0;
}
