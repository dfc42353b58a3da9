import { useMutation } from '@tanstack/react-query';
import type { CreateCompanyBody, CreateCompanyReply } from '@shared/onboarding/schemas';
import { apiPost } from '../../../lib/api-client';

/** POST /auth/create-company: a super admin makes a company and invites its manager. */
export function useCreateCompany() {
  return useMutation({
    mutationFn: (body: CreateCompanyBody) =>
      apiPost<CreateCompanyReply>('/auth/create-company', body),
  });
}
