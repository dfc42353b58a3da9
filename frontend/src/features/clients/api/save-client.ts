import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientView, SaveClientReply } from '@shared/clients/schemas';
import { apiPost } from '../../../lib/api-client';
import { prependPagedRow } from '../../../lib/use-paged-list';
import { clientKeys } from './keys';

/** The core.md §3 client fields as typed. */
export type ClientInput = {
  name: string;
  clientReference: string;
  phone: string;
  institution: string;
  position: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
};

/**
 * POST /auth/save-client: a new client, or `exist` when the reference is taken. The new client
 * joins the picker's list at once (the list is read again too).
 */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => apiPost<SaveClientReply>('/auth/save-client', input),
    onSuccess: (reply) => {
      if (reply.status !== 'success') return;
      prependPagedRow<ClientView>(
        queryClient,
        clientKeys.list,
        reply.client,
        (a, b) => a.id === b.id,
      );
      void queryClient.invalidateQueries({ queryKey: clientKeys.list });
    },
  });
}
