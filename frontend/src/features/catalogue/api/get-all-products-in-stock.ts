import { useQuery } from '@tanstack/react-query';
import type { ProductView } from '@shared/catalogue/schemas';
import { catalogueKeys } from './keys';
import { getAllPages } from '../../../lib/api/get-all-pages';

/** GET /auth/get-all-products-in-stock: the products with stock above 0. */
export function useProductsInStock(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.inStock(),
    queryFn: ({ signal }) => getAllPages<ProductView>('/auth/get-all-products-in-stock', signal),
    enabled,
  });
}
