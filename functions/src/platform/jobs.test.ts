import { describe, expect, it } from 'vitest';
import type { Logger } from './log';
import { joinJobs, runJobs, tickTime, type Job } from './jobs';

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

const job = (name: string, outcome: 'ok' | 'throws' = 'ok'): Job<FakeDeps> => ({
  name,
  run: async (deps) => {
    deps.ran.push(name);
    if (outcome === 'throws') throw new Error(`${name} broke`);
    return { results: [{ result: 'sent' }, { result: 'sent' }, { result: 'already' }] };
  },
});

describe('the scheduled jobs', () => {
  it('runs every job in order; one that throws is logged by name and the others still run', async () => {
    const lines: Line[] = [];
    const deps: FakeDeps = { log: recordingLog(lines), ran: [] };
    const now = new Date('2026-03-02T06:00:00.000Z');
    const reply = await runJobs([job('first'), job('broken', 'throws'), job('last')], deps, now);
    expect(deps.ran).toEqual(['first', 'broken', 'last']);
    expect(reply.now).toBe(now.toISOString());
    expect(reply.failed).toEqual(['broken']);
    expect(Object.keys(reply.jobs)).toEqual(['first', 'last']);
    expect(reply.jobs.last?.results).toHaveLength(3);
    const failure = lines.find((line) => line.level === 'error');
    expect(failure).toMatchObject({ message: 'job failed', fields: { job: 'broken' } });
    expect(JSON.stringify(failure?.fields)).toContain('broken broke');
    expect(lines.filter((line) => line.level === 'info')).toEqual([
      { level: 'info', message: 'job ran', fields: { job: 'first', sent: 2, already: 1 } },
      { level: 'info', message: 'job ran', fields: { job: 'last', sent: 2, already: 1 } },
    ]);
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
