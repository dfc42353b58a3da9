import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveServiceReply } from '@shared/catalogue/schemas';
import { apiPost } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type ServiceInput = {
  name: string;
  code: string;
  cost: string;
  price: string;
  category_id: string;
  list: string;
};

/** POST /auth/save-service: a new service, or `exist` when the name is taken. */
export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) => apiPost<SaveServiceReply>('/auth/save-service', input),
    onSuccess: (reply) => {
      if (reply.status === 'success')
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.services });
    },
  });
}
