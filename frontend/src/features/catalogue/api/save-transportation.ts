import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveTransportationReply } from '@shared/catalogue/schemas';
import { apiPost } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type TransportationInput = {
  name: string;
  unitCost: string;
  unitPrice: string;
  categoryID: string;
};

/** POST /auth/save-transportation: a new transportation, or `exist` when the name is taken. */
export function useSaveTransportation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransportationInput) =>
      apiPost<SaveTransportationReply>('/auth/save-transportation', input),
    onSuccess: (reply) => {
      if (reply.status === 'success')
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.transportations });
    },
  });
}
