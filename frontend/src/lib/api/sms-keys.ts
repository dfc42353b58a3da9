/**
 * Query keys of the SMS data: everything under ['sms'] changes with a send. Shared by the Bulk
 * SMS, Bulk Email and client screens.
 */
export const smsKeys = {
  all: ['sms'] as const,
  analytics: () => ['sms', 'analytics'] as const,
  groups: () => ['sms', 'groups'] as const,
  members: (groupId: string) => ['sms', 'members', groupId] as const,
};
