import { afterAll, describe, expect, it, vi } from 'vitest';

// The worker's registry: one job whose unit for 'broken' throws.
vi.mock('../jobs', () => ({
  jobs: [
    {
      name: 'fake',
      due: async () => [],
      run: async (_deps: unknown, unit: { key: string }) => {
        if (unit.key === 'broken') throw new Error('broken unit');
        return { results: [{ result: 'done' }] };
      },
    },
  ],
}));
vi.mock('../platform/deps', () => {
  const log = { debug() {}, info() {}, warn() {}, error() {}, child: () => log };
  return { getDeps: () => ({ log }) };
});

// Nor does a later file get the `./work` made with these mocks.
afterAll(() => {
  vi.resetModules();
});

describe('the job worker (SQS event source)', () => {
  it('reports only the failing unit of a batch, so SQS retries it alone', async () => {
    // The unit suite shares one module graph between files (isolate: false): a fresh `./work`
    // that sees this file's mocks, not one another file imported with the real registry.
    vi.resetModules();
    const { handler } = await import('./work');
    const unit = (key: string) => JSON.stringify({ job: 'fake', key, now: '2026-03-02T06:00:00Z' });
    const reply = await handler({
      Records: [
        { messageId: 'm1', body: unit('acme') },
        { messageId: 'm2', body: unit('broken') },
        { messageId: 'm3', body: unit('cyril') },
        { messageId: 'm4', body: 'not json' },
      ],
    });
    expect(reply).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm2' }, { itemIdentifier: 'm4' }],
    });
  });
});
