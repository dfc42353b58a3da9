import type { ProductView } from '@shared/catalogue/schemas';
import { LOW_STOCK_FILTER } from '@shared/catalogue/low-stock';
import { usePagedList } from '../../../lib/use-paged-list';
import { catalogueKeys } from './keys';

/** GET /auth/get-all-products: the products (the receivings form picker), a page at a time ("Load more" reads the next). */
export function useProducts(enabled = true) {
  return usePagedList<ProductView>(catalogueKeys.productList(), '/auth/get-all-products', {
    enabled,
  });
}

/** GET /auth/get-all-products?stock=low: the products running low (issue 28), a page at a time. */
export function useLowStockProducts(enabled = true) {
  return usePagedList<ProductView>(
    catalogueKeys.lowStock(),
    `/auth/get-all-products?stock=${LOW_STOCK_FILTER}`,
    { enabled },
  );
}
