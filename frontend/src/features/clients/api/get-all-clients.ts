import type { ClientView } from '@shared/clients/schemas';
import { usePagedList } from '../../../lib/use-paged-list';
import { clientKeys } from './keys';

/**
 * GET /auth/get-all-clients: the company's clients (staff and above) a page at a time, for the
 * picker ("Load more" reads the next page; the route has no search, so the picker filters the
 * loaded ones).
 */
export function useClients(enabled = true) {
  return usePagedList<ClientView>(clientKeys.list, '/auth/get-all-clients', { enabled });
}
