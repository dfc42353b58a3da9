import { registerDerived, type RowDerived } from '../tables';

// What the table engine keeps with every write of a task, whoever makes it (the legal routes,
// the data-table manager, an import): registered here, loaded by the legal routes that write
// tasks (tasks.ts) and by the engine's handlers (table-guards.ts).

const DUE_KEYS = ['due_key', 'due_sort'];

/**
 * The open tasks' due-date index keys (gsi2, sparse): set from the row as written while it is
 * open with a due date, removed once completed or undated (a new row without them has none).
 */
export const taskDerived: RowDerived = (emis, current, next) => {
  if (!next) return undefined;
  const keys = openTaskKeys(emis, next);
  if (keys) return { set: keys, remove: [], holds: [] };
  return current ? { set: {}, remove: DUE_KEYS, holds: [] } : undefined;
};
registerDerived('tasks', taskDerived);
