import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  tasksDueKey,
  type TaskDueView,
  type TasksDuePage,
  type TasksDueQuery,
} from '@shared/legal/tasks-due';
import type { RequestContext } from '../kernel/context';
import { badCursor, decodeCursor, encodeCursor } from '../kernel/pager';
import { staffNames, type MatterRecord } from './records';

// The open tasks' due-date index (gsi2, matter-task.entity.ts openTaskKeys): sort keys are
// `<due date>#<time>#<id>`, so a range of days is BETWEEN `<from>#` and `<to>$` ('$' sorts
// just after '#': every key of the last day is below it).
const INDEX = 'gsi2';
const CURSOR_KEYS = ['pk', 'sk', 'gsi2pk', 'gsi2sk'] as const;
const rangeOf = (emis: string, from: string, to: string) => ({
  KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
  ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk': 'gsi2sk' },
  ExpressionAttributeValues: { ':pk': tasksDueKey(emis), ':from': `${from}#`, ':to': `${to}$` },
});

/** A day's open tasks counted at most (pages of the index's keys): a busier day shows the cap. */
export const TASKS_DUE_COUNT_CAP = 1000;

/**
 * The open tasks due on each of `days` (SAST dates): one COUNT Query of the index per day,
 * bounded by TASKS_DUE_COUNT_CAP (architecture rule 3: keys of a range, not the matters).
 */
export async function openTasksDueOn(
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  days: readonly string[],
): Promise<number[]> {
  return Promise.all(
    days.map(async (day) => {
      let count = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const page = await ctx.db.client.send(
          new QueryCommand({
            TableName: ctx.db.table,
            IndexName: INDEX,
            ...rangeOf(ctx.emis, day, day),
            Select: 'COUNT',
            Limit: TASKS_DUE_COUNT_CAP - count,
            ExclusiveStartKey: start,
          }),
        );
        count += page.Count ?? 0;
        start = page.LastEvaluatedKey;
      } while (start && count < TASKS_DUE_COUNT_CAP);
      return count;
    }),
  );
}

/**
 * GET /auth/tasks-due (issue 28): a page of the company's open tasks due from `from` to `to`,
 * by due date and time, each with its matter (title and file number) and assignee's name.
 */
export async function tasksDue(ctx: RequestContext, query: TasksDueQuery): Promise<TasksDuePage> {
  const partition = { field: 'gsi2pk', value: tasksDueKey(ctx.emis) };
  const start = decodeCursor(query.cursor, partition, CURSOR_KEYS);
  // A cursor of another range of this company's list is a 400 too, not a jump elsewhere.
  if (start && !(start.gsi2sk! >= `${query.from}#` && start.gsi2sk! <= `${query.to}$`))
    throw badCursor();
  const result = await ctx.db.client.send(
    new QueryCommand({
      TableName: ctx.db.table,
      IndexName: INDEX,
      ...rangeOf(ctx.emis, query.from, query.to),
      Limit: query.limit,
      ExclusiveStartKey: start,
    }),
  );
  const tasks = (result.Items ?? []).flatMap((item) => {
    const task = ctx.db.entities.matterTask.parse({ Item: item }).data;
    return task && task.emis === ctx.emis && task.due_date ? [task] : [];
  });
  const matterIds = [...new Set(tasks.map((t) => t.case_id))];
  const [matters, staff] = await Promise.all([
    matterIds.length > 0
      ? ctx.db.entities.matter.get(matterIds.map((id) => ({ emis: ctx.emis, id }))).go()
      : Promise.resolve({ data: [] as MatterRecord[] }),
    staffNames(
      ctx,
      tasks.map((t) => t.staff_id),
    ),
  ]);
  const byId = new Map(matters.data.map((m) => [m.id, m]));
  const rows = tasks.map((t): TaskDueView => {
    const matter = byId.get(t.case_id);
    return {
      id: t.id,
      description: t.description,
      due_date: t.due_date!,
      due_time: t.due_time ?? null,
      matter: matter
        ? { id: matter.id, title: matter.title, file_number: matter.file_number }
        : null,
      staff: t.staff_id ? { id: t.staff_id, name: staff.get(t.staff_id) ?? null } : null,
    };
  });
  return { rows, cursor: encodeCursor(result.LastEvaluatedKey) };
}
