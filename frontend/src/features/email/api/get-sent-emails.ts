import { useQuery } from '@tanstack/react-query';
import type { SentEmailView } from '@shared/email/schemas';
import { apiGet } from '../../../lib/api-client';
import { emailKeys } from './keys';

/** GET /auth/get-sent-emails: the company's latest bulk email sends, newest first. */
export function useSentEmails() {
  return useQuery({
    queryKey: emailKeys.sent(),
    queryFn: ({ signal }) => apiGet<SentEmailView[]>('/auth/get-sent-emails', signal),
  });
}
