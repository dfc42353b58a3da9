import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export type ReminderChannel = 'off' | 'sms' | 'email';

const key = ['school', 'fee-reminders'] as const;

/** GET /auth/get-fee-reminders: whether parents are reminded of fees due, and how. */
export function useFeeReminders() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet<{ channel: ReminderChannel }>('/auth/get-fee-reminders', signal),
  });
}

/** POST /auth/save-fee-reminders {channel} (managers). */
export function useSaveFeeReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: ReminderChannel) =>
      apiPost<{ channel: ReminderChannel }>('/auth/save-fee-reminders', { channel }),
    onSuccess: (reply) => queryClient.setQueryData(key, reply),
  });
}
