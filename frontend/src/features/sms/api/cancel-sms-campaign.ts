import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { smsKeys } from '../../../lib/api/sms-keys';

/** POST /auth/cancel-sms-campaign: a scheduled campaign stops; nothing more is sent or charged. */
export function useCancelCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<{ status: 'success'; message: string }>('/auth/cancel-sms-campaign', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: smsKeys.analytics() }),
  });
}
