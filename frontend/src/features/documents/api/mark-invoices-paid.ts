import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@shared/documents/schemas';
import { apiPost } from '../../../lib/api-client';
import { useRequestId } from '../../../lib/request-id';
import { documentKeys } from './keys';

export type PaymentInput = {
  invoiceNumber: number;
  amount?: string;
  date: string;
  method: PaymentMethod;
  reference?: string;
};

/** POST /auth/mark-invoices-paid: one payment on one invoice (the amount left when empty). */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (payment: PaymentInput) =>
      apiPost<{ status: 'success'; payments: Array<{ paid: number; left: number }> }>(
        '/auth/mark-invoices-paid',
        {
          selectedInvoicesForPayment: [
            { invoiceNumber: payment.invoiceNumber, amount: payment.amount || undefined },
          ],
          dateInvoicesPaid: payment.date,
          paymentMethod: payment.method,
          paymentReference: payment.reference || undefined,
          requestId: requestId.current(),
        },
      ),
    onSuccess: () => {
      requestId.renew();
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}
