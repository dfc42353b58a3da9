/** The finance screens' query keys: a saved expense invalidates `all` (lists and dashboard). */
export const financeKeys = {
  all: ['finance'] as const,
  categories: ['finance', 'categories'] as const,
  providers: ['finance', 'providers'] as const,
  accounts: ['finance', 'accounts'] as const,
  expenses: (from: string, to: string) => ['finance', 'expenses', from, to] as const,
  budgets: (from: string, to: string, type: string) =>
    ['finance', 'budgets', from, to, type] as const,
  dashboard: (body: object) => ['finance', 'dashboard', body] as const,
  files: (expenseID: string) => ['finance', 'expense-files', expenseID] as const,
};
