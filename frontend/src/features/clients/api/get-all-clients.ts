import { useQuery } from '@tanstack/react-query';
import type { ClientView } from '@shared/clients/schemas';
import { getAllPages } from '../../../lib/api/get-all-pages';
import { clientKeys } from './keys';

/** GET /auth/get-all-clients: every client of the company (staff and above), for the picker. */
export function useClients(enabled = true) {
  return useQuery({
    queryKey: clientKeys.list,
    queryFn: ({ signal }) => getAllPages<ClientView>('/auth/get-all-clients', signal),
    enabled,
  });
}
