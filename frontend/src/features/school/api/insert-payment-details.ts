import { useMutation } from '@tanstack/react-query';
import type { StartCheckoutReply } from '@shared/payments/schemas';
import { apiPost } from '../../../lib/api-client';
import type { PaymentDetailsInput } from '../lib/pay-items';

/**
 * POST /auth/insert-payment-details: a pending checkout of what the parent chose, answered with
 * the signed form to post to the card gateway.
 */
export function useInsertPaymentDetails() {
  return useMutation({
    mutationFn: (body: PaymentDetailsInput) =>
      apiPost<StartCheckoutReply>('/auth/insert-payment-details', body),
  });
}
