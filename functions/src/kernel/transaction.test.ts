import { describe, expect, it } from 'vitest';
import type { Database } from '../db/service';
import { AppError } from '../platform/errors';
import { commit, isTransientError, transaction, type Step } from './transaction';

type Reason = { rejected: boolean; code: string };
type Outcome = { canceled: boolean; data: Reason[] } | Error;

/** A database whose transactions end as `outcomes` say, one per request sent. */
function fakeDb(outcomes: Outcome[]) {
  const sent: Array<{ token: string; items: unknown[] }> = [];
  const db = {
    entities: {},
    service: {
      transaction: {
        write: (build: () => unknown[]) => ({
          go: async (options: { token: string }) => {
            sent.push({ token: options.token, items: build() });
            const outcome = outcomes.shift();
            if (!outcome) throw new Error('No more outcomes');
            if (outcome instanceof Error) throw outcome;
            return outcome;
          },
        }),
      },
    },
  } as unknown as Database;
  return { db, sent };
}

const reasons = (...codes: string[]): Outcome => ({
  canceled: true,
  data: codes.map((code) => ({ rejected: code !== 'None', code })),
});
const written: Outcome = { canceled: false, data: [] };
const lostReply = () =>
  Object.assign(new Error('socket hang up'), { name: 'TimeoutError', $metadata: {} });

const steps = (...onFail: Array<Step['onFail']>): Step[] =>
  onFail.map((fail, index) => ({ name: `step ${index}`, write: `item ${index}`, onFail: fail }));

describe('transaction', () => {
  it('plans again after a conflicting transaction, each attempt with a new token', async () => {
    const { db, sent } = fakeDb([reasons('TransactionConflict', 'None'), written]);
    let plans = 0;
    const result = await transaction(db, () => {
      plans += 1;
      return { steps: steps(undefined, undefined), value: plans };
    });
    expect(result).toEqual({ written: true, value: 2 });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.token).not.toBe(sent[1]!.token);
    expect(sent[0]!.token).toMatch(/^[0-9A-Z]{26}$/);
  });

  it('sends the same attempt again, with the same token, when the reply was lost', async () => {
    const { db, sent } = fakeDb([lostReply(), written]);
    let plans = 0;
    const result = await transaction(db, () => {
      plans += 1;
      return steps('retry');
    });
    expect(result.written).toBe(true);
    expect(plans).toBe(1);
    expect(sent.map((s) => s.token)).toEqual([sent[0]!.token, sent[0]!.token]);
    expect(sent[1]!.items).toEqual(sent[0]!.items);
  });

  it('plans again when a watched value moved (retry), and reads failures by name', async () => {
    const { db } = fakeDb([reasons('ConditionalCheckFailed', 'None'), written]);
    let plans = 0;
    await transaction(db, () => {
      plans += 1;
      return steps('retry', undefined);
    });
    expect(plans).toBe(2);
  });

  it('plans again on a lost race even when a step planned on the same read failed too', async () => {
    const own = new AppError(409, 'changed');
    const { db } = fakeDb([reasons('ConditionalCheckFailed', 'ConditionalCheckFailed'), written]);
    let plans = 0;
    const result = await transaction(db, () => {
      plans += 1;
      return steps('retry', own);
    });
    expect(result.written).toBe(true);
    expect(plans).toBe(2);
  });

  it("answers a refused step's name and throws a step's own error", async () => {
    const refused = fakeDb([reasons('None', 'ConditionalCheckFailed')]);
    expect(await transaction(refused.db, () => steps(undefined, 'refuse'))).toEqual({
      written: false,
      refused: ['step 1'],
    });
    const own = new AppError(409, 'Supplier Exist');
    const failing = fakeDb([reasons('ConditionalCheckFailed', 'ConditionalCheckFailed')]);
    await expect(transaction(failing.db, () => steps('refuse', own))).rejects.toBe(own);
  });

  it('treats the failure of a step that cannot fail as a defect', async () => {
    const { db } = fakeDb([reasons('ConditionalCheckFailed')]);
    await expect(transaction(db, () => steps(undefined))).rejects.toThrow(/cannot fail: step 0/);
  });

  it('answers 503 when races keep being lost', async () => {
    const { db, sent } = fakeDb(Array.from({ length: 200 }, () => reasons('TransactionConflict')));
    const busy = new AppError(503, 'Kantoor is busy numbering documents.');
    const policy = { capMs: 1, attempts: 100 };
    await expect(transaction(db, () => steps('retry'), { busy, policy })).rejects.toBe(busy);
    expect(sent).toHaveLength(100);
  });

  it('lets a rule error of a failed plan through, and commit refuses nothing', async () => {
    const { db } = fakeDb([reasons('ConditionalCheckFailed')]);
    await expect(commit(db, () => steps('refuse'))).rejects.toThrow(/refused by step 0/);
    const empty = fakeDb([]);
    expect(await commit(empty.db, () => ({ steps: [], value: 7 }))).toBe(7);
  });

  it('tells transient errors from final ones', () => {
    expect(isTransientError(lostReply())).toBe(true);
    expect(isTransientError({ cause: { $metadata: { httpStatusCode: 500 } } })).toBe(true);
    expect(isTransientError({ cause: { name: 'TransactionInProgressException' } })).toBe(true);
    expect(isTransientError({ cause: { name: 'ValidationException' } })).toBe(false);
    expect(isTransientError(new Error('boom'))).toBe(false);
  });
});

/**
 * A database that keeps request records in a map: a transaction whose request record exists is
 * cancelled at that step (as DynamoDB's attribute_not_exists), otherwise it writes them all.
 */
function recordingDb() {
  const records = new Map<string, Record<string, unknown>>();
  const writes: unknown[] = [];
  const keyOf = (k: { emis: string; scope: string; id: string }) => `${k.emis}#${k.scope}#${k.id}`;
  const entities = {
    requestRecord: {
      create: (item: Record<string, unknown>) => ({
        commit: () => ({ request: item }),
      }),
      get: (key: { emis: string; scope: string; id: string }) => ({
        go: async (options: { consistent?: boolean }) => {
          expect(options.consistent).toBe(true);
          return { data: records.get(keyOf(key)) ?? null };
        },
      }),
    },
  };
  const db = {
    entities,
    service: {
      transaction: {
        write: (build: () => unknown[]) => ({
          go: async () => {
            const items = build() as Array<{ request?: Record<string, unknown> }>;
            const taken = items.map((item) =>
              item.request ? records.has(keyOf(item.request as never)) : false,
            );
            if (taken.some(Boolean))
              return {
                canceled: true,
                data: taken.map((t) => ({
                  rejected: t,
                  code: t ? 'ConditionalCheckFailed' : 'None',
                })),
              };
            for (const item of items)
              if (item.request) records.set(keyOf(item.request as never), item.request);
              else writes.push(item);
            return { canceled: false, data: [] };
          },
        }),
      },
    },
  } as unknown as Database;
  return { db, records, writes };
}

describe('transaction with a request', () => {
  const request = { emis: 'E1', scope: 'POST /auth/pos-sale', id: '01JREQUEST0000000000000001' };

  it('records the request with the value in the same transaction, for 30 days', async () => {
    const { db, records, writes } = recordingDb();
    const result = await transaction(db, () => ({ steps: steps(undefined), value: { n: 7 } }), {
      request,
    });
    expect(result).toEqual({ written: true, value: { n: 7 } });
    expect(writes).toEqual(['item 0']);
    const record = records.get('E1#POST /auth/pos-sale#01JREQUEST0000000000000001')!;
    expect(JSON.parse(record.value as string)).toEqual({ value: { n: 7 } });
    const days = ((record.expires_at as number) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('answers a repeat with the first value, planning and writing nothing', async () => {
    const { db, writes } = recordingDb();
    await transaction(db, () => ({ steps: steps(undefined), value: 1 }), { request });
    let plans = 0;
    const again = await transaction(
      db,
      () => {
        plans += 1;
        return { steps: steps(undefined), value: 2 };
      },
      { request },
    );
    expect(again).toEqual({ written: true, value: 1, replayed: true });
    expect(plans).toBe(0);
    expect(writes).toHaveLength(1);
  });

  it('answers the first value when the record appears during the attempt (sent at once)', async () => {
    const { db, records, writes } = recordingDb();
    // The other request commits between this one's check and its transaction.
    const result = await transaction(
      db,
      () => {
        records.set(`E1#${request.scope}#${request.id}`, {
          ...request,
          value: JSON.stringify({ value: 'first' }),
        });
        return { steps: steps('retry', undefined), value: 'second' };
      },
      { request },
    );
    expect(result).toEqual({ written: true, value: 'first', replayed: true });
    expect(writes).toHaveLength(0);
  });

  it("answers the first value when the plan is refused on the first one's writes", async () => {
    const { db, records } = recordingDb();
    const soldOut = new AppError(409, 'Out of stock');
    const result = await transaction(
      db,
      () => {
        records.set(`E1#${request.scope}#${request.id}`, {
          ...request,
          value: JSON.stringify({ value: 'first' }),
        });
        throw soldOut;
      },
      { request },
    );
    expect(result).toEqual({ written: true, value: 'first', replayed: true });
    const other = recordingDb();
    await expect(transaction(other.db, () => Promise.reject(soldOut), { request })).rejects.toBe(
      soldOut,
    );
  });

  it('refuses the same id with another body (409), and records nothing without a request', async () => {
    const { db, records } = recordingDb();
    await transaction(db, () => ({ steps: steps(undefined), value: 1 }), {
      request: { ...request, fingerprint: 'a' },
    });
    await expect(
      transaction(db, () => ({ steps: steps(undefined), value: 1 }), {
        request: { ...request, fingerprint: 'b' },
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(
      await transaction(db, () => ({ steps: steps(undefined), value: 1 }), {
        request: { ...request, fingerprint: 'a' },
      }),
    ).toMatchObject({ replayed: true });
    const plain = recordingDb();
    await transaction(plain.db, () => ({ steps: steps(undefined), value: 1 }));
    expect(plain.records.size).toBe(0);
    expect(records.size).toBe(1);
  });
});
