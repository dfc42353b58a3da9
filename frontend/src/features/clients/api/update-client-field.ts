import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientView } from '@shared/clients/schemas';
import { apiPost } from '../../../lib/api-client';
import { mapPagedRows } from '../../../lib/use-paged-list';
import type { ClientProfile } from './get-client-profile';
import { clientKeys } from './keys';

export type ClientFieldChange = { id: string; field: string; value: string };

/**
 * POST /auth/update-client-field: one field of a client (admins). The reply is the updated
 * client: it replaces the client in every cached profile and in the picker's list.
 */
export function useUpdateClientField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, field, value }: ClientFieldChange) =>
      apiPost<ClientView>('/auth/update-client-field', { table: 'clients', id, field, value }),
    onSuccess: (client) => {
      queryClient.setQueriesData<ClientProfile>({ queryKey: clientKeys.profiles }, (profile) =>
        profile && profile.client.id === client.id ? { ...profile, client } : profile,
      );
      mapPagedRows<ClientView>(queryClient, clientKeys.list, (c) =>
        c.id === client.id ? client : c,
      );
    },
  });
}
