import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { StoreProductsReply, StoreProductView } from '@shared/store/constants';
import { apiPost } from '../../../lib/api-client';
import { storeKeys } from './keys';

// The store's list and product pages read these first: no checkout code comes with them.

/** POST /store/products: the site's listed products, a page at a time ('Load more'). */
export function useStoreProducts(category: string, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: storeKeys.products(category),
    queryFn: ({ pageParam, signal }) =>
      apiPost<StoreProductsReply>(
        '/store/products',
        { category, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    retry: (count, error) => (error as { status?: number }).status !== 403 && count < 2,
  });
}

export type StoreProductDetails = StoreProductView & { currency: string };

/** POST /store/product {id}: one listed product. */
export function useStoreProduct(id: string, offered = true) {
  return useQuery({
    queryKey: storeKeys.product(id),
    queryFn: ({ signal }) => apiPost<StoreProductDetails>('/store/product', { id }, signal),
    enabled: offered && id !== '',
    retry: (count, error) =>
      ![403, 404].includes((error as { status?: number }).status ?? 0) && count < 2,
  });
}
