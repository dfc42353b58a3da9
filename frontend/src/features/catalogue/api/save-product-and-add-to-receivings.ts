import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveProductAndReceiveReply } from '@shared/catalogue/schemas';
import { apiPost } from '../../../lib/api-client';
import { useRequestId } from '../../../lib/request-id';
import { catalogueKeys } from './keys';
import type { ProductInput } from './save-product';

/**
 * POST /auth/save-product-and-add-to-receivings: the product and its first receiving in one
 * transaction (its stock is the quantity received), or `exist`.
 */
export function useSaveProductAndReceive() {
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      apiPost<SaveProductAndReceiveReply>('/auth/save-product-and-add-to-receivings', {
        ...input,
        requestId: requestId.current(),
      }),
    onSuccess: (reply) => {
      requestId.renew();
      if (reply.status !== 'success') return;
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.products });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.receivings });
    },
  });
}
