import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsGroupView } from '@shared/sms/schemas';
import { apiPost } from '../../../lib/api-client';
import { smsKeys } from '../../../lib/api/sms-keys';

/** POST /auth/save-sms-group: a new group, or 'exist' when the name is taken. */
export function useSaveSmsGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (group: { name: string; description: string }) =>
      apiPost<{ status: 'success'; group: SmsGroupView } | { status: 'exist'; message: string }>(
        '/auth/save-sms-group',
        group,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsKeys.groups() }),
  });
}
