import type { StaffView } from '@shared/clients/schemas';
import { usePagedList } from '../../../lib/use-paged-list';
import { catalogueKeys } from './keys';

/** GET /auth/get-all-staff: the staff (talent), a page at a time ("Load more" reads the next). */
export function useStaff(enabled = true) {
  return usePagedList<StaffView>(catalogueKeys.staff, '/auth/get-all-staff', { enabled });
}
