import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, SchoolPaymentView } from '@shared/school/schemas';
import { apiPost } from '../../../lib/api-client';
import { schoolKeys } from './keys';

/** What the record-payment form sends: the values as typed (the server parses them again). */
export type SavePaymentInput = {
  sid: string;
  description: string;
  amount: string;
  method: PaymentMethod;
  billingId?: string;
  date?: string;
  /** One per intended payment: a second click of the same form records nothing twice. */
  requestId: string;
};

export type EditPaymentInput = {
  id: string;
  sid: string;
  description?: string;
  amount?: string;
  method?: PaymentMethod;
  date?: string;
  row_version: number;
};

type PaymentReply = { message: string; payment: SchoolPaymentView };

function useSchoolMutation<I, R>(run: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // A payment moves the balance, the receipts and the same-day lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}

/** POST /auth/save-payment: a payment taken at the school. */
export const useSavePayment = () =>
  useSchoolMutation((input: SavePaymentInput) =>
    apiPost<PaymentReply>('/auth/save-payment', input),
  );

/** POST /auth/edit-payment {editObj}: on the version read only. */
export const useEditPayment = () =>
  useSchoolMutation((editObj: EditPaymentInput) =>
    apiPost<PaymentReply>('/auth/edit-payment', { editObj }),
  );

/** POST /auth/delete-payment {delObj}. */
export const useDeletePayment = () =>
  useSchoolMutation((delObj: { id: string; sid: string; row_version: number }) =>
    apiPost<{ message: string; id: string }>('/auth/delete-payment', { delObj }),
  );
