// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { readConfig } from '../../functions/src/platform/config';
import { createDeps } from '../../functions/src/platform/deps';
import { EXCLUDED_ITEMS, formatReport, fuzz, fuzzCompany, fuzzRoutes } from '../support/fuzz';
import { createClient } from '../support/http-client';
import { startChild } from './runtime';

/**
 * npm run bench:fuzz — 20,000 schema-aware fuzzed requests over every route of the table (issue
 * 29 item 2; the generator is test/support/fuzz.ts, the short run is test/api/fuzz.test.ts), as
 * users at each route's level of a Legal-plan company of its own and as the public on its site.
 * Prints per route group: requests, 2xx, 4xx, 5xx, the refusals whose writes were compared and
 * the comparisons that found a write; then every failure with the seed, route and body. Exits
 * non-zero on any 5xx or write by a refused request. Env: FUZZ_REQUESTS (20000), FUZZ_SEED (29),
 * FUZZ_MINUTES (no budget).
 */
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? 29);
// A time budget: past it the run stops after the current route, prints what it did and fails.
const BUDGET_S = Number(process.env.FUZZ_MINUTES ?? 0) * 60;

// DynamoDB Local on disk, so that its file tells whether anything was written (`unchanged`).
const dataDir = mkdtempSync(join(tmpdir(), 'kantoor-fuzz-'));
const runtime = await startChild({ dataDir });
let failed: boolean;
try {
  const client = createClient(`http://127.0.0.1:${new URL(runtime.url).port}`);
  const deps = createDeps(readConfig({ ...process.env, ...runtime.env, LOG_LEVEL: 'silent' }));
  const dbFile = join(dataDir, 'dynamodb', 'shared-local-instance.db');
  if (!existsSync(dbFile)) throw new Error(`DynamoDB Local keeps no file at ${dbFile}`);
  // The snapshot after each request read the whole tenant (every partition, growing with the
  // successes' writes): 20,000 requests did not finish. Most of those requests (reads, refusals
  // that write nothing) leave the database as it was, which SQLite says for free: its header's
  // file change counter (bytes 24-27) moves with every committed write transaction (rollback
  // journal, DynamoDB Local's default). DynamoDB Local answers before its COMMIT job ran (see
  // bench-crash.ts), so one consistent read through its single SQLite queue (FIFO) first lets
  // every queued COMMIT run. An unchanged counter means nothing anywhere was written: the last
  // snapshot is still exact. Any change (the tenant's, another's, a scheduler's) reads it again.
  let counter: number | undefined;
  const unchanged = async () => {
    await deps.db.client.send(
      new GetCommand({
        TableName: deps.config.tableName,
        Key: { pk: 'bench-fuzz#drain', sk: 'drain' },
        ConsistentRead: true,
      }),
    );
    const header = Buffer.alloc(4);
    const file = openSync(dbFile, 'r');
    try {
      readSync(file, header, 0, 4, 24);
    } finally {
      closeSync(file);
    }
    const now = header.readUInt32BE(0);
    const same = counter === now;
    counter = now;
    return same;
  };
  const routes = await fuzzRoutes();
  const company = await fuzzCompany(client, deps);
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) / 1000);
  let shown = 0;
  let routesDone = 0;
  let stopped = false;
  const report = await fuzz({
    client,
    deps,
    emis: company.emis,
    routes,
    total: TOTAL,
    seed: SEED,
    callerOf: company.callerOf,
    unchanged,
    onRoute: (_route, done) => {
      routesDone += 1;
      if (done - shown >= 500) {
        shown = done;
        console.log(`  ${done} requests, ${routesDone} routes, ${elapsed()} s…`);
      }
      if (BUDGET_S && elapsed() > BUDGET_S && routesDone < routes.length) {
        stopped = true;
        return 'stop';
      }
    },
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(
    `\nbench:fuzz — seed ${SEED}, ${routes.length} routes, ${report.requests} requests in ${seconds} s; ` +
      `${report.snapshots} snapshots of the tenant (${Math.round(report.snapshotMs / 1000)} s), ` +
      `${report.skipped} more answered by DynamoDB Local's unchanged file; ` +
      `successes whose writes the snapshots saw: ${report.seenWrites}\n` +
      `not compared (written legitimately by refusals): ${EXCLUDED_ITEMS.join(', ')}\n`,
  );
  if (stopped)
    console.log(
      `STOPPED by FUZZ_MINUTES=${process.env.FUZZ_MINUTES} after ${report.requests} of ${TOTAL} requests: ` +
        `routes 1-${routesDone} of ${routes.length} (in the table's order) fuzzed, the rest not\n`,
    );
  console.log(formatReport(report));
  if (report.failures.length > 0) console.log(`\nFailures:\n${report.failures.join('\n')}`);
  failed = stopped || report.failures.length > 0 || report.seenWrites === 0;
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
