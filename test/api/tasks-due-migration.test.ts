import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { tasksDueMigration } from '../../functions/src/system/migrations/tasks-due';
import { testDeps } from './support';

// Migration 0018 (issue 28): tasks written before the open tasks' due-date index (raw puts: no
// gsi2 keys, one with a stale key) get their keys from one company's run; a second run writes
// nothing.

describe('0018 tasks due migration', () => {
  it("sets open dated tasks' index keys, removes others', and is idempotent", async () => {
    const db = testDeps().db;
    const emis = `migr28t-${ulid().toLowerCase()}`;
    const put = (id: string, fields: Record<string, unknown>) =>
      db.client.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            pk: `${emis}#matter_task`,
            sk: id,
            __edb_e__: 'matter_task',
            __edb_v__: '1',
            emis,
            id,
            case_id: 'm1',
            description: `Task ${id}`,
            row_version: 1,
            ...fields,
          },
        }),
      );
    await put('t1', { status: 1, due_date: '2026-05-04', due_time: '09:00' });
    await put('t2', { status: 1 }); // no due date: not indexed
    await put('t3', { status: 2, due_date: '2026-05-04', gsi2pk: `${emis}#task_due`, gsi2sk: 'x' });
    await put('t4', { status: 1, due_date: '2026-05-05' });
    const ctx = { db, log: testDeps().log };
    const first = await tasksDueMigration.company(ctx, emis);
    expect(first).toEqual({ scanned: 4, written: 3 });
    const second = await tasksDueMigration.company(ctx, emis);
    expect(second.written).toBe(0);

    const keysOf = async (id: string) => {
      const item = (
        await db.client.send(
          new GetCommand({ TableName: db.table, Key: { pk: `${emis}#matter_task`, sk: id } }),
        )
      ).Item;
      return [item?.gsi2pk, item?.gsi2sk];
    };
    expect(await keysOf('t1')).toEqual([`${emis}#task_due`, '2026-05-04#09:00#t1']);
    expect(await keysOf('t2')).toEqual([undefined, undefined]);
    expect(await keysOf('t3')).toEqual([undefined, undefined]);
    expect(await keysOf('t4')).toEqual([`${emis}#task_due`, '2026-05-05#-#t4']);
  });
});
