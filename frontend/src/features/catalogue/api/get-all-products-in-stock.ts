import type { ProductView } from '@shared/catalogue/schemas';
import { usePagedList } from '../../../lib/use-paged-list';
import { catalogueKeys } from './keys';

/** GET /auth/get-all-products-in-stock: the products with stock above 0, a page at a time ("Load more" reads the next). */
export function useProductsInStock(enabled = true) {
  return usePagedList<ProductView>(catalogueKeys.inStock(), '/auth/get-all-products-in-stock', {
    enabled,
  });
}
