import { createHash, createHmac } from 'node:crypto';
import type { WorkDone, WorkQueue, WorkUnit } from '../ports';

export type AwsCredentials = {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
};

/** A Lambda's own credentials, from the environment the runtime sets. */
export function environmentCredentials(env = process.env): AwsCredentials {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('No AWS credentials in the environment');
  return { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN };
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** A request signed with AWS Signature Version 4 (headers only; the body is hashed in). */
export function signedHeaders(input: {
  url: URL;
  region: string;
  service: string;
  headers: Record<string, string>;
  body: string;
  credentials: AwsCredentials;
  now: Date;
}): Record<string, string> {
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v])),
    host: input.url.host,
    'x-amz-date': amzDate,
    ...(input.credentials.sessionToken
      ? { 'x-amz-security-token': input.credentials.sessionToken }
      : {}),
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    'POST',
    input.url.pathname || '/',
    '',
    ...names.map((name) => `${name}:${headers[name]!.trim()}`),
    '',
    names.join(';'),
    sha256(input.body),
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.credentials.secretAccessKey}`, day), input.region), input.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/** SQS takes at most 10 messages in one SendMessageBatch. */
const BATCH = 10;

/**
 * The queue between the tick and the job worker in AWS: SendMessageBatch over SQS's JSON
 * protocol, signed with the function's own credentials (the project holds no SQS client; this
 * is the one call it needs). Answers once every unit is accepted: the worker runs them later,
 * so it reports nothing done. A unit SQS refuses fails the send (the next tick sends it again).
 */
export class SqsWorkQueue implements WorkQueue {
  constructor(
    private readonly queueUrl: string,
    private readonly region: string,
    private readonly credentials: () => AwsCredentials = environmentCredentials,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(units: readonly WorkUnit[]): Promise<WorkDone[]> {
    const endpoint = new URL(`https://sqs.${this.region}.amazonaws.com/`);
    for (let start = 0; start < units.length; start += BATCH) {
      const body = JSON.stringify({
        QueueUrl: this.queueUrl,
        Entries: units.slice(start, start + BATCH).map((unit, i) => ({
          Id: String(start + i),
          MessageBody: JSON.stringify(unit),
        })),
      });
      const headers = signedHeaders({
        url: endpoint,
        region: this.region,
        service: 'sqs',
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': 'AmazonSQS.SendMessageBatch',
        },
        body,
        credentials: this.credentials(),
        now: new Date(),
      });
      const response = await this.fetcher(endpoint, { method: 'POST', headers, body });
      const reply = (await response.json().catch(() => ({}))) as {
        Failed?: Array<{ Id: string; Message?: string }>;
        message?: string;
      };
      if (!response.ok)
        throw new Error(`SQS refused the units: ${response.status} ${reply.message ?? ''}`.trim());
      if (reply.Failed && reply.Failed.length > 0)
        throw new Error(`SQS refused ${reply.Failed.length} units: ${reply.Failed[0]?.Message}`);
    }
    return [];
  }
}
