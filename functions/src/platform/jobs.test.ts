import { describe, expect, it } from 'vitest';
import type { Logger } from './log';
import { LocalWorkQueue } from './adapters/local-work-queue';
import { joinJobs, runTick, runUnit, tickTime, UNIT_ATTEMPTS, type Job } from './jobs';

type Line = { level: string; message: string; fields?: Record<string, unknown> };

function recordingLog(lines: Line[]): Logger {
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    void lines.push({ level, message, ...(fields ? { fields } : {}) });
  const log: Logger = {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: () => log,
  };
  return log;
}

type FakeDeps = { log: Logger; ran: string[] };

/** A job due for three tenants; `broken` tenants' units throw every time. */
const job = (name: string, broken: string[] = [], dueThrows = false): Job<FakeDeps> => ({
  name,
  due: async () => {
    if (dueThrows) throw new Error(`${name} index unreachable`);
    return [{ key: 'acme' }, { key: 'bongi', items: ['x1', 'x2'] }, { key: 'cyril' }];
  },
  run: async (deps, unit) => {
    deps.ran.push(`${name}:${unit.key}`);
    if (broken.includes(unit.key)) throw new Error(`${unit.key} broke`);
    return { results: [{ result: 'sent' }, ...unit.items.map(() => ({ result: 'already' }))] };
  },
});

function tick(jobs: Job<FakeDeps>[], deps: FakeDeps, now: Date) {
  const queue = new LocalWorkQueue((unit) => runUnit(jobs, deps, unit), deps.log, UNIT_ATTEMPTS);
  return { queue, reply: runTick(jobs, deps, now, queue) };
}

describe('the scheduled jobs', () => {
  it('runs each due unit on its own: one tenant that throws is retried, then dead-lettered, and the others run', async () => {
    const lines: Line[] = [];
    const deps: FakeDeps = { log: recordingLog(lines), ran: [] };
    const now = new Date('2026-03-02T06:00:00.000Z');
    const { queue, reply: pending } = tick(
      [job('first', ['bongi']), job('unreachable', [], true), job('last')],
      deps,
      now,
    );
    const reply = await pending;
    // bongi's unit was tried UNIT_ATTEMPTS times; acme and cyril once each, in both jobs.
    expect(deps.ran).toEqual([
      'first:acme',
      ...Array.from({ length: UNIT_ATTEMPTS }, () => 'first:bongi'),
      'first:cyril',
      'last:acme',
      'last:bongi',
      'last:cyril',
    ]);
    expect(reply.now).toBe(now.toISOString());
    expect(reply.failed).toEqual(['unreachable']);
    expect(reply.jobs.first).toEqual({
      units: 3,
      results: [{ result: 'sent' }, { result: 'sent' }],
    });
    expect(reply.jobs.last?.results).toHaveLength(5);
    expect(reply.deadLetters).toEqual([{ job: 'first', key: 'bongi', error: 'bongi broke' }]);
    expect(queue.deadLetters).toHaveLength(1);
    expect(queue.deadLetters[0]).toMatchObject({
      unit: { job: 'first', key: 'bongi', items: ['x1', 'x2'], now: now.toISOString() },
      attempts: UNIT_ATTEMPTS,
    });
    expect(lines.filter((l) => l.message === 'unit failed')).toHaveLength(UNIT_ATTEMPTS);
    expect(
      lines.find((l) => l.level === 'error' && l.message === 'unit dead-lettered'),
    ).toMatchObject({ fields: { job: 'first', key: 'bongi' } });
    expect(lines.find((l) => l.message === 'job failed')).toMatchObject({
      fields: { job: 'unreachable' },
    });
  });

  it('a unit that fails once is retried and then counts as done', async () => {
    const deps: FakeDeps = { log: recordingLog([]), ran: [] };
    let failures = 1;
    const flaky: Job<FakeDeps> = {
      name: 'flaky',
      due: async () => [{ key: 'acme' }],
      run: async (d, unit) => {
        d.ran.push(unit.key);
        if (failures-- > 0) throw new Error('throttled');
        return { results: [{ result: 'released' }] };
      },
    };
    const { queue, reply } = tick([flaky], deps, new Date('2026-03-02T06:00:00.000Z'));
    expect((await reply).jobs.flaky).toEqual({ units: 1, results: [{ result: 'released' }] });
    expect(deps.ran).toEqual(['acme', 'acme']);
    expect(queue.deadLetters).toEqual([]);
  });

  it('the worker refuses a unit of a job it does not know, so it is retried and dead-lettered', async () => {
    const deps: FakeDeps = { log: recordingLog([]), ran: [] };
    await expect(
      runUnit([job('first')], deps, { job: 'gone', key: 'acme', now: '2026-03-02T06:00:00Z' }),
    ).rejects.toThrow('No job gone');
  });

  it('joins the domains’ jobs in order and refuses a name used twice', () => {
    expect(joinJobs([[job('a'), job('b')], [job('c')]]).map((j) => j.name)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(() => joinJobs([[job('a')], [job('a')]])).toThrow(/a is declared twice/);
  });

  it('runs a tick at the scheduled time it is given, else now', () => {
    const now = new Date('2026-03-02T06:00:30.000Z');
    expect(tickTime({ time: '2026-03-02T06:00:00Z' }, now).toISOString()).toBe(
      '2026-03-02T06:00:00.000Z',
    );
    expect(tickTime({ time: 'not a time' }, now)).toBe(now);
    expect(tickTime(undefined, now)).toBe(now);
  });
});
