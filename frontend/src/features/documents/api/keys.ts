/** Query keys of quotes and invoices: everything under ['documents'] changes together. */
export const documentKeys = {
  all: ['documents'] as const,
  dashboard: () => ['documents', 'dashboard'] as const,
  overdue: () => ['documents', 'overdue'] as const,
  quote: (number: number) => ['documents', 'quote', number] as const,
  invoice: (number: number) => ['documents', 'invoice', number] as const,
  pickList: (path: string) => ['documents', 'pick-list', path] as const,
  recurring: () => ['documents', 'recurring'] as const,
  recurringRuns: (id: string) => ['documents', 'recurring', 'runs', id] as const,
  reminders: () => ['documents', 'invoice-reminders'] as const,
};
