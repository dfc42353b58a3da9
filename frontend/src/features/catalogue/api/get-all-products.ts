import type { ProductView } from '@shared/catalogue/schemas';
import { usePagedList } from '../../../lib/use-paged-list';
import { catalogueKeys } from './keys';

/** GET /auth/get-all-products: the products (the receivings form picker), a page at a time ("Load more" reads the next). */
export function useProducts(enabled = true) {
  return usePagedList<ProductView>(catalogueKeys.productList(), '/auth/get-all-products', {
    enabled,
  });
}
