import type { Deps } from './deps';
import { errorFields, type Logger } from './log';
import type { WorkQueue, WorkUnit } from './ports';

/** What a unit of a job did: each thing it did or tried, and figures for the log line. */
export type JobReport = {
  /** Each SMS run, reminder, invoice or hold the unit handled, with how it went (`sent`...). */
  results: ReadonlyArray<{ result: string }>;
  /** More figures for the log line (`{ due: 3 }`). */
  summary?: Record<string, number>;
};

/** One unit a job found due: a tenant (`key` = emis) or one due item, with the items due. */
export type DueUnit = { key: string; items?: string[] };

/**
 * Scheduled work a domain declares in its own `jobs.ts`. At each tick `due` finds what is due
 * through a due-time index (never by walking every company) and answers units, per tenant or
 * per due item; each unit then runs on its own (`run`), with retries and a dead letter, so one
 * tenant's failure stops nobody else's.
 */
export type Job<D = Deps> = {
  /** Names the job in the log, the tick's reply and each unit's message. */
  name: string;
  /** The units due at `now`, from one bounded Query of a due-time index. */
  due: (deps: D, now: Date) => Promise<DueUnit[]>;
  /** Does one unit's work; throws to be tried again. Safe to run twice for the same time. */
  run: (deps: D, unit: { key: string; items: string[] }, now: Date) => Promise<JobReport>;
};

/**
 * How many times a unit is tried before it goes to the dead letters: the local queue's attempts
 * and the SQS queue's maxReceiveCount (infra/cdk/scheduler-stack.ts).
 */
export const UNIT_ATTEMPTS = 3;

/** The domains' jobs as one list, in the order given: a job name used twice is refused. */
export function joinJobs<D>(domains: ReadonlyArray<readonly Job<D>[]>): Job<D>[] {
  const jobs = domains.flat();
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Job ${job.name} is declared twice`);
    names.add(job.name);
  }
  return jobs;
}

/** How many results went each way: `{ sent: 2, already: 1 }`. */
function countsOf(results: JobReport['results']): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { result } of results) counts[result] = (counts[result] ?? 0) + 1;
  return counts;
}

export type TickReply = {
  now: string;
  /**
   * Each job's units by its name, and what they did when the queue ran them at once (local
   * mode; in AWS the worker reports each unit in its own log).
   */
  jobs: Record<string, { units: number; results: ReadonlyArray<{ result: string }> }>;
  /** The jobs whose due units could not be found or handed over (logged with their error). */
  failed: string[];
  /** The units that failed every attempt (local mode; in AWS the dead-letter queue holds them). */
  deadLetters: Array<{ job: string; key: string; error: string }>;
};

/**
 * The tick (the producer): for each job in order, its due units handed to the queue. Locally the
 * queue runs them at once, so an invoice issued by one job can be reminded of by a later one in
 * the same tick; in AWS they run in the worker, each on its own. A job whose due Query throws is
 * logged by name and the next one still runs.
 */
export async function runTick<D extends { log: Logger }>(
  jobs: readonly Job<D>[],
  deps: D,
  now: Date,
  queue: WorkQueue,
): Promise<TickReply> {
  const reply: TickReply = { now: now.toISOString(), jobs: {}, failed: [], deadLetters: [] };
  for (const job of jobs) {
    try {
      const units = await job.due(deps, now);
      const done = await queue.send(
        units.map((unit) => ({
          job: job.name,
          key: unit.key,
          ...(unit.items ? { items: unit.items } : {}),
          now: reply.now,
        })),
      );
      const results = done.flatMap((d) => d.results ?? []);
      reply.jobs[job.name] = { units: units.length, results };
      for (const d of done)
        if (d.deadLetter !== undefined)
          reply.deadLetters.push({ job: job.name, key: d.unit.key, error: d.deadLetter });
      if (units.length > 0)
        deps.log.info('job ran', { job: job.name, units: units.length, ...countsOf(results) });
    } catch (error) {
      reply.failed.push(job.name);
      deps.log.error('job failed', { job: job.name, ...errorFields(error) });
    }
  }
  return reply;
}

/** The worker (the consumer): one unit's work by its job's name; throws for a retry. */
export async function runUnit<D extends { log: Logger }>(
  jobs: readonly Job<D>[],
  deps: D,
  unit: WorkUnit,
): Promise<JobReport> {
  const job = jobs.find((j) => j.name === unit.job);
  if (!job) throw new Error(`No job ${unit.job}`);
  const now = new Date(unit.now);
  if (Number.isNaN(now.getTime())) throw new Error(`Unit of ${unit.job} has no time`);
  const report = await job.run(deps, { key: unit.key, items: unit.items ?? [] }, now);
  if (report.results.length > 0)
    deps.log.info('unit ran', {
      job: job.name,
      key: unit.key,
      ...countsOf(report.results),
      ...report.summary,
    });
  return report;
}

/**
 * The time a tick runs for: the scheduled time EventBridge passes (`<aws.scheduler.scheduled-time>`,
 * so a late start still does what was due then), else `fallback` (now).
 */
export function tickTime(event: { time?: string } | undefined, fallback: Date): Date {
  const given = event?.time ? new Date(event.time) : fallback;
  return Number.isNaN(given.getTime()) ? fallback : given;
}
