import type { CheckoutView } from '@shared/payments/schemas';
import { apiPost } from '../../../lib/api-client';
import { useCheckoutStatus } from '../../../lib/checkout';

/**
 * POST /payments/status {token}: what a visitor's donation came to, re-asked every 2 s while
 * the gateway's notification has not arrived (up to 30 s).
 */
export function useDonationStatus(token: string, enabled: boolean) {
  return useCheckoutStatus({
    queryKey: ['donation-checkout', token],
    fetch: (signal) => apiPost<CheckoutView>('/payments/status', { token }, signal),
    statusOf: (checkout) => checkout.status,
    enabled: enabled && token !== '',
  });
}
