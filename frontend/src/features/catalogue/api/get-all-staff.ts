import { useQuery } from '@tanstack/react-query';
import type { StaffView } from '@shared/clients/schemas';
import { catalogueKeys } from './keys';
import { getAllPages } from '../../../lib/api/get-all-pages';

/** GET /auth/get-all-staff. */
export function useStaff(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.staff,
    queryFn: ({ signal }) => getAllPages<StaffView>('/auth/get-all-staff', signal),
    enabled,
  });
}
