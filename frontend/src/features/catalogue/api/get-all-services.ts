import { useQuery } from '@tanstack/react-query';
import type { ServiceView } from '@shared/catalogue/schemas';
import { catalogueKeys } from './keys';
import { getAllPages } from '../../../lib/api/get-all-pages';

/** GET /auth/get-all-services. */
export function useServices(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.services,
    queryFn: ({ signal }) => getAllPages<ServiceView>('/auth/get-all-services', signal),
    enabled,
  });
}
