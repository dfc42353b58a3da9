/** Query keys of the data tables: everything under ['tables', table] is one table's data. */
export const tableKeys = {
  all: ['tables'] as const,
  list: () => ['tables', 'list'] as const,
  table: (table: string) => ['tables', table] as const,
  rows: (table: string, filter: unknown, cursor: string | null, limit: number) =>
    ['tables', table, 'rows', filter, cursor, limit] as const,
  options: (table: string) => ['tables', table, 'options'] as const,
  history: (table: string, id: string) => ['tables', table, 'history', id] as const,
  tableHistory: (table: string) => ['tables', table, 'table-history'] as const,
};
