import { describe, expect, it } from 'vitest';
import { signedHeaders, SqsWorkQueue } from './sqs-work-queue';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'tok' };

describe('the SQS work queue', () => {
  it('sends the units in signed SendMessageBatch calls of at most 10', async () => {
    const calls: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
    const fetcher = (async (url: URL, init: RequestInit) => {
      calls.push({
        url: String(url),
        headers: init.headers as Record<string, string>,
        body: String(init.body),
      });
      return new Response(JSON.stringify({ Successful: [], Failed: [] }), { status: 200 });
    }) as unknown as typeof fetch;
    const queue = new SqsWorkQueue(
      'https://sqs.af-south-1.amazonaws.com/123456789012/units',
      'af-south-1',
      () => credentials,
      fetcher,
    );
    const units = Array.from({ length: 12 }, (_, i) => ({
      job: 'store-holds',
      key: `shop-${i}`,
      items: ['o1'],
      now: '2026-03-02T06:00:00.000Z',
    }));
    expect(await queue.send(units)).toEqual([]);
    expect(calls.map((c) => JSON.parse(c.body).Entries.length)).toEqual([10, 2]);
    const first = calls[0]!;
    expect(first.url).toBe('https://sqs.af-south-1.amazonaws.com/');
    expect(first.headers['x-amz-target']).toBe('AmazonSQS.SendMessageBatch');
    expect(first.headers['x-amz-security-token']).toBe('tok');
    expect(first.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/af-south-1\/sqs\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target, Signature=[0-9a-f]{64}$/,
    );
    expect(JSON.parse(JSON.parse(first.body).Entries[3].MessageBody)).toEqual(units[3]);
  });

  it('fails the send when SQS refuses a unit, so the tick names the job as failed', async () => {
    const fetcher = (async () =>
      new Response(JSON.stringify({ Failed: [{ Id: '0', Message: 'throttled' }] }), {
        status: 200,
      })) as unknown as typeof fetch;
    const queue = new SqsWorkQueue('https://q', 'af-south-1', () => credentials, fetcher);
    await expect(
      queue.send([{ job: 'j', key: 'k', now: '2026-03-02T06:00:00.000Z' }]),
    ).rejects.toThrow('SQS refused 1 units: throttled');
  });

  it('signs the same request the same way, and a changed body differently', () => {
    const input = {
      url: new URL('https://sqs.af-south-1.amazonaws.com/'),
      region: 'af-south-1',
      service: 'sqs',
      headers: { 'content-type': 'application/x-amz-json-1.0' },
      body: '{}',
      credentials,
      now: new Date('2026-03-02T06:00:00.000Z'),
    };
    expect(signedHeaders(input)).toEqual(signedHeaders(input));
    expect(signedHeaders(input)['x-amz-date']).toBe('20260302T060000Z');
    expect(signedHeaders(input).authorization).not.toBe(
      signedHeaders({ ...input, body: '{"a":1}' }).authorization,
    );
  });
});
