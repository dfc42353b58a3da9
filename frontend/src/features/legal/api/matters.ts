import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientView } from '@shared/clients/schemas';
import { apiPost } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';
import { useRequestId } from '../../../lib/request-id';
import { legalKeys } from './keys';
import type { Bill, CaseRow, MatterInvoice, MatterNotes, SelectedCase, Task } from './types';

/**
 * GET /auth/get-all-cases: the company's matters a page at a time, for the picker (which filters
 * the loaded ones: the route has no search; "Load more" reads the next page).
 */
export const useCases = () => usePagedList<CaseRow>(legalKeys.cases, '/auth/get-all-cases');

/** The matters list: the company's matters a page at a time, of one status when given. */
export const useMattersList = (status: string | null) =>
  usePagedList<CaseRow>(
    [...legalKeys.cases, 'list', status ?? 'all'],
    status ? `/auth/get-all-cases?status=${encodeURIComponent(status)}` : '/auth/get-all-cases',
  );

/** POST /auth/get-selected-case {selectedCaseID}. */
export const useSelectedCase = (caseID: string | null) =>
  useQuery({
    queryKey: legalKeys.selected(caseID ?? ''),
    queryFn: ({ signal }) =>
      apiPost<SelectedCase>('/auth/get-selected-case', { selectedCaseID: caseID }, signal),
    enabled: Boolean(caseID),
  });

/** POST /auth/get-client-profile {clientReference}: the matter's client in full. */
export const useMatterClient = (clientId: string | null) =>
  useQuery({
    queryKey: legalKeys.client(clientId ?? ''),
    queryFn: ({ signal }) =>
      apiPost<{ client: ClientView }>(
        '/auth/get-client-profile',
        { clientReference: clientId },
        signal,
      ),
    enabled: Boolean(clientId),
  });

/** POST /auth/get-all-notes-for-selected-matter {caseID, courtTypeID, scaleID}. */
export const useMatterNotes = (
  caseID: string,
  courtTypeID: string | null,
  scaleID: string | null,
) =>
  useQuery({
    queryKey: legalKeys.notes(caseID),
    queryFn: ({ signal }) =>
      apiPost<MatterNotes>(
        '/auth/get-all-notes-for-selected-matter',
        { caseID, courtTypeID: courtTypeID ?? undefined, scaleID: scaleID ?? undefined },
        signal,
      ),
  });

/** POST /auth/get-billings-for-selected-case {caseID}. */
export const useBillings = (caseID: string) =>
  useQuery({
    queryKey: legalKeys.billings(caseID),
    queryFn: ({ signal }) =>
      apiPost<Bill[]>('/auth/get-billings-for-selected-case', { caseID }, signal),
  });

/** POST /auth/get-invoices-selected-data {caseID}. */
export const useMatterInvoices = (caseID: string) =>
  useQuery({
    queryKey: legalKeys.invoices(caseID),
    queryFn: ({ signal }) =>
      apiPost<MatterInvoice[]>('/auth/get-invoices-selected-data', { caseID }, signal),
  });

/** POST /auth/get-all-tasks-for-selected-case {caseID}. */
export const useTasks = (caseID: string) =>
  useQuery({
    queryKey: legalKeys.tasks(caseID),
    queryFn: ({ signal }) =>
      apiPost<Task[]>('/auth/get-all-tasks-for-selected-case', { caseID }, signal),
  });

/** A change to a matter: everything read about it is read again. */
function useMatterChange<B, R>(caseID: string, path: string, idempotent = false) {
  const client = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (body: B) =>
      apiPost<R>(path, idempotent ? { ...body, requestId: requestId.current() } : body),
    onSuccess: () => requestId.renew(),
    onSettled: () => client.invalidateQueries({ queryKey: legalKeys.matter(caseID) }),
  });
}

export type BillingInput = {
  caseID: string;
  billableID: string;
  hours: string | number;
  billableDate?: string;
  description?: string;
  staffID?: string;
};

/** POST /auth/add-billing-to-file: the server prices the bill from the billable's rate. */
export const useAddBilling = (caseID: string) =>
  useMatterChange<BillingInput, { status: 'success'; billing: Bill }>(
    caseID,
    '/auth/add-billing-to-file',
    true,
  );

/** POST /auth/convert-bills-to-invoice {bills, caseID, clientRef, billingDate}. */
export const useConvertBills = (caseID: string) =>
  useMatterChange<
    { bills: string[]; caseID: string; clientRef?: string; billingDate?: string },
    { status: 'success'; invoiceNumber: number; total: number; caseID: string }
  >(caseID, '/auth/convert-bills-to-invoice', true);

/** POST /auth/delete-bills {selectedBills, caseID}: un-invoiced bills only. */
export const useDeleteBills = (caseID: string) =>
  useMatterChange<{ selectedBills: string[]; caseID: string }, { status: 'success' }>(
    caseID,
    '/auth/delete-bills',
  );

/** POST /auth/save-matter-note {caseID, description, noteDate}: a note on the matter. */
export const useSaveMatterNote = (caseID: string) =>
  useMatterChange<
    { caseID: string; description: string; noteDate?: string },
    { status: 'success' }
  >(caseID, '/auth/save-matter-note');

export type TaskInput = {
  caseID: string;
  description: string;
  staffID?: string;
  dueDate?: string;
  dueTime?: string;
};

/** POST /auth/save-task {caseID, staffID, description, dueDate, dueTime}. */
export const useSaveTask = (caseID: string) =>
  useMatterChange<TaskInput, { status: 'success'; tasks: Task[] }>(caseID, '/auth/save-task');

/** POST /auth/mark-selected-tasks-completed {selectedTasks, caseID}. */
export const useCompleteTasks = (caseID: string) =>
  useMatterChange<{ selectedTasks: string[]; caseID: string }, { status: 'success' }>(
    caseID,
    '/auth/mark-selected-tasks-completed',
  );

/** POST /auth/delete-tasks {selectedTasks, caseID}. */
export const useDeleteTasks = (caseID: string) =>
  useMatterChange<{ selectedTasks: string[]; caseID: string }, { status: 'success' }>(
    caseID,
    '/auth/delete-tasks',
  );
