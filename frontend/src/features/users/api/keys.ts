import type { UserFilter } from '@shared/users/schemas';

/** Query keys of Manage Users: the member lists, one member, the levels on offer. */
export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  filtered: (filter: UserFilter) => ['users', 'filtered', filter] as const,
  member: (id: string) => ['users', 'member', id] as const,
  accessLinks: ['users', 'access-links'] as const,
  classes: ['users', 'classes'] as const,
};
