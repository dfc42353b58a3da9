import { describe, expect, it, vi } from 'vitest';
import type { Database } from './service';
import { transact } from './transact';

type Outcome = { canceled: boolean; data: Array<{ rejected: boolean; code: string }> };

/** A database whose transactions end as `outcomes` say, one per attempt. */
function fakeDb(outcomes: Outcome[]) {
  const tokens: string[] = [];
  const db = {
    service: {
      transaction: {
        write: (build: (tx: unknown) => unknown[]) => ({
          go: async (options: { token: string }) => {
            build({});
            tokens.push(options.token);
            const outcome = outcomes.shift();
            if (!outcome) throw new Error('No more outcomes');
            return outcome;
          },
        }),
      },
    },
  } as unknown as Database;
  return { db, tokens };
}

const conflict: Outcome = {
  canceled: true,
  data: [
    { rejected: true, code: 'TransactionConflict' },
    { rejected: false, code: 'None' },
  ],
};
const written: Outcome = { canceled: false, data: [] };

describe('transact', () => {
  it('retries a transaction cancelled only by a conflicting one, each attempt with its own token', async () => {
    const { db, tokens } = fakeDb([conflict, conflict, written]);
    const result = await transact(db, () => ['a', 'b']);
    expect(result.written).toBe(true);
    expect(tokens).toHaveLength(3);
    expect(new Set(tokens).size).toBe(3);
  });

  it('answers the positions whose condition failed, without retrying', async () => {
    const { db, tokens } = fakeDb([
      {
        canceled: true,
        data: [
          { rejected: false, code: 'None' },
          { rejected: true, code: 'ConditionalCheckFailed' },
        ],
      },
    ]);
    const result = await transact(db, () => ['record', 'marker']);
    expect(result).toMatchObject({ written: false, failed: [1] });
    expect(tokens).toHaveLength(1);
  });

  it('gives up after repeated conflicts', async () => {
    vi.useFakeTimers();
    try {
      const { db } = fakeDb(Array.from({ length: 8 }, () => conflict));
      const outcome = transact(db, () => ['a']);
      const check = expect(outcome).rejects.toThrow('still conflicting');
      await vi.runAllTimersAsync();
      await check;
    } finally {
      vi.useRealTimers();
    }
  });
});
