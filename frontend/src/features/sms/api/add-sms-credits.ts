import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useRequestId } from '../../../lib/request-id';
import { smsKeys } from '../../../lib/api/sms-keys';

export type AddCreditsInput = { emis: string; credits: number; note?: string };
export type AddCreditsReply = { status: 'success'; emis: string; credits: number };

/** POST /auth/add-sms-credits: the provider's super admin grants or corrects a company's credits. */
export function useAddSmsCredits() {
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (input: AddCreditsInput) =>
      apiPost<AddCreditsReply>('/auth/add-sms-credits', {
        ...input,
        requestId: requestId.current(),
      }),
    onSuccess: () => {
      requestId.renew();
      return queryClient.invalidateQueries({ queryKey: smsKeys.all });
    },
  });
}
