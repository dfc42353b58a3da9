import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceRemindersView } from '@shared/receivables/schemas';
import { apiGet, apiPost } from '../../../lib/api-client';
import { documentKeys } from './keys';

/** GET /auth/get-invoice-reminders: when unpaid invoices' clients are reminded, and how. */
export function useInvoiceReminders() {
  return useQuery({
    queryKey: documentKeys.reminders(),
    queryFn: ({ signal }) => apiGet<InvoiceRemindersView>('/auth/get-invoice-reminders', signal),
  });
}

/** POST /auth/save-invoice-reminders (managers). */
export function useSaveInvoiceReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceRemindersView) =>
      apiPost<InvoiceRemindersView & { message: string }>('/auth/save-invoice-reminders', body),
    onSuccess: ({ message: _message, ...settings }) =>
      queryClient.setQueryData(documentKeys.reminders(), settings),
  });
}
