import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendBulkEmailBody, SendBulkEmailReply } from '@shared/email/schemas';
import { apiPost } from '../../../lib/api-client';
import { emailKeys } from './keys';

export type EmailDraft = z.input<typeof sendBulkEmailBody>;

/**
 * POST /auth/send-bulk-email: one email to a group's members and typed addresses. The draft's
 * sentEmailID makes a retried send harmless.
 */
export function useSendBulkEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: EmailDraft) => apiPost<SendBulkEmailReply>('/auth/send-bulk-email', draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
