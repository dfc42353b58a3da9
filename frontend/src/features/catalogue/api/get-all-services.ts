import type { ServiceView } from '@shared/catalogue/schemas';
import { usePagedList } from '../../../lib/use-paged-list';
import { catalogueKeys } from './keys';

/** GET /auth/get-all-services: the services, a page at a time ("Load more" reads the next). */
export function useServices(enabled = true) {
  return usePagedList<ServiceView>(catalogueKeys.services, '/auth/get-all-services', { enabled });
}
