import { useMutation } from '@tanstack/react-query';
import type { ClientView } from '@shared/clients/schemas';
import type { PrivacyEraseReply, PrivacyExport } from '@shared/privacy/schemas';
import { apiPost } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

/** The people a request may be about: the company's clients and learners, a page at a time. */
export const usePeople = () =>
  usePagedList<ClientView>(['privacy-people'], '/auth/get-all-clients');

/** POST /auth/privacy-export: everything held about the person (s23). */
export const exportPerson = (id: string) =>
  apiPost<PrivacyExport>('/auth/privacy-export', { kind: 'client', id });

/** POST /auth/privacy-erase (s24), once per request id. */
export function useErasePerson() {
  return useMutation({
    mutationFn: (input: { id: string; requestId: string }) =>
      apiPost<PrivacyEraseReply>('/auth/privacy-erase', { kind: 'client', ...input }),
  });
}
