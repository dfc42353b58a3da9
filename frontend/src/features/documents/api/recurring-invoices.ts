import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RecurringInvoiceView,
  RecurringRunView,
  saveRecurringInvoiceBody,
} from '@shared/receivables/schemas';
import { apiGet, apiPost } from '../../../lib/api-client';
import { LIST_PAGE_SIZE, pagePath, usePagedQuery } from '../../../lib/use-paged-list';
import { documentKeys } from './keys';

export type SaveRecurringInput = z.input<typeof saveRecurringInvoiceBody>;
type Reply = { status: 'success'; message: string };

type TemplatesPage = { templates: RecurringInvoiceView[]; cursor: string | null };
type RunsPage = { template: RecurringInvoiceView; runs: RecurringRunView[]; cursor: string | null };

/**
 * GET /auth/get-recurring-invoices?cursor=&limit=: the company's recurring invoices, newest
 * first, a page at a time with "Load more".
 */
export function useRecurringInvoices() {
  return usePagedQuery<RecurringInvoiceView>(documentKeys.recurring(), async (cursor, signal) => {
    const page = await apiGet<TemplatesPage>(
      pagePath('/auth/get-recurring-invoices', LIST_PAGE_SIZE, cursor),
      signal,
    );
    return { rows: page.templates, cursor: page.cursor };
  });
}

/**
 * POST /auth/get-recurring-invoice-runs {id, cursor, limit}: the invoices one recurring invoice
 * issued, oldest first, a page at a time with "Load more".
 */
export function useRecurringRuns(id: string | null) {
  return usePagedQuery<RecurringRunView>(
    documentKeys.recurringRuns(id ?? ''),
    async (cursor, signal) => {
      const page = await apiPost<RunsPage>(
        '/auth/get-recurring-invoice-runs',
        { id, limit: LIST_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
        signal,
      );
      return { rows: page.runs, cursor: page.cursor };
    },
    { enabled: id !== null },
  );
}

/** POST /auth/save-recurring-invoice: a new recurring invoice, or changes to one. */
export function useSaveRecurringInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRecurringInput) =>
      apiPost<Reply & { id: string }>('/auth/save-recurring-invoice', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.recurring() }),
  });
}

export type RecurringAction = 'pause' | 'resume' | 'end';

/** POST /auth/{pause,resume,end}-recurring-invoice {id}. */
export function useRecurringAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: RecurringAction; id: string }) =>
      apiPost<Reply>(`/auth/${action}-recurring-invoice`, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.recurring() }),
  });
}
