import { TASK_COMPLETED } from '@shared/legal/schemas';
import type { Delta } from '../kernel/aggregates';
import type { RequestContext } from '../kernel/context';
import type { Database } from '../db/service';
import { isConditionFailed, type Step, type TxEntities } from '../kernel/transaction';
import { legalError } from './errors';
import type { MatterRecord, MatterTaskRecord } from './records';

/*
 * The matters list's figures, kept as they happen so a page of matters reads its rows and a few
 * items, never each matter's bills or tasks (architecture rule 3): the unbilled total is an
 * aggregate; the next task due is a field of the matter written with every task change; the
 * trust balance is the matter's trust account (trust.ts).
 */

/** The aggregate of each matter's bills not yet invoiced (key: the matter's id): cents and bills. */
export const MATTER_UNBILLED = 'legal_matter_unbilled';

/**
 * A bill's part of its matter's unbilled total: added when it is created, taken off when it is
 * deleted or invoiced (convert-bills-to-invoice). The migration rebuilds with this function.
 */
export const unbilledDeltas = (bill: { case_id: string; bill: number; status: string }): Delta[] =>
  bill.status === 'invoiced'
    ? []
    : [{ name: MATTER_UNBILLED, key: bill.case_id, amount: bill.bill, count: 1 }];

/** The earliest due date of the open tasks (undefined when none is open with a date). */
export function nextDue(
  tasks: readonly Pick<MatterTaskRecord, 'status' | 'due_date'>[],
): string | undefined {
  let next: string | undefined;
  for (const task of tasks)
    if (task.status !== TASK_COMPLETED && task.due_date && (!next || task.due_date < next))
      next = task.due_date;
  return next;
}

/** A matter's tasks read at most to find its next due date (as the Tasks tab reads them). */
const TASKS_READ = 500;

/**
 * The matter's write of its next task due after a task change: read its tasks (with `changed`
 * as written and `removed` left out: the index may lag), then SET (or REMOVE) `next_task_due`
 * and raise `tasks_version`, on condition the matter is there at the version read. A
 * concurrent task change fails the condition and the transaction plans again from fresh reads.
 */
export async function nextDueStep(
  ctx: RequestContext,
  tx: TxEntities,
  caseId: string,
  changed: readonly MatterTaskRecord[] = [],
  removed: readonly string[] = [],
): Promise<Step> {
  const step = await nextDueWrite(ctx, tx, caseId, changed, removed);
  if (!step) throw legalError('noMatter');
  return step;
}

/** As `nextDueStep`, none for a matter that is gone (a task the manager edits keeps its id). */
export async function nextDueWrite(
  ctx: RequestContext,
  tx: TxEntities,
  caseId: string,
  changed: readonly MatterTaskRecord[] = [],
  removed: readonly string[] = [],
): Promise<Step | undefined> {
  const [{ data: matter }, { data: tasks }] = await Promise.all([
    ctx.db.entities.matter.get({ emis: ctx.emis, id: caseId }).go({ consistent: true }),
    ctx.db.entities.matterTask.query
      .byCase({ emis: ctx.emis, case_id: caseId })
      .go({ order: 'desc', limit: TASKS_READ }),
  ]);
  if (!matter) return undefined;
  const byId = new Map(tasks.map((t) => [t.id, t]));
  for (const t of changed) byId.set(t.id, t);
  for (const id of removed) byId.delete(id);
  return figuresWrite(tx, matter, nextDue([...byId.values()]));
}

/** The matter's next-due field set to `next` (removed when undefined), at the version read. */
export function figuresWrite(tx: TxEntities, matter: MatterRecord, next: string | undefined): Step {
  const version = matter.tasks_version;
  // The list's figures, not a row edit: no version or audit of the row (a person editing the
  // matter meanwhile is not refused for a task change).
  // eslint-disable-next-line no-restricted-syntax -- figures of the matter, not its row (above)
  const patch = tx.matter.patch({ emis: matter.emis, id: matter.id });
  const set = patch.set({ tasks_version: (version ?? 0) + 1 });
  const written =
    next === undefined ? set.remove(['next_task_due']) : set.set({ next_task_due: next });
  return {
    name: 'matter',
    write: written
      .where((a, op) =>
        version === undefined
          ? `${op.exists(a.title)} AND ${op.notExists(a.tasks_version)}`
          : `${op.exists(a.title)} AND ${op.eq(a.tasks_version, version)}`,
      )
      .commit(),
    onFail: 'retry',
  };
}

/**
 * The migration's backfill of one matter (its stored item): its next task due from its tasks,
 * SET (or REMOVEd) when it differs, at the tasks version read (a task change meanwhile wrote
 * its own). Answers whether it wrote.
 */
export async function backfillNextDue(
  db: Database,
  emis: string,
  raw: Record<string, unknown>,
): Promise<boolean> {
  const id = String(raw.id);
  const { data: tasks } = await db.entities.matterTask.query
    .byCase({ emis, case_id: id })
    .go({ order: 'desc', limit: TASKS_READ });
  const next = nextDue(tasks);
  const stored = typeof raw.next_task_due === 'string' ? raw.next_task_due : undefined;
  if (next === stored) return false;
  const version = typeof raw.tasks_version === 'number' ? raw.tasks_version : undefined;
  // eslint-disable-next-line no-restricted-syntax -- figures of the matter, not its row
  const patch = db.entities.matter.patch({ emis, id }).set({ tasks_version: (version ?? 0) + 1 });
  const write =
    next === undefined ? patch.remove(['next_task_due']) : patch.set({ next_task_due: next });
  try {
    await write
      .where((a, op) =>
        version === undefined ? op.notExists(a.tasks_version) : op.eq(a.tasks_version, version),
      )
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
