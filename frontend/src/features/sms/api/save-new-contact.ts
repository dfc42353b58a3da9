import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '@shared/catalogue/schemas';
import type { GroupMemberView } from '@shared/sms/schemas';
import { apiPost } from '../../../lib/api-client';
import { smsKeys } from '../../../lib/api/sms-keys';

/** What save-new-contact answers: the contact, and the group's first page of members. */
type SavedContact = {
  status: 'success';
  contact: GroupMemberView;
  members: ListPage<GroupMemberView>;
};

/**
 * POST /auth/save-new-contact: a person and number added to one of the company's groups. The
 * group's member lists (the panel's pages, a composer's recipients) are read again.
 */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: { newContactName: string; newPhoneNumber: string; groupID: string }) =>
      apiPost<SavedContact>('/auth/save-new-contact', contact),
    onSuccess: (_reply, contact) =>
      queryClient.invalidateQueries({ queryKey: smsKeys.members(contact.groupID) }),
  });
}
