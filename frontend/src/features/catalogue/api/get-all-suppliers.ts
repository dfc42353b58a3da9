import type { SupplierView } from '@shared/catalogue/schemas';
import { usePagedList } from '../../../lib/use-paged-list';
import { catalogueKeys } from './keys';

/** GET /auth/get-all-suppliers: the suppliers, for their list and the supplier pickers, a page at a time ("Load more" reads the next). */
export function useSuppliers(enabled = true) {
  return usePagedList<SupplierView>(catalogueKeys.suppliers, '/auth/get-all-suppliers', {
    enabled,
  });
}
