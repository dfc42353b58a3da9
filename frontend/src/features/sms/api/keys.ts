/** Query keys of the SMS screens: everything under ['sms'] changes with a send. */
export const smsKeys = {
  all: ['sms'] as const,
  analytics: () => ['sms', 'analytics'] as const,
  groups: () => ['sms', 'groups'] as const,
  members: (groupId: string) => ['sms', 'members', groupId] as const,
};
