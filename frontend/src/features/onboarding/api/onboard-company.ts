import { useMutation } from '@tanstack/react-query';
import type { OnboardCompanyBody, OnboardCompanyReply } from '@shared/onboarding/schemas';
import { apiPost } from '../../../lib/api-client';

/** POST /onboard-company: a pending sign-up and the signed card checkout for its plan. */
export function useOnboardCompany() {
  return useMutation({
    mutationFn: (body: OnboardCompanyBody) =>
      apiPost<OnboardCompanyReply>('/onboard-company', body),
  });
}
