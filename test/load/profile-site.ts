// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { startRuntime } from '../../infra/local/runtime';

/**
 * node --import tsx test/load/profile-site.ts — one page document at a time (no concurrency) on an in-process runtime:
 * per path, the Node CPU ms and wall ms of a request, the DynamoDB and S3 calls it made and the
 * items DynamoDB read (ScannedCount) for it. `--runs N` (default 20) requests per path after two
 * warm-ups; `--paths /,/web-store` and `--host shop.localhost` choose the pages.
 */
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const RUNS = Number(arg('runs', '20'));
const HOST = arg('host', 'shop.localhost');
const PATHS = arg('paths', '/,/web-store,/web-store?category=Phones,/contact-us').split(',');

type Tally = { calls: Map<string, number>; scanned: number };
let tally: Tally = { calls: new Map(), scanned: 0 };

// Every SDK call the handlers make goes through one of these clients' send.
for (const client of [DynamoDBClient, DynamoDBDocumentClient, S3Client]) {
  const proto = client.prototype as unknown as { send: (...args: unknown[]) => Promise<unknown> };
  const send = proto.send;
  proto.send = async function counted(this: unknown, ...args: unknown[]) {
    const name = (args[0] as { constructor: { name: string } }).constructor.name;
    tally.calls.set(name, (tally.calls.get(name) ?? 0) + 1);
    const out = (await send.apply(this, args)) as { ScannedCount?: number; Count?: number };
    tally.scanned += out?.ScannedCount ?? (out && 'Item' in out ? 1 : 0);
    return out;
  };
}

const runtime = await startRuntime({
  port: 0,
  dataDir: mkdtempSync(join(tmpdir(), 'kantoor-profile-')),
  inMemory: true,
  schedulerTick: false,
  env: { LOG_LEVEL: 'warn', FX_URL: 'offline' },
});
const port = runtime.port;

async function once(path: string) {
  tally = { calls: new Map(), scanned: 0 };
  const cpu = process.cpuUsage();
  const start = performance.now();
  // node:http, not fetch: fetch does not send a Host header of its own choosing.
  const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `${HOST}:${port}`, accept: 'text/html' } },
      (r) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (text += chunk));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end();
  });
  const body = res.body;
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return {
    status: res.status,
    bytes: body.length,
    wall,
    cpu: (used.user + used.system) / 1000,
    calls: tally.calls,
    scanned: tally.scanned,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
try {
  const rows: string[] = [];
  for (const path of PATHS) {
    await once(path);
    await once(path);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await once(path));
    const last = runs[runs.length - 1]!;
    const calls = [...last.calls].map(([name, n]) => `${name.replace(/Command$/, '')} ${n}`);
    rows.push(
      [
        path.padEnd(28),
        String(last.status).padEnd(4),
        `${(last.bytes / 1024).toFixed(0)} KB`.padEnd(8),
        `cpu ${median(runs.map((r) => r.cpu)).toFixed(1)} ms`.padEnd(14),
        `wall ${median(runs.map((r) => r.wall)).toFixed(1)} ms`.padEnd(16),
        `items read ${last.scanned}`.padEnd(16),
        calls.join(', '),
      ].join(' '),
    );
  }
  process.stdout.write(`${HOST}, median of ${RUNS} sequential requests per path:\n`);
  process.stdout.write(rows.join('\n') + '\n');
} finally {
  await runtime.stop();
}
