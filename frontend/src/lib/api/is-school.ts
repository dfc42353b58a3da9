import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/**
 * Whether the signed-in company is a school: it keeps classes (GET /auth/get-all-classes). The
 * switchboard and the drawer show the school's screens (fees, payments) only there. Asked from
 * parents up (the classes' level); a guest's company counts as no school.
 */
export function useIsSchool(enabled = true): boolean {
  const classes = useQuery({
    queryKey: ['company-classes'],
    queryFn: ({ signal }) => apiGet<unknown[]>('/auth/get-all-classes', signal),
    staleTime: 10 * 60_000,
    enabled,
  });
  return Array.isArray(classes.data) && classes.data.length > 0;
}
