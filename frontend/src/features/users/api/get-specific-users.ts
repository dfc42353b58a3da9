import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberPage, MemberView, UserFilter } from '@shared/users/schemas';
import { apiPost } from '../../../lib/api-client';
import { userKeys } from './keys';

const MAX_ROWS = 10_000;

/** POST /auth/get-specific-users, page after page: All, Active ('unban') or Deactivated ('ban'). */
export function useSpecificUsers(filter: UserFilter) {
  return useQuery({
    queryKey: userKeys.filtered(filter),
    queryFn: async ({ signal }) => {
      const rows: MemberView[] = [];
      let cursor: string | null = null;
      do {
        const page: MemberPage = await apiPost<MemberPage>(
          '/auth/get-specific-users',
          { filter, limit: 1000, ...(cursor ? { cursor } : {}) },
          signal,
        );
        rows.push(...page.rows);
        cursor = page.cursor;
      } while (cursor && rows.length < MAX_ROWS);
      return rows;
    },
    placeholderData: keepPreviousData,
  });
}
