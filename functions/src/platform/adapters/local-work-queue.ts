import { errorFields, type Logger } from '../log';
import type { WorkDone, WorkQueue, WorkUnit } from '../ports';

export type DeadLetter = { unit: WorkUnit; error: string; attempts: number; at: string };

/**
 * Local mode's queue between the tick and the worker: each unit runs at once in this process,
 * in order, tried up to `attempts` times (the SQS queue's maxReceiveCount in AWS); one that
 * fails every time is logged and kept in `deadLetters`, and the next unit still runs.
 */
export class LocalWorkQueue implements WorkQueue {
  readonly deadLetters: DeadLetter[] = [];

  constructor(
    private readonly work: (unit: WorkUnit) => Promise<{ results: WorkDone['results'] }>,
    private readonly log: Logger,
    private readonly attempts: number,
  ) {}

  async send(units: readonly WorkUnit[]): Promise<WorkDone[]> {
    const done: WorkDone[] = [];
    for (const unit of units) done.push(await this.deliver(unit));
    return done;
  }

  private async deliver(unit: WorkUnit): Promise<WorkDone> {
    let last: unknown;
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      try {
        const { results } = await this.work(unit);
        return { unit, results };
      } catch (error) {
        last = error;
        this.log.warn('unit failed', {
          job: unit.job,
          key: unit.key,
          attempt,
          ...errorFields(error),
        });
      }
    }
    const error = last instanceof Error ? last.message : String(last);
    this.deadLetters.push({ unit, error, attempts: this.attempts, at: new Date().toISOString() });
    this.log.error('unit dead-lettered', { job: unit.job, key: unit.key, error });
    return { unit, deadLetter: error };
  }
}
