import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  DocumentLinkView,
  SendDocumentEmailBody,
  SendDocumentEmailReply,
} from '@shared/documents/email';
import type { StartCheckoutReply } from '@shared/payments/schemas';
import { apiPost } from '../../../lib/api-client';
import { useRequestId } from '../../../lib/request-id';

/** POST /auth/send-document-email: the quote or invoice by email, its PDF attached (issue 28). */
export function useSendDocumentEmail() {
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (body: SendDocumentEmailBody) =>
      apiPost<SendDocumentEmailReply>('/auth/send-document-email', {
        ...body,
        requestId: requestId.current(),
      }),
    onSuccess: () => requestId.renew(),
  });
}

/** POST /documents/link: the client's view of an emailed document, by its link's key. */
export function useDocumentLink(key: string) {
  return useQuery({
    queryKey: ['document-link', key],
    queryFn: ({ signal }) => apiPost<DocumentLinkView>('/documents/link', { key }, signal),
    enabled: key !== '',
    retry: false,
  });
}

/** POST /documents/link-pay: the signed card checkout of the invoice's balance. */
export function usePayDocumentLink() {
  return useMutation({
    mutationFn: (key: string) => apiPost<StartCheckoutReply>('/documents/link-pay', { key }),
  });
}
