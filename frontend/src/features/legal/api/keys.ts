/** The matter screens' query keys: a change to a matter invalidates `matter(id)`. */
export const legalKeys = {
  all: ['legal'] as const,
  cases: ['legal', 'cases'] as const,
  matter: (id: string) => ['legal', 'matter', id] as const,
  selected: (id: string) => ['legal', 'matter', id, 'selected'] as const,
  notes: (id: string) => ['legal', 'matter', id, 'notes'] as const,
  billings: (id: string) => ['legal', 'matter', id, 'billings'] as const,
  invoices: (id: string) => ['legal', 'matter', id, 'invoices'] as const,
  tasks: (id: string) => ['legal', 'matter', id, 'tasks'] as const,
  files: (id: string) => ['legal', 'matter', id, 'files'] as const,
  trust: (id: string) => ['legal', 'matter', id, 'trust'] as const,
  client: (id: string) => ['legal', 'client', id] as const,
};
