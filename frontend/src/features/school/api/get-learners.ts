import type { ClientView } from '@shared/clients/schemas';
import { usePagedList, type PagedList } from '../../../lib/use-paged-list';
import { schoolKeys } from './keys';

export type Learner = { sid: string; name: string; class: string | null };

/**
 * GET /auth/get-all-clients a page at a time, keeping the clients with a student number: the
 * school's learners loaded so far, by student number ("Load more" reads the next page).
 */
export function useLearners(): PagedList<Learner> {
  const clients = usePagedList<ClientView>(schoolKeys.learners, '/auth/get-all-clients');
  const rows = clients.rows
    .filter((client): client is ClientView & { sid: string } => Boolean(client.sid))
    .map((client) => ({ sid: client.sid, name: client.name, class: client.class }))
    .sort((a, b) => a.sid.localeCompare(b.sid));
  return { ...clients, rows };
}
