/**
 * Query keys of the SMS data: everything under ['sms'] changes with a send. Shared by the Bulk
 * SMS, Bulk Email and client screens.
 */
export const smsKeys = {
  all: ['sms'] as const,
  analytics: () => ['sms', 'analytics'] as const,
  groups: () => ['sms', 'groups'] as const,
  /** Everything read of a group's members (invalidate this when they change). */
  members: (groupId: string) => ['sms', 'members', groupId] as const,
  /** The group's members a page at a time (the groups panel). */
  memberPages: (groupId: string) => ['sms', 'members', groupId, 'pages'] as const,
  /** The group's members whole, at most a send's recipients (the bulk composers). */
  recipients: (groupId: string) => ['sms', 'members', groupId, 'recipients'] as const,
};
