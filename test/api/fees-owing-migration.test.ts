import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { readFigures } from '../../functions/src/kernel/aggregates';
import { owingKey, SCHOOL_OWING } from '../../functions/src/school/fees';
import { feesOwingMigration } from '../../functions/src/system/migrations/fees-owing';
import { testDeps } from './support';

// Migration 0017 (issue 28): fee accounts written before the unpaid-fees figure and the owing
// index (raw puts: no gsi1 keys, no figure) get both from one company's run; a second run
// writes nothing.

describe('0017 fees owing migration', () => {
  it("sets the owing accounts' index keys and the unpaid-fees figure from the accounts", async () => {
    const db = testDeps().db;
    const emis = `migr28-${ulid().toLowerCase()}`;
    const put = (sid: string, fields: Record<string, unknown>) =>
      db.client.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            pk: `${emis}#fee_account`,
            sk: `${sid}#2025`,
            __edb_e__: 'fee_account',
            __edb_v__: '1',
            emis,
            sid,
            year: 2025,
            opening: 0,
            billings: [],
            row_version: 1,
            ...fields,
          },
        }),
      );
    await put('s1', { fee: 50_000, paid: 10_000 });
    await put('s2', {
      fee: 20_000,
      billings: [{ id: 'x', description: 'Trip', amount: 5_000, paid: 0 }],
      paid: 0,
    });
    await put('s3', { fee: 10_000, paid: 15_000 }); // in credit: not owing
    const ctx = { db, log: testDeps().log };
    const first = await feesOwingMigration.company(ctx, emis);
    expect(first.written).toBeGreaterThan(0);
    const second = await feesOwingMigration.company(ctx, emis);
    expect(second.written).toBe(0);

    expect(await readFigures(db, emis, SCHOOL_OWING)).toEqual([
      { key: '2025', amount: 65_000, count: 2 },
    ]);
    const keyOf = async (sid: string) =>
      (
        await db.client.send(
          new GetCommand({
            TableName: db.table,
            Key: { pk: `${emis}#fee_account`, sk: `${sid}#2025` },
          }),
        )
      ).Item?.gsi1pk;
    expect(await keyOf('s1')).toBe(owingKey(emis, 2025));
    expect(await keyOf('s2')).toBe(owingKey(emis, 2025));
    expect(await keyOf('s3')).toBeUndefined();
  });
});
