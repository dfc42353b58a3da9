import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '@shared/catalogue/fields';
import type { ProductView } from '@shared/catalogue/schemas';
import type { PosSaleBody, PosSaleReply, StoreOrderView } from '@shared/store/schemas';
import type { z } from 'zod';
import type { posSaleBody } from '@shared/store/schemas';
import { apiPost } from '../../../lib/api-client';
import { useRequestId } from '../../../lib/request-id';
import { getAllPages } from '../../../lib/api/get-all-pages';
import { storeKeys } from './store';

export const posKeys = { products: ['pos', 'products'] as const };

/** GET /auth/get-all-products-in-stock: what the till can sell (all pages). */
export function usePosProducts() {
  return useQuery({
    queryKey: posKeys.products,
    queryFn: ({ signal }) => getAllPages<ProductView>('/auth/get-all-products-in-stock', signal),
  });
}

/** POST /auth/pos-sale: records the sale; the till's products are read again after. */
export function usePosSale() {
  const client = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (body: z.input<typeof posSaleBody>) =>
      apiPost<PosSaleReply>('/auth/pos-sale', {
        ...(body as PosSaleBody),
        requestId: requestId.current(),
      }),
    onSuccess: () => requestId.renew(),
    onSettled: () => client.invalidateQueries({ queryKey: posKeys.products }),
  });
}

/** POST /auth/get-store-orders: a page of the company's store orders. */
export function useStoreOrders(status: string, cursor: string | null) {
  return useQuery({
    queryKey: storeKeys.orders(status, cursor),
    queryFn: ({ signal }) =>
      apiPost<ListPage<StoreOrderView>>(
        '/auth/get-store-orders',
        { status, ...(cursor ? { cursor } : {}) },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
