import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { openTaskKeys } from '@shared/legal/tasks-due';
import { companyMigration, partition, type Done, type Item } from './companies';
import type { MigrationContext } from './migration';

const isConditionFailed = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * A task's open-tasks index keys as its status and due date say (set while open with a date,
 * removed otherwise), written only when they differ, and only while the task is the version
 * read (a write since then set its own keys).
 */
async function fixKeys(ctx: MigrationContext, emis: string, raw: Item): Promise<boolean> {
  const keys = openTaskKeys(emis, raw);
  const want = keys ? { gsi2pk: keys.due_key, gsi2sk: keys.due_sort } : undefined;
  if (want ? raw.gsi2pk === want.gsi2pk && raw.gsi2sk === want.gsi2sk : raw.gsi2pk === undefined)
    return false;
  const version = typeof raw.row_version === 'number' ? raw.row_version : undefined;
  try {
    await ctx.db.client.send(
      new UpdateCommand({
        TableName: ctx.db.table,
        Key: { pk: raw.pk, sk: raw.sk },
        UpdateExpression: want ? 'SET gsi2pk = :pk, gsi2sk = :sk' : 'REMOVE gsi2pk, gsi2sk',
        ConditionExpression:
          version === undefined
            ? 'attribute_exists(pk) AND attribute_not_exists(row_version)'
            : 'attribute_exists(pk) AND row_version = :version',
        ExpressionAttributeValues:
          version === undefined && !want
            ? undefined
            : {
                ...(version === undefined ? {} : { ':version': version }),
                ...(want ? { ':pk': want.gsi2pk, ':sk': want.gsi2sk } : {}),
              },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** One company's matter tasks, a page at a time: each one's open-tasks index keys. */
export async function backfillTasksDue(ctx: MigrationContext, emis: string): Promise<Done> {
  const done: Done = { scanned: 0, written: 0 };
  for await (const page of partition(ctx.db, `${emis}#matter_task`, 'matter_task')) {
    done.scanned += page.length;
    for (const raw of page) if (await fixKeys(ctx, emis, raw)) done.written += 1;
  }
  return done;
}

/** 0018, legal (issue 28): the open tasks' due-date index, for the home's tasks due. */
export const tasksDueMigration = companyMigration(
  '0018-legal-tasks-due',
  "The open tasks' due-date index of the matters' tasks, for the home's tasks due",
  backfillTasksDue,
);
