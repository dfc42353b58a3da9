import type { CheckoutView } from '@shared/payments/schemas';
import type { StudentFinance } from '@shared/school/finance';
import type { SchoolPaymentView, StudentView } from '@shared/school/schemas';
import { apiPost } from '../../../lib/api-client';
import { useCheckoutStatus } from '../../../lib/checkout';
import { schoolKeys } from './keys';

export type PaymentDetails = {
  checkout: CheckoutView;
  student: StudentView;
  studentFinance: StudentFinance;
  payments: SchoolPaymentView[];
};

/**
 * POST /auth/retrieve-payment-details {token}: what the card checkout came to, re-asked every
 * 2 s while the gateway's notification has not arrived (up to 30 s).
 */
export function usePaymentDetails(token: string) {
  return useCheckoutStatus({
    queryKey: schoolKeys.checkout(token),
    fetch: (signal) => apiPost<PaymentDetails>('/auth/retrieve-payment-details', { token }, signal),
    statusOf: (details) => details.checkout.status,
    enabled: token !== '',
  });
}
