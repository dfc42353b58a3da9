import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSupplierReply } from '@shared/catalogue/schemas';
import { apiPost } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** What the supplier form sends: the text typed (the server checks it with saveSupplierBody). */
export type SupplierInput = {
  name: string;
  contactPerson: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  code: string;
};

/** POST /auth/save-supplier: a new supplier, or `exist` when the name is taken. */
export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) => apiPost<SaveSupplierReply>('/auth/save-supplier', input),
    onSuccess: (reply) => {
      if (reply.status === 'success')
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.suppliers });
    },
  });
}
