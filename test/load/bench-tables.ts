// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { searchTextOf } from '@shared/tables/columns';
import type { RowsPage } from '@shared/tables/types';
import { formatDateTime } from '@shared/time/sast';
import { readConfig } from '../../functions/src/platform/config';
import { createDeps, type Deps } from '../../functions/src/platform/deps';
import { findTable } from '../../functions/src/tables/registry';
import { createClient } from '../support/http-client';
import { cannonLatencies, type Request } from './cannon';
import { startChild } from './runtime';
import { summarise, type Summary } from './stats';

/**
 * npm run bench:tables — is a page of `get-table-rows` as fast on a big table as on a small one?
 * Fills the `subjects` table of one tenant with 100 rows and of another with 5,000 (written
 * directly with the ElectroDB entity, as the table store writes them), then runs autocannon
 * against POST /auth/get-table-rows (limit 10) for the first page and for a page reached
 * through a cursor, at the same concurrency for both sizes. Prints p50/p95/p99 per size and
 * the p95 ratio 5,000 / 100 rows (target <= 1.2). Env: BENCH_CONNECTIONS (16), BENCH_SECONDS
 * per measurement (8), BENCH_WARM_SECONDS per request (2), BENCH_ROUNDS (4). Exits non-zero on
 * any non-2xx response, connection error or timeout; a missed target is printed, not fatal.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const TARGET = 1.2;
const TABLE = 'subjects';
const LIMIT = 10;
const PASSWORD = 'Kantoor#2026';

type Size = {
  rows: number;
  host: string;
  email: string;
  /** The page measured through a cursor (1-based). */
  deepPage: number;
};
const SMALL: Size = {
  rows: 100,
  host: 'shop.localhost',
  email: 'admin@shop.localhost',
  deepPage: 5,
};
const LARGE: Size = {
  rows: 5000,
  host: 'agency.localhost',
  email: 'admin@agency.localhost',
  deepPage: 50,
};

const table = findTable(TABLE);
if (!table || table.binding.kind !== 'entity' || table.binding.entity !== 'subject')
  throw new Error(`${TABLE}: expected the table of the subject entity`);
const columns = table.columns;

/** The rows of the tenant's subjects partition (the store's table), counted by DynamoDB. */
async function countRows(deps: Deps, emis: string): Promise<number> {
  const base = deps.db.entities.subject.query.byCompany({ emis }).params();
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const result = await deps.db.client.send(
      new QueryCommand({ ...base, Select: 'COUNT', ExclusiveStartKey: start }),
    );
    count += result.Count ?? 0;
    start = result.LastEvaluatedKey;
  } while (start);
  return count;
}

/** Adds rows until the tenant's subjects table holds `target`: BatchWrite, 8 batches at a time. */
async function fill(deps: Deps, emis: string, target: number) {
  const missing = target - (await countRows(deps, emis));
  if (missing < 0) throw new Error(`${emis} already has more than ${target} ${TABLE}`);
  const now = formatDateTime(deps.clock.now());
  // The attributes the table store's create() writes: key, values, times, version, search text.
  let pending = Array.from({ length: missing }, (_, n) => {
    const id = ulid();
    const values = {
      subject_name: `Subject ${n + 1} ${['Mathematics', 'Accounting', 'Life Sciences', 'isiZulu'][n % 4]}`,
      code: `SUB-${String(n + 1).padStart(4, '0')}`,
      lead_educator: `educator${n % 40}@example.co.za`,
      meeting_link: `https://meet.example.co.za/${id.toLowerCase()}`,
    };
    return {
      emis,
      id,
      ...values,
      created_at: now,
      updated_at: now,
      row_version: 1,
      search_text: searchTextOf(values, columns),
    };
  });
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt === 5) throw new Error(`${emis}: ${pending.length} rows left unwritten`);
    const { unprocessed } = await deps.db.entities.subject.put(pending).go({ concurrency: 8 });
    const left = new Set(unprocessed.map((key) => key.id));
    pending = pending.filter((item) => left.has(item.id));
  }
  const count = await countRows(deps, emis);
  if (count !== target) throw new Error(`${emis}: ${count} ${TABLE} rows, expected ${target}`);
}

type Tenant = Size & { token: string; emis: string };

async function signIn(client: ReturnType<typeof createClient>, size: Size): Promise<Tenant> {
  const response = await client.post<{ token: string; user: { emis: string } }>(
    '/auth/login',
    { email: size.email, password: PASSWORD },
    { host: size.host },
  );
  if (response.status !== 200)
    throw new Error(`login ${size.email} failed: ${response.status} ${response.text}`);
  return { ...size, token: response.body.token, emis: response.body.user.emis };
}

/** The request for one page (after `cursor`), as the data-table manager sends it. */
function pageRequest(port: string, tenant: Tenant, cursor?: string): Request {
  return {
    method: 'POST',
    path: '/auth/get-table-rows',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${tenant.token}`,
      host: `${tenant.host}:${port}`,
    },
    body: JSON.stringify({ table: TABLE, queryFilter: '1=1', limit: LIMIT, cursor }),
  };
}

/** Walks the pages through their cursors to the one that opens page `page`; checks each is full. */
async function cursorOf(
  client: ReturnType<typeof createClient>,
  tenant: Tenant,
  page: number,
): Promise<string | undefined> {
  let cursor: string | undefined;
  for (let at = 1; at <= page; at += 1) {
    const response = await client.post<RowsPage>(
      '/auth/get-table-rows',
      { table: TABLE, queryFilter: '1=1', limit: LIMIT, cursor },
      { host: tenant.host, token: tenant.token },
    );
    if (response.status !== 200)
      throw new Error(`page ${at} of ${tenant.emis}: ${response.status} ${response.text}`);
    const { rows, cursor: next } = response.body;
    if (rows.length !== LIMIT || !next)
      throw new Error(`page ${at} of ${tenant.emis}: ${rows.length} rows, cursor ${next}`);
    if (at < page) cursor = next;
  }
  return cursor;
}

/**
 * Measures two requests for `SECONDS` each, in `ROUNDS` slices each ordered A B, B A, A B...
 * so that a passing disturbance (the machine's other work, a GC of DynamoDB Local) falls on
 * both sides alike instead of on whichever ran second.
 */
async function pair(base: string, a: Request, b: Request): Promise<[Summary, Summary]> {
  const load = { connections: CONNECTIONS, seconds: SECONDS / ROUNDS };
  const latencies: [number[], number[]] = [[], []];
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const side of order)
      latencies[side].push(...(await cannonLatencies(base, side === 0 ? a : b, load)));
  }
  return [summarise(latencies[0], SECONDS), summarise(latencies[1], SECONDS)];
}

const cell = (value: string, width = 9) => value.padStart(width);
const ms = (value: number) => cell(value.toFixed(2));
const ratioOf = (large: Summary, small: Summary) => (large.p95 / small.p95).toFixed(2);
const verdict = (ratio: string) =>
  `${ratio} (target <= ${TARGET}) ${Number(ratio) <= TARGET ? 'ok' : 'MISSED'}`;

const runtime = await startChild();
try {
  const port = new URL(runtime.url).port;
  const base = `http://127.0.0.1:${port}`;
  const client = createClient(base);
  const deps = createDeps(readConfig({ ...process.env, ...runtime.env, LOG_LEVEL: 'silent' }));
  const [small, large] = await Promise.all([signIn(client, SMALL), signIn(client, LARGE)]);
  if (small.emis === large.emis) throw new Error('the two sizes need two tenants');

  const filling = performance.now();
  await Promise.all([fill(deps, small.emis, small.rows), fill(deps, large.emis, large.rows)]);
  const filled = Math.round((performance.now() - filling) / 100) / 10;
  console.log(
    `bench:tables — ${TABLE}: ${small.rows} rows in ${small.emis}, ${large.rows} in ${large.emis} (written in ${filled} s)`,
  );

  const requests = {
    small: {
      first: pageRequest(port, small),
      deep: pageRequest(port, small, await cursorOf(client, small, small.deepPage)),
    },
    large: {
      first: pageRequest(port, large),
      deep: pageRequest(port, large, await cursorOf(client, large, large.deepPage)),
    },
  };
  // Warm every request the same way (JIT of DynamoDB Local and of the runtime, connections).
  for (const request of [
    requests.small.first,
    requests.large.first,
    requests.small.deep,
    requests.large.deep,
  ]) {
    await cannonLatencies(base, request, { connections: CONNECTIONS, seconds: WARM_SECONDS });
  }

  const [smallFirst, largeFirst] = await pair(base, requests.small.first, requests.large.first);
  const [smallDeep, largeDeep] = await pair(base, requests.small.deep, requests.large.deep);

  console.log(
    `\nPOST /auth/get-table-rows, limit ${LIMIT} — ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating slices (latency in ms)`,
  );
  console.log(
    `${'page'.padEnd(12)}${cell('rows', 6)}${cell('p50')}${cell('p95')}${cell('p99')}${cell('rate', 11)}   p95 ratio ${large.rows}/${small.rows}`,
  );
  const line = (page: string, rows: number, s: Summary, ratio = '') =>
    console.log(
      `${page.padEnd(12)}${cell(String(rows), 6)}${ms(s.p50)}${ms(s.p95)}${ms(s.p99)}${cell(String(s.perSecond), 9)}/s   ${ratio}`,
    );
  const firstRatio = ratioOf(largeFirst, smallFirst);
  const deepRatio = ratioOf(largeDeep, smallDeep);
  line('first page', small.rows, smallFirst);
  line('first page', large.rows, largeFirst, verdict(firstRatio));
  line(`page ${small.deepPage}`, small.rows, smallDeep);
  line(`page ${large.deepPage}`, large.rows, largeDeep, verdict(deepRatio));
} finally {
  await runtime.stop();
}
