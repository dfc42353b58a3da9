import type { OnboardingView } from '@shared/onboarding/schemas';
import type { CheckoutStatus } from '@shared/payments/schemas';
import { apiPost } from '../../../lib/api-client';
import { useCheckoutStatus } from '../../../lib/checkout';

/** An onboarding as a checkout: waiting until its company is made (or it failed). */
const asCheckout = (view: OnboardingView): CheckoutStatus =>
  view.status === 'created'
    ? 'complete'
    : view.status === 'cancelled'
      ? 'cancelled'
      : view.status === 'failed'
        ? 'failed'
        : 'pending';

/**
 * POST /onboarding-status {token}: what a company's sign-up came to, re-asked every 2 s until
 * the gateway's notification has made the company (up to 30 s).
 */
export function useOnboardingStatus(token: string, enabled: boolean) {
  return useCheckoutStatus({
    queryKey: ['onboarding', token],
    fetch: (signal) => apiPost<OnboardingView>('/onboarding-status', { token }, signal),
    statusOf: asCheckout,
    enabled: enabled && token !== '',
  });
}
