import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { WorkDone, WorkQueue, WorkUnit } from '../ports';

/** SQS takes at most 10 messages in one SendMessageBatch. */
const BATCH = 10;

/** The one SQS call the queue makes (an SQSClient's `send`, or a test's stand-in). */
export type SendBatch = (command: SendMessageBatchCommand) => Promise<{
  Failed?: Array<{ Id?: string; Message?: string }>;
}>;

/**
 * The queue between the tick and the job worker in AWS: SendMessageBatch, ten units a call.
 * Answers once every unit is accepted: the worker runs them later, so it reports nothing done.
 * A unit SQS refuses fails the send (the tick names the job as failed; the next tick sends it
 * again, and each unit is safe to run twice).
 */
export class SqsWorkQueue implements WorkQueue {
  private readonly sendBatch: SendBatch;

  constructor(
    private readonly queueUrl: string,
    region: string,
    sendBatch?: SendBatch,
  ) {
    if (sendBatch) this.sendBatch = sendBatch;
    else {
      const client = new SQSClient({ region });
      this.sendBatch = (command) => client.send(command);
    }
  }

  async send(units: readonly WorkUnit[]): Promise<WorkDone[]> {
    for (let start = 0; start < units.length; start += BATCH) {
      const reply = await this.sendBatch(
        new SendMessageBatchCommand({
          QueueUrl: this.queueUrl,
          Entries: units.slice(start, start + BATCH).map((unit, i) => ({
            Id: String(start + i),
            MessageBody: JSON.stringify(unit),
          })),
        }),
      );
      if (reply.Failed && reply.Failed.length > 0)
        throw new Error(`SQS refused ${reply.Failed.length} units: ${reply.Failed[0]?.Message}`);
    }
    return [];
  }
}
