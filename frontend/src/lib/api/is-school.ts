import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/**
 * Whether the signed-in company is a school: it keeps classes (GET /auth/get-all-classes). The
 * switchboard and the drawer show the school's screens (fees, payments) only there. Asked from
 * parents up (the classes' level); a guest's company counts as no school.
 */
export function useIsSchool(enabled = true): boolean {
  return useSchoolKnown(enabled) ?? false;
}

/**
 * As useIsSchool, but undefined until it is known: a screen whose shape depends on it (the
 * switchboard's tiles) waits rather than changing under the visitor's pointer. A failed read
 * counts as no school.
 */
export function useSchoolKnown(enabled = true): boolean | undefined {
  const classes = useQuery({
    queryKey: ['company-classes'],
    queryFn: ({ signal }) => apiGet<unknown[]>('/auth/get-all-classes', signal),
    staleTime: 10 * 60_000,
    enabled,
  });
  if (!enabled) return false;
  if (classes.isPending) return undefined;
  return Array.isArray(classes.data) && classes.data.length > 0;
}
