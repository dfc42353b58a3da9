import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RecurringInvoiceView,
  RecurringRunView,
  saveRecurringInvoiceBody,
} from '@shared/receivables/schemas';
import { apiGet, apiPost } from '../../../lib/api-client';
import { documentKeys } from './keys';

export type SaveRecurringInput = z.input<typeof saveRecurringInvoiceBody>;
type Reply = { status: 'success'; message: string };

/** GET /auth/get-recurring-invoices: the company's recurring invoices with their next run. */
export function useRecurringInvoices() {
  return useQuery({
    queryKey: documentKeys.recurring(),
    queryFn: ({ signal }) =>
      apiGet<{ templates: RecurringInvoiceView[] }>('/auth/get-recurring-invoices', signal),
  });
}

/** POST /auth/get-recurring-invoice-runs {id}: the invoices one recurring invoice issued. */
export function useRecurringRuns(id: string | null) {
  return useQuery({
    queryKey: documentKeys.recurringRuns(id ?? ''),
    queryFn: ({ signal }) =>
      apiPost<{ template: RecurringInvoiceView; runs: RecurringRunView[] }>(
        '/auth/get-recurring-invoice-runs',
        { id },
        signal,
      ),
    enabled: id !== null,
  });
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
