import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TwoFactorConfirmation,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@shared/auth/two-factor';
import { apiGet, apiPost } from '../../../lib/api-client';
import { setEnrolRequired, startSession } from '../../../lib/session';

const statusKey = ['two-factor'] as const;

/** GET /auth/two-factor: whether the caller has it, recovery codes left, the company's rule. */
export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiGet<TwoFactorStatus>('/auth/two-factor', signal),
  });

/** POST /auth/two-factor/enrol: a new secret (pending) as URI, key and QR code. */
export const useStartEnrolment = () =>
  useMutation({ mutationFn: () => apiPost<TwoFactorEnrolment>('/auth/two-factor/enrol') });

/** POST /auth/two-factor/confirm: the first code; answers the recovery codes (shown once). */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiPost<TwoFactorConfirmation>('/auth/two-factor/confirm', { code }),
    onSuccess: async (reply) => {
      // An enrolment-only session is replaced by a full one.
      if (reply.token) startSession(reply.token);
      setEnrolRequired(false);
      await queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiPost('/auth/two-factor/disable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireForAdmins: boolean) =>
      apiPost('/auth/two-factor/policy', { requireForAdmins }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
