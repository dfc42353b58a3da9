import { errorText } from './api-client';
import { useGroupRecipients } from './api/get-selected-group-members';

/** The recipients-group choice that means typed recipients only. */
export const NO_GROUP = 'none';

/** What a send goes to from its group: the members' ids, or why it must wait. */
export type GroupRecipients = { ids: string[] } | { problem: string };

/**
 * The recipients group of a bulk send (SMS or email) and its members. The members are the
 * recipients: a send never goes while they are unknown (still loading, or failed to load, or
 * more than a send may reach).
 */
export function useRecipientGroup(groupId: string) {
  const group = groupId && groupId !== NO_GROUP ? groupId : null;
  const members = useGroupRecipients(group);
  const recipients = (): GroupRecipients => {
    if (!group) return { ids: [] };
    if (members.data) return { ids: members.data.map((m) => m.id) };
    return { problem: members.isError ? errorText(members.error) : 'Loading the group…' };
  };
  return {
    /** The chosen group's id, or null for none. */
    group,
    members,
    /** True while the chosen group's members are on their way. */
    waiting: group !== null && members.isPending,
    recipients,
  };
}
