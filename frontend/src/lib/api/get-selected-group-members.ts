import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '@shared/catalogue/schemas';
import { MAX_RECIPIENTS, type GroupMemberView } from '@shared/sms/schemas';
import { ApiError, apiPost } from '../api-client';
import { LIST_PAGE_SIZE, usePagedQuery } from '../use-paged-list';
import { smsKeys } from './sms-keys';

const membersPage = (groupId: string, cursor: string | null, limit: number, signal?: AbortSignal) =>
  apiPost<ListPage<GroupMemberView>>(
    '/auth/get-selected-group-members',
    { selectedGroupID: groupId, cursor: cursor ?? undefined, limit },
    signal,
  );

/**
 * POST /auth/get-selected-group-members, a page at a time ("Load more" reads the next): the
 * group's people and their numbers, as the groups panel shows them.
 */
export function useGroupMembers(groupId: string | null) {
  return usePagedQuery<GroupMemberView>(
    smsKeys.memberPages(groupId ?? ''),
    (cursor, signal) => membersPage(groupId ?? '', cursor, LIST_PAGE_SIZE, signal),
    { enabled: Boolean(groupId) },
  );
}

/** Members a page of the recipients' read asks for. */
const RECIPIENTS_PAGE = 500;

export const tooManyRecipients = `This group has more than ${MAX_RECIPIENTS} members: a send reaches at most ${MAX_RECIPIENTS}`;

/**
 * A bulk send's recipients group, every member, page after page: a send goes to the whole
 * group, and at most MAX_RECIPIENTS people (the send route's own limit), so this reads at most
 * MAX_RECIPIENTS / RECIPIENTS_PAGE + 1 pages and refuses a larger group rather than send to
 * part of it.
 */
export function useGroupRecipients(groupId: string | null) {
  return useQuery({
    queryKey: smsKeys.recipients(groupId ?? ''),
    queryFn: async ({ signal }) => {
      const rows: GroupMemberView[] = [];
      let cursor: string | null = null;
      do {
        const page: ListPage<GroupMemberView> = await membersPage(
          groupId ?? '',
          cursor,
          RECIPIENTS_PAGE,
          signal,
        );
        rows.push(...page.rows);
        cursor = page.cursor;
        // Refused as the send route would refuse it (a 400), with words a person can act on.
        if (rows.length > MAX_RECIPIENTS) throw new ApiError(400, tooManyRecipients);
      } while (cursor);
      return rows;
    },
    enabled: Boolean(groupId),
    // A group too large stays too large: asking again would only read its pages again.
    retry: (failures, error) => error.message !== tooManyRecipients && failures < 3,
  });
}
