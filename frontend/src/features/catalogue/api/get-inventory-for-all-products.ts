import { useQuery } from '@tanstack/react-query';
import type { InventoryRow } from '@shared/catalogue/schemas';
import { catalogueKeys } from './keys';
import { getAllPages } from '../../../lib/api/get-all-pages';

/** GET /auth/get-inventory-for-all-products: every product with its stock on hand and value. */
export function useInventory(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.inventory(),
    queryFn: ({ signal }) =>
      getAllPages<InventoryRow>('/auth/get-inventory-for-all-products', signal),
    enabled,
  });
}
