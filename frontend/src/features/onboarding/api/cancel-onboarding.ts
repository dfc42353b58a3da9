import { useMutation } from '@tanstack/react-query';
import type { OnboardingView } from '@shared/onboarding/schemas';
import { apiPost } from '../../../lib/api-client';

/** POST /onboarding-cancel {token}: the sign-up is cancelled and its domain free again. */
export function useCancelOnboarding() {
  return useMutation({
    mutationFn: (token: string) => apiPost<OnboardingView>('/onboarding-cancel', { token }),
  });
}
