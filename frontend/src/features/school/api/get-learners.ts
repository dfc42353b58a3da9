import { useQuery } from '@tanstack/react-query';
import type { ClientView } from '@shared/clients/schemas';
import { getAllPages } from '../../../lib/api/get-all-pages';
import { schoolKeys } from './keys';

export type Learner = { sid: string; name: string; class: string | null };

/** GET /auth/get-all-clients, keeping the clients with a student number: the school's learners. */
export function useLearners() {
  return useQuery({
    queryKey: schoolKeys.learners,
    queryFn: async ({ signal }) =>
      (await getAllPages<ClientView>('/auth/get-all-clients', signal))
        .filter((client): client is ClientView & { sid: string } => Boolean(client.sid))
        .map((client) => ({ sid: client.sid, name: client.name, class: client.class }))
        .sort((a, b) => a.sid.localeCompare(b.sid)),
    staleTime: 60_000,
  });
}
