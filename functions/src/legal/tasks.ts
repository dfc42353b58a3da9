import {
  TASK_COMPLETED,
  TASK_OPEN,
  type SaveTaskBody,
  type TasksBody,
} from '@shared/legal/schemas';
import type { TableRow } from '@shared/tables/types';
import type { RequestContext } from '../kernel/context';
import { commit } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { legalError } from './errors';
import { nextDueStep } from './figures';
import { matterOr404, staffExists, staffNames, type MatterTaskRecord } from './records';
// Each task write keeps its due-date keys (the engine's derived attributes of the tasks table).
import './task-table';

/** Tasks are rows of the tasks table: row rules, version and audit with every write. */
const tasks = /* @__PURE__ */ tableRecord('tasks');

const orNull = <T>(value: T | undefined): T | null => value ?? null;

/** A task as the Tasks tab reads it (extended.md §3 Task): status 2 is completed. */
export function taskView(t: MatterTaskRecord, staff: Map<string, string>) {
  return {
    id: t.id,
    case_id: t.case_id,
    description: t.description,
    staff: t.staff_id ? { id: t.staff_id, name: staff.get(t.staff_id) ?? null } : null,
    due_date: orNull(t.due_date),
    due_time: orNull(t.due_time),
    status: t.status,
    completed: t.status === TASK_COMPLETED,
  };
}

/** A matter's tasks listed at most: the newest (a bounded read). */
export const MATTER_TASKS_LIMIT = 500;

/**
 * The matter's tasks (the newest MATTER_TASKS_LIMIT), by due date, with `changed` in as written (the index may lag a write made
 * just now) and `removed` left out.
 */
async function tasksView(
  ctx: RequestContext,
  caseId: string,
  changed: MatterTaskRecord[] = [],
  removed: string[] = [],
) {
  const { data } = await ctx.db.entities.matterTask.query
    .byCase({ emis: ctx.emis, case_id: caseId })
    .go({ order: 'desc', limit: MATTER_TASKS_LIMIT });
  const byId = new Map(data.map((t) => [t.id, t]));
  for (const t of changed) byId.set(t.id, t);
  for (const id of removed) byId.delete(id);
  const all = [...byId.values()].sort(
    (a, b) =>
      (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') ||
      (a.due_time ?? '').localeCompare(b.due_time ?? '') ||
      a.id.localeCompare(b.id),
  );
  const staff = await staffNames(
    ctx,
    all.map((t) => t.staff_id),
  );
  return all.map((t) => taskView(t, staff));
}

/** get-all-tasks-for-selected-case. */
export async function matterTasks(ctx: RequestContext, caseId: string) {
  const matter = await matterOr404(ctx, caseId);
  return tasksView(ctx, matter.id);
}

/** save-task: a new open task on the matter, for a staff member of the company when named. */
export async function saveTask(ctx: RequestContext, body: SaveTaskBody) {
  const matter = await matterOr404(ctx, body.caseID);
  const { row, steps } = tasks.create(ctx, {
    case_id: matter.id,
    description: body.description,
    staff_id: body.staffID,
    due_date: body.dueDate,
    due_time: body.dueTime,
    status: TASK_OPEN,
    created_by: ctx.caller.userId || undefined,
  });
  const saved = row as unknown as MatterTaskRecord;
  // The matter's write (its next task due) also holds that it is still there.
  await commit(ctx.db, async (tx) => [
    ...steps(tx),
    await nextDueStep(ctx, tx, matter.id, [saved]),
    ...staffExists(tx, ctx, body.staffID),
  ]);
  return {
    status: 'success' as const,
    task: saved.id,
    tasks: await tasksView(ctx, matter.id, [saved]),
  };
}

/** The matter's tasks by id (strongly consistent); 404 for any not on that matter. */
async function tasksOn(ctx: RequestContext, caseId: string, ids: string[]) {
  const { data } = await ctx.db.entities.matterTask
    .get(ids.map((id) => ({ emis: ctx.emis, id })))
    .go({ consistent: true });
  const found = new Map(data.map((t) => [t.id, t]));
  return ids.map((id) => {
    const task = found.get(id);
    if (!task || task.case_id !== caseId) throw legalError('noTask');
    return task;
  });
}

/** mark-selected-tasks-completed: status 2 for each selected task (no way back, §4). */
export async function completeTasks(ctx: RequestContext, body: TasksBody) {
  const matter = await matterOr404(ctx, body.caseID);
  const done = await commit(ctx.db, async (tx) => {
    const open = (await tasksOn(ctx, matter.id, body.selectedTasks)).filter(
      (t) => t.status !== TASK_COMPLETED,
    );
    const writes = open.map((t) =>
      tasks.update(ctx, t as unknown as TableRow, { status: TASK_COMPLETED }),
    );
    const value = writes.map((w) => w.row as unknown as MatterTaskRecord);
    return {
      value,
      steps: [
        ...writes.flatMap((w) => w.steps(tx)),
        ...(value.length > 0 ? [await nextDueStep(ctx, tx, matter.id, value)] : []),
      ],
    };
  });
  return { status: 'success' as const, tasks: await tasksView(ctx, matter.id, done) };
}

/** delete-tasks: removes the selected tasks of the matter, each on the version read. */
export async function deleteTasks(ctx: RequestContext, body: TasksBody) {
  const matter = await matterOr404(ctx, body.caseID);
  await commit(ctx.db, async (tx) => {
    const found = await tasksOn(ctx, matter.id, body.selectedTasks);
    return [
      ...found.flatMap((t) => tasks.remove(ctx, t as unknown as TableRow).steps(tx)),
      await nextDueStep(ctx, tx, matter.id, [], body.selectedTasks),
    ];
  });
  return {
    status: 'success' as const,
    tasks: await tasksView(ctx, matter.id, [], body.selectedTasks),
  };
}
