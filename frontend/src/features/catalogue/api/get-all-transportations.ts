import { useQuery } from '@tanstack/react-query';
import type { TransportationView } from '@shared/catalogue/schemas';
import { catalogueKeys } from './keys';
import { getAllPages } from '../../../lib/api/get-all-pages';

/** GET /auth/get-all-transportations. */
export function useTransportations(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.transportations,
    queryFn: ({ signal }) =>
      getAllPages<TransportationView>('/auth/get-all-transportations', signal),
    enabled,
  });
}
