/** Query keys of the clients: the list, and each profile by the id or reference it was asked by. */
export const clientKeys = {
  all: ['clients'] as const,
  list: ['clients', 'list'] as const,
  profiles: ['clients', 'profile'] as const,
  profile: (reference: string) => ['clients', 'profile', reference] as const,
  // Not under `profiles`: the profile's in-place updates (setQueriesData) shape only first pages.
  profileMore: (reference: string, list: 'invoices' | 'matters', cursor: string) =>
    ['clients', `profile-${list}`, reference, cursor] as const,
  messages: (clientId: string) => ['clients', 'messages', clientId] as const,
};
