import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendSmsReply } from '@shared/sms/schemas';
import type { SmsCycle } from '@shared/sms/schedule';
import { apiPost } from '../../../lib/api-client';
import { smsKeys } from '../../../lib/api/sms-keys';

export type SmsDraft = {
  noteTitle: string;
  noteBody: string;
  groupTable?: string;
  recipientsIDs: string[];
  numbersArray: string[];
  sentSMSID: string;
};
export type Timing = { when: 'now' } | { when: 'future'; selectedDate: string; cycle: SmsCycle };

/**
 * POST /auth/send-bulk-sms now, or /auth/schedule-sms-for-future with a date and a cycle. The
 * draft's sentSMSID (made once per send, by the compose) is also its request id: a retried send
 * is recorded once.
 */
export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, timing }: { draft: SmsDraft; timing: Timing }) =>
      timing.when === 'now'
        ? apiPost<SendSmsReply>('/auth/send-bulk-sms', { ...draft, requestId: draft.sentSMSID })
        : apiPost<{ message: string }>('/auth/schedule-sms-for-future', {
            ...draft,
            requestId: draft.sentSMSID,
            selectedDate: timing.selectedDate,
            cycle: timing.cycle,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsKeys.all }),
  });
}
