import { useQuery } from '@tanstack/react-query';
import type { SupplierView } from '@shared/catalogue/schemas';
import { catalogueKeys } from './keys';
import { getAllPages } from '../../../lib/api/get-all-pages';

/** GET /auth/get-all-suppliers: the suppliers' list and the supplier pickers. */
export function useSuppliers(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.suppliers,
    queryFn: ({ signal }) => getAllPages<SupplierView>('/auth/get-all-suppliers', signal),
    enabled,
  });
}
