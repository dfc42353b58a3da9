import { useMutation } from '@tanstack/react-query';
import type { ClientView, StaffView } from '@shared/clients/schemas';
import type { PersonKind, PrivacyEraseReply, PrivacyExport } from '@shared/privacy/schemas';
import type { MemberView } from '@shared/users/schemas';
import { apiPost } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

/** A person a request may be about, as the picker lists them. */
export type PersonOption = { id: string; name: string; description: string };

const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ');

/** Where each kind's people are listed (a page at a time), and how one is described. */
const SOURCES = {
  client: {
    path: '/auth/get-all-clients',
    option: (c: ClientView): PersonOption => ({
      id: c.id,
      name: c.name,
      description: joined(c.client_reference, c.email),
    }),
  },
  staff: {
    path: '/auth/get-all-staff',
    option: (s: StaffView): PersonOption => ({
      id: s.id,
      name: s.name,
      description: joined(s.id_number, s.email),
    }),
  },
  user: {
    path: '/auth/get-all-users',
    option: (u: MemberView): PersonOption => ({
      id: u.id,
      name: u.name,
      description: joined(u.email, u.role),
    }),
  },
} as const;

/** The people of one kind (clients and learners, staff or users), a page at a time. */
export function usePeople(kind: PersonKind) {
  const source = SOURCES[kind];
  const list = usePagedList<ClientView & StaffView & MemberView>(
    ['privacy-people', kind],
    source.path,
  );
  const option = source.option as (row: ClientView & StaffView & MemberView) => PersonOption;
  return { ...list, options: list.rows.map(option) };
}

/** POST /auth/privacy-export: everything held about the person (s23). */
export const exportPerson = (kind: PersonKind, id: string) =>
  apiPost<PrivacyExport>('/auth/privacy-export', { kind, id });

/** POST /auth/privacy-erase (s24), once per request id. */
export function useErasePerson() {
  return useMutation({
    mutationFn: (input: { kind: PersonKind; id: string; requestId: string }) =>
      apiPost<PrivacyEraseReply>('/auth/privacy-erase', input),
  });
}
