import type { InventoryRow } from '@shared/catalogue/schemas';
import { usePagedList } from '../../../lib/use-paged-list';
import { catalogueKeys } from './keys';

/** GET /auth/get-inventory-for-all-products: the products with their stock on hand and value, a page at a time ("Load more" reads the next). */
export function useInventory(enabled = true) {
  return usePagedList<InventoryRow>(
    catalogueKeys.inventory(),
    '/auth/get-inventory-for-all-products',
    { enabled },
  );
}
