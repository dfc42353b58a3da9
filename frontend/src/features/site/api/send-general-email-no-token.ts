import { useMutation } from '@tanstack/react-query';
import type { GeneralEmailBody } from '@shared/site/schemas';
import { apiPost } from '../../../lib/api-client';

/** POST /send-general-email-no-token: the newsletter box's welcome email. */
export function useSendGeneralEmail() {
  return useMutation({
    mutationFn: (body: GeneralEmailBody) =>
      apiPost<'success'>('/send-general-email-no-token', body),
  });
}
