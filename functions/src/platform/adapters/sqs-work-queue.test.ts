import type { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { SqsWorkQueue } from './sqs-work-queue';

describe('the SQS work queue', () => {
  it('sends the units in SendMessageBatch calls of at most 10, to its queue', async () => {
    const sent: SendMessageBatchCommand[] = [];
    const queue = new SqsWorkQueue(
      'https://sqs.af-south-1.amazonaws.com/123456789012/units',
      'af-south-1',
      async (command) => {
        sent.push(command);
        return { Successful: [], Failed: [] };
      },
    );
    const units = Array.from({ length: 12 }, (_, i) => ({
      job: 'store-holds',
      key: `shop-${i}`,
      items: ['o1'],
      now: '2026-03-02T06:00:00.000Z',
    }));
    expect(await queue.send(units)).toEqual([]);
    expect(sent.map((c) => c.input.Entries?.length)).toEqual([10, 2]);
    expect(sent[0]!.input.QueueUrl).toBe('https://sqs.af-south-1.amazonaws.com/123456789012/units');
    expect(sent[1]!.input.Entries?.map((e) => e.Id)).toEqual(['10', '11']);
    expect(JSON.parse(sent[0]!.input.Entries![3]!.MessageBody!)).toEqual(units[3]);
  });

  it('fails the send when SQS refuses a unit, so the tick names the job as failed', async () => {
    const queue = new SqsWorkQueue('https://q', 'af-south-1', async () => ({
      Failed: [{ Id: '0', Message: 'throttled' }],
    }));
    await expect(
      queue.send([{ job: 'j', key: 'k', now: '2026-03-02T06:00:00.000Z' }]),
    ).rejects.toThrow('SQS refused 1 units: throttled');
  });
});
