import type { TransportationView } from '@shared/catalogue/schemas';
import { usePagedList } from '../../../lib/use-paged-list';
import { catalogueKeys } from './keys';

/** GET /auth/get-all-transportations: the transportations, a page at a time ("Load more" reads the next). */
export function useTransportations(enabled = true) {
  return usePagedList<TransportationView>(
    catalogueKeys.transportations,
    '/auth/get-all-transportations',
    { enabled },
  );
}
