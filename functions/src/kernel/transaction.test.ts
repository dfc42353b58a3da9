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
