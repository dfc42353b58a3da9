import * as z from 'zod';
import { pageCursor } from '../validation/fields';
import { TASK_COMPLETED } from './schemas';

/** The open tasks' due-date index (gsi2, sparse): a company's partition. */
export const tasksDueKey = (emis: string) => `${emis}#task_due`;

/**
 * The index keys of a task: `<emis>#task_due` / `<due date>#<due time or ->#<id>` while it is
 * open with a due date, none once completed (or without a date). Every write of a task sets or
 * removes them with the row (the tasks table's derived keys, functions/src/legal/task-table.ts), so the home's
 * tasks due and their list read a key range, never the matters' tasks.
 */
export function openTaskKeys(
  emis: string,
  task: { id?: unknown; status?: unknown; due_date?: unknown; due_time?: unknown },
): { due_key: string; due_sort: string } | undefined {
  if (task.status === TASK_COMPLETED || typeof task.due_date !== 'string' || !task.due_date)
    return undefined;
  const time = typeof task.due_time === 'string' && task.due_time ? task.due_time : '-';
  return { due_key: tasksDueKey(emis), due_sort: `${task.due_date}#${time}#${String(task.id)}` };
}

/** The longest span GET /auth/tasks-due lists at once (days, from and to included). */
export const TASKS_DUE_MAX_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD` (2026-02-30 is refused). */
const day = (name: string) =>
  z
    .string({ error: `${name}: use a date like 2026-11-23` })
    .regex(DATE, `${name}: use a date like 2026-11-23`)
    .refine((value) => {
      const [y, m, d] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
    }, `${name}: use a date like 2026-11-23`);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * GET /auth/tasks-due?from=&to= (issue 28): the open tasks due from `from` to `to` (SAST days,
 * both included), a page at a time.
 */
export const tasksDueQuery = z
  .object({
    from: day('From'),
    to: day('To'),
    cursor: pageCursor,
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((q) => q.from <= q.to, { message: 'From must be on or before To', path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) < TASKS_DUE_MAX_DAYS, {
    message: `List at most ${TASKS_DUE_MAX_DAYS} days at a time`,
    path: ['to'],
  });
export type TasksDueQuery = z.output<typeof tasksDueQuery>;

/** An open task as the tasks due list shows it: its matter (null once deleted) and assignee. */
export type TaskDueView = {
  id: string;
  description: string;
  due_date: string;
  due_time: string | null;
  matter: { id: string; title: string; file_number: string } | null;
  staff: { id: string; name: string | null } | null;
};

/** A page of the tasks due list (`{ rows, cursor }` as every list; cursor null: the last). */
export type TasksDuePage = { rows: TaskDueView[]; cursor: string | null };
