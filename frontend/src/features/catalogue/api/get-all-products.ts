import { useQuery } from '@tanstack/react-query';
import type { ProductView } from '@shared/catalogue/schemas';
import { catalogueKeys } from './keys';
import { getAllPages } from '../../../lib/api/get-all-pages';

/** GET /auth/get-all-products: every product (the receivings form's picker). */
export function useProducts(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.productList(),
    queryFn: ({ signal }) => getAllPages<ProductView>('/auth/get-all-products', signal),
    enabled,
  });
}
