import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/service';
import type { RequestContext } from '../kernel/context';
import type { TxEntities } from '../kernel/transaction';
import { AppError } from '../platform/errors';
import { matterTrustGuard, trustClosingGuard } from './matter-trust';

// The closing guard's steps as built by the real entities (nothing is sent); the account read
// is stubbed with the balance under test.
const real = createDatabase(
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'af-south-1' })),
  'kantoor',
);
const tx = real.entities as unknown as TxEntities;

function contextWith(balance: number | undefined, bills: unknown[] = []) {
  const account = balance === undefined ? null : { balance, row_version: 3 };
  const db = {
    entities: {
      trustAccount: { get: () => ({ go: async () => ({ data: account }) }) },
      billing: { query: { byCase: () => ({ go: async () => ({ data: bills }) }) } },
    },
  };
  return { db, deps: { db }, emis: 'law-1' } as unknown as RequestContext;
}

type Check = {
  ConditionCheck: {
    Key: Record<string, string>;
    ConditionExpression: string;
  };
};

describe('trustClosingGuard', () => {
  it('is a ConditionCheck that the matter’s trust balance is zero or that it has no account', async () => {
    const step = await trustClosingGuard(contextWith(0), tx, 'M1');
    const check = (step.write as Check).ConditionCheck;
    expect(check.Key).toEqual({ pk: 'law-1#trust_account', sk: 'M1' });
    expect(check.ConditionExpression).toMatch(/attribute_not_exists\(.+\) OR .+ = :/);
    expect(step.onFail).toBe('retry');
    await expect(trustClosingGuard(contextWith(undefined), tx, 'M1')).resolves.toBeTruthy();
  });

  it('refuses at once while the matter holds money, naming the amount', async () => {
    const refusal = trustClosingGuard(contextWith(25_050), tx, 'M1');
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({
      status: 409,
      message:
        'This matter still holds trust money (R 250.50); refund or transfer it before closing.',
    });
  });
});

describe('the matters table’s guard', () => {
  const names: Record<string, string> = { s1: 'Open', s2: 'Completed', s3: 'Closed' };
  const guard = matterTrustGuard(async (_ctx, id) => names[id]);
  const current = { id: 'M1', status_id: 's1' };
  const update = (changes: Record<string, unknown>) => ({
    action: 'update' as const,
    current,
    changes,
  });

  it('checks the trust account when the status becomes a closing one, or the matter is deleted', async () => {
    const ctx = contextWith(0);
    expect((await guard(ctx, tx, update({ status_id: 's2' }))).map((s) => s.name)).toEqual([
      'trust M1',
    ]);
    expect(await guard(ctx, tx, update({ status_id: 's1' }))).toEqual([]);
    expect(await guard(ctx, tx, update({ title: 'Renamed' }))).toEqual([]);
    const deleted = await guard(ctx, tx, { action: 'delete', current: { id: 'M2' } });
    expect(deleted.map((s) => s.name)).toEqual(['trust M2']);
  });

  it('refuses deleting a matter that has bills', async () => {
    const ctx = contextWith(0, [{ id: 'B1' }]);
    await expect(guard(ctx, tx, { action: 'delete', current: { id: 'M3' } })).rejects.toMatchObject(
      { status: 409, message: expect.stringMatching(/^This matter has billings/) },
    );
    expect(await guard(ctx, tx, update({ status_id: 's2' }))).toHaveLength(1);
  });

  it('refuses closing a matter that holds money, and lets other changes through', async () => {
    const ctx = contextWith(100);
    await expect(guard(ctx, tx, update({ status_id: 's3' }))).rejects.toMatchObject({
      status: 409,
    });
    await expect(guard(ctx, tx, update({ status_id: 's1' }))).resolves.toEqual([]);
  });
});
