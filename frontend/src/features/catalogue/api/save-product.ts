import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveProductReply } from '@shared/catalogue/schemas';
import { apiPost } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** What the product form sends, as typed ('1,250.50'); `supplier` is the supplier's id. */
export type ProductInput = {
  name: string;
  code: string;
  cost: string;
  price: string;
  category_id: string;
  list: string;
  supplier: string;
  quantity: string;
  date: string;
  /** Issue 28: whole units at or below which the product is running low; blank for none. */
  reorder_level: string;
};

/** POST /auth/save-product: a product with its opening stock, or `exist` (the name is taken). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => apiPost<SaveProductReply>('/auth/save-product', input),
    onSuccess: (reply) => {
      if (reply.status === 'success')
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.products });
    },
  });
}
