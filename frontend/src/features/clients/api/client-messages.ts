import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientMessageView, SendSmsReply } from '@shared/sms/schemas';
import { apiPost } from '../../../lib/api-client';
import { useRequestId } from '../../../lib/request-id';
import { smsKeys } from '../../../lib/api/sms-keys';
import { clientKeys } from './keys';

/**
 * POST /auth/get-sent-sms-for-individual: the client's SMS panel, newest first: the SMS the
 * company sent them and what the family wrote to the school.
 */
export function useClientMessages(clientId: string, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.messages(clientId),
    queryFn: ({ signal }) =>
      apiPost<ClientMessageView[]>(
        '/auth/get-sent-sms-for-individual',
        { client: clientId },
        signal,
      ),
    enabled,
  });
}

/** POST /auth/send-bulk-sms `{bulkSMSBody, students}`: an SMS to this one client. */
export function useSendClientSms(clientId: string) {
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (bulkSMSBody: string) =>
      apiPost<SendSmsReply>('/auth/send-bulk-sms', {
        bulkSMSBody,
        students: [{ id: clientId }],
        requestId: requestId.current(),
      }),
    onSuccess: () => requestId.renew(),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.messages(clientId) }),
        queryClient.invalidateQueries({ queryKey: smsKeys.all }),
      ]);
    },
  });
}

/**
 * POST /auth/save-student-parent-messages: a parent's or student's message to the school about
 * the student whose number is `senderId`.
 */
export function useMessageSchool(senderId: string) {
  return useMutation({
    mutationFn: (bulkSMSBody: string) =>
      apiPost<{ status: 'success'; message: string }>('/auth/save-student-parent-messages', {
        bulkSMSBody,
        senderId,
      }),
  });
}
