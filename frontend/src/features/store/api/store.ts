import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutView } from '@shared/payments/schemas';
import type { PublicBranch } from '@shared/company/public-company';
import type { StoreCheckoutReply, StoreOrderView } from '@shared/store/schemas';
import { apiPost } from '../../../lib/api-client';
import { useRequestId } from '../../../lib/request-id';
import { useCheckoutStatus } from '../../../lib/checkout';
import { storeKeys } from './keys';

// The keys live on their own: the public pages' seed imports them without this file's hooks.
export { storeKeys } from './keys';

// The store pages' first reads, in a file of their own (the public pages load them first).
export { useStoreProduct, useStoreProducts, type StoreProductDetails } from './products';

/** POST /get-all-branches {domain}: where an order may be collected. */
export function useBranches(domain: string) {
  return useQuery({
    queryKey: storeKeys.branches(domain),
    queryFn: ({ signal }) => apiPost<PublicBranch[]>('/get-all-branches', { domain }, signal),
    staleTime: 5 * 60_000,
  });
}

/** POST /store/checkout: the order (its stock held) and the signed card-gateway form. */
export function useStoreCheckout() {
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (body: object) =>
      apiPost<StoreCheckoutReply>('/store/checkout', { ...body, requestId: requestId.current() }),
    onSuccess: () => requestId.renew(),
  });
}

export type StoreOrderReply = {
  order: StoreOrderView;
  checkout: CheckoutView;
  delivery_hours: number;
};

/** POST /store/order {token}: the order of a checkout, re-asked while the payment is pending. */
export function useStoreOrder(token: string, enabled: boolean) {
  return useCheckoutStatus({
    queryKey: storeKeys.order(token),
    fetch: (signal) => apiPost<StoreOrderReply>('/store/order', { token }, signal),
    statusOf: (reply) => reply.checkout.status,
    enabled: enabled && token !== '',
  });
}

/** POST /store/order {token, cancelled: true}: back from the gateway's cancel page. */
export function useCancelStoreOrder() {
  return useMutation({
    mutationFn: (token: string) =>
      apiPost<StoreOrderReply>('/store/order', { token, cancelled: true }),
  });
}
