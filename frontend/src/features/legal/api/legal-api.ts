import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientView } from '@shared/clients/schemas';
import type { ConflictsReply } from '@shared/legal/conflicts';
import type { TableRow } from '@shared/tables/types';
import { apiPost } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

/**
 * What the matter screens and the client profile both read: the company's court types, scales,
 * attorney types, statuses and staff (rows of their data tables), its clients, and add-case.
 */
export type LegalList = 'court_types' | 'scales' | 'attorney_types' | 'case_statuses' | 'staff';

/** Short lists: one page of the table is all of it. */
const LIST_LIMIT = 100;

/** POST /auth/get-table-rows {table, queryFilter: '1=1'}: a short list as {value, label}. */
export function useLegalList(table: LegalList, enabled = true) {
  return useQuery({
    queryKey: ['legal', 'list', table],
    queryFn: async ({ signal }) => {
      const page = await apiPost<{ rows: TableRow[] }>(
        '/auth/get-table-rows',
        { table, queryFilter: '1=1', limit: LIST_LIMIT },
        signal,
      );
      return page.rows
        .map((row) => ({ value: row.id, label: String(row.name ?? row.id) }))
        .sort((a, b) => a.label.localeCompare(b.label));
    },
    enabled,
    staleTime: 60_000,
  });
}

/** GET /auth/get-all-clients a page at a time (the same cache as the client picker's). */
export function useAllClients(enabled = true) {
  return usePagedList<ClientView>(['clients', 'list'], '/auth/get-all-clients', { enabled });
}

/** The new-matter form as typed (extended.md §3), sent as `caseObj`. */
export type CaseForm = {
  selectedClientID: string;
  fileNumber: string;
  caseTitle: string;
  casePetitioner: string;
  caseRespondent: string;
  caseDescription: string;
  notes: string;
  courtTypeID: string;
  scaleID: string;
  attorneyTypeID: string;
  statusID: string;
  startDate: string;
  endDate: string;
};

export type AddCaseReply = {
  status: 'success';
  id: string;
  case: { id: string; title: string; start_date: string | null; end_date: string | null };
};

/** POST /auth/add-case {caseObj}: a new matter; the lists that show matters read again. */
export function useAddCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (caseObj: CaseForm) => apiPost<AddCaseReply>('/auth/add-case', { caseObj }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['legal'] }),
        client.invalidateQueries({ queryKey: ['clients', 'profile'] }),
      ]);
    },
  });
}

export type { ClientConflict, ConflictsReply, PartyConflict } from '@shared/legal/conflicts';

export type ConflictsInput = {
  clientID?: string;
  petitioners?: string;
  respondents?: string;
};

/**
 * POST /auth/check-matter-conflicts: the company's clients and other matters' parties whose
 * names resemble the new matter's client and parties. Read only when `enabled`; the previous
 * answer stays shown while a newer one is read. A failure is not retried (the check never blocks).
 */
export function useMatterConflicts(input: ConflictsInput, enabled: boolean) {
  return useQuery({
    queryKey: ['legal', 'conflicts', input],
    queryFn: ({ signal }) => apiPost<ConflictsReply>('/auth/check-matter-conflicts', input, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
