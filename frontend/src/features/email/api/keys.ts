/** Query keys of the bulk email screen: everything under ['email'] changes with a send. */
export const emailKeys = {
  all: ['email'] as const,
  sent: () => ['email', 'sent'] as const,
};
