import { openTaskKeys } from '@shared/legal/tasks-due';
import { companyMigration, type Done } from './companies';
import type { MigrationContext } from './migration';
import { backfillSparseKeys } from './sparse-keys';

/**
 * One company's matter tasks, a page at a time: each one's open-tasks index keys as its status
 * and due date say (set while open with a date, removed otherwise), written only while the task
 * is the version read (a write since then set its own keys).
 */
export const backfillTasksDue = (ctx: MigrationContext, emis: string): Promise<Done> =>
  backfillSparseKeys(ctx, {
    emis,
    kind: 'matter_task',
    fields: ['gsi2pk', 'gsi2sk'],
    want: (raw) => {
      const keys = openTaskKeys(emis, raw);
      return keys && [keys.due_key, keys.due_sort];
    },
    held: ['row_version'],
  });

/** 0018, legal (issue 28): the open tasks' due-date index, for the home's tasks due. */
export const tasksDueMigration = companyMigration(
  '0018-legal-tasks-due',
  "The open tasks' due-date index of the matters' tasks, for the home's tasks due",
  backfillTasksDue,
);
