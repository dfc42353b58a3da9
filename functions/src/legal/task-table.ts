import { openTaskKeys } from '@shared/legal/tasks-due';
import {
  registerDerived,
  registerDerivedWrites,
  type DerivedWrites,
  type RowDerived,
} from '../tables';
import type { Step } from '../kernel/transaction';
import { nextDueWrite } from './figures';
import type { MatterTaskRecord } from './records';

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

/** What a task's matter reads of it: a move that changes none of these leaves the matter alone. */
const MOVING = ['case_id', 'status', 'due_date'] as const;

const caseOf = (row: Record<string, unknown> | undefined) =>
  typeof row?.case_id === 'string' && row.case_id ? row.case_id : undefined;

/**
 * The manager's task writes move their matters' next task due as the legal routes do: one write
 * per matter a transaction's tasks touch (a task moved to another matter moves both), from its
 * tasks with these changes applied. A matter that is gone has no figure to keep.
 */
const tasksMatters: DerivedWrites = async (ctx, tx, moves) => {
  const matters = new Map<string, { changed: MatterTaskRecord[]; removed: string[] }>();
  const of = (caseId: string) => {
    const known = matters.get(caseId);
    if (known) return known;
    const fresh = { changed: [] as MatterTaskRecord[], removed: [] as string[] };
    matters.set(caseId, fresh);
    return fresh;
  };
  for (const { before, after } of moves) {
    if (before && after && MOVING.every((name) => (before[name] ?? null) === (after[name] ?? null)))
      continue;
    const from = caseOf(before);
    const to = caseOf(after);
    if (from && from !== to) of(from).removed.push(String(before?.id));
    if (to) of(to).changed.push(after as unknown as MatterTaskRecord);
  }
  const writes = await Promise.all(
    [...matters].map(([caseId, { changed, removed }]) =>
      nextDueWrite(ctx, tx, caseId, changed, removed),
    ),
  );
  return writes.filter((step): step is Step => step !== undefined);
};
registerDerivedWrites('tasks', tasksMatters);
