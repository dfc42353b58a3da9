import { jobs } from '../jobs';
import { LocalWorkQueue } from '../platform/adapters/local-work-queue';
import { SqsWorkQueue } from '../platform/adapters/sqs-work-queue';
import { getDeps, type Deps } from '../platform/deps';
import { runUnit, UNIT_ATTEMPTS } from '../platform/jobs';
import { errorFields } from '../platform/log';
import type { WorkQueue, WorkUnit } from '../platform/ports';

const queues = new WeakMap<Deps, WorkQueue>();

/**
 * The queue the tick hands units to: SQS in AWS (JOB_QUEUE_URL, the worker Lambda below takes
 * them), else this process, which runs each unit at once through the same `runUnit`, with the
 * same attempts, and keeps its dead letters (one queue per deps, so they accumulate).
 */
export function workQueue(deps: Deps): WorkQueue {
  let queue = queues.get(deps);
  if (!queue) {
    queue = deps.config.jobQueueUrl
      ? new SqsWorkQueue(deps.config.jobQueueUrl, deps.config.region)
      : new LocalWorkQueue((unit) => runUnit(jobs, deps, unit), deps.log, UNIT_ATTEMPTS);
    queues.set(deps, queue);
  }
  return queue;
}

export type SqsBatch = { Records?: Array<{ messageId: string; body: string }> };

/**
 * The job worker (AWS): the SQS event source hands it a batch of units; each runs on its own and
 * a failing one is reported alone (`batchItemFailures`), so SQS retries only it and, after
 * UNIT_ATTEMPTS receives, moves it to the dead-letter queue (whose alarm then fires).
 */
export const handler = async (event: SqsBatch) => {
  const deps = getDeps();
  const batchItemFailures: Array<{ itemIdentifier: string }> = [];
  for (const record of event.Records ?? []) {
    try {
      await runUnit(jobs, deps, JSON.parse(record.body) as WorkUnit);
    } catch (error) {
      deps.log.error('unit failed', { message: record.messageId, ...errorFields(error) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
