import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { smsKeys } from '../../../lib/api/sms-keys';

/** POST /auth/save-new-contact: a person and number added to one of the company's groups. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: { newContactName: string; newPhoneNumber: string; groupID: string }) =>
      apiPost<{ status: 'success' }>('/auth/save-new-contact', contact),
    onSuccess: (_reply, contact) =>
      queryClient.invalidateQueries({ queryKey: smsKeys.members(contact.groupID) }),
  });
}
