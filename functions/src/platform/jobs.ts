import type { Deps } from './deps';
import { errorFields, type Logger } from './log';

/** What a job did this tick: each thing it did or tried, and figures for the log line. */
export type JobReport = {
  /** Each SMS run, reminder, invoice or hold the job handled, with how it went (`sent`...). */
  results: ReadonlyArray<{ result: string }>;
  /** More figures for the log line (`{ due: 3 }`). */
  summary?: Record<string, number>;
};

/**
 * Scheduled work a domain declares in its own `jobs.ts`: the scheduled function (the minute tick
 * locally) runs every job of functions/src/jobs.ts at each tick, each on its own.
 */
export type Job<D = Deps> = {
  /** Names the job in the log and in the tick's reply. */
  name: string;
  /** Does what is due at `now`; safe to run twice for the same time. */
  run: (deps: D, now: Date) => Promise<JobReport>;
};

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
function countsOf(report: JobReport): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { result } of report.results) counts[result] = (counts[result] ?? 0) + 1;
  return counts;
}

export type TickReply = {
  now: string;
  /** Each job's report by its name; a failed job has none. */
  jobs: Record<string, JobReport>;
  /** The jobs that threw (logged with their error); the others ran regardless. */
  failed: string[];
};

/**
 * Runs the jobs one after another, in their order (an invoice issued by one can be reminded of by
 * a later one in the same tick). A job that throws is logged with its name and the next one
 * still runs.
 */
export async function runJobs<D extends { log: Logger }>(
  jobs: readonly Job<D>[],
  deps: D,
  now: Date,
): Promise<TickReply> {
  const reply: TickReply = { now: now.toISOString(), jobs: {}, failed: [] };
  for (const job of jobs) {
    try {
      const report = await job.run(deps, now);
      reply.jobs[job.name] = report;
      if (report.results.length > 0)
        deps.log.info('job ran', { job: job.name, ...countsOf(report), ...report.summary });
    } catch (error) {
      reply.failed.push(job.name);
      deps.log.error('job failed', { job: job.name, ...errorFields(error) });
    }
  }
  return reply;
}

/**
 * The time a tick runs for: the scheduled time EventBridge passes (`<aws.scheduler.scheduled-time>`,
 * so a late start still does what was due then), else `fallback` (now).
 */
export function tickTime(event: { time?: string } | undefined, fallback: Date): Date {
  const given = event?.time ? new Date(event.time) : fallback;
  return Number.isNaN(given.getTime()) ? fallback : given;
}
