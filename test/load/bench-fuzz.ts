// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

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
 * non-zero on any 5xx or write by a refused request. Env: FUZZ_REQUESTS (20000), FUZZ_SEED (29).
 */
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? 29);

const runtime = await startChild();
let failed: boolean;
try {
  const client = createClient(`http://127.0.0.1:${new URL(runtime.url).port}`);
  const deps = createDeps(readConfig({ ...process.env, ...runtime.env, LOG_LEVEL: 'silent' }));
  const routes = await fuzzRoutes();
  const company = await fuzzCompany(client, deps);
  const started = performance.now();
  let shown = 0;
  const report = await fuzz({
    client,
    deps,
    emis: company.emis,
    routes,
    total: TOTAL,
    seed: SEED,
    callerOf: company.callerOf,
    onRoute: (_route, done) => {
      if (done - shown >= 2000) {
        shown = done;
        console.log(`  ${done} requests…`);
      }
    },
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(
    `\nbench:fuzz — seed ${SEED}, ${routes.length} routes, ${report.requests} requests in ${seconds} s; ` +
      `${report.snapshots} snapshots of the tenant (${Math.round(report.snapshotMs / 1000)} s); ` +
      `successes whose writes the snapshots saw: ${report.seenWrites}\n` +
      `not compared (written legitimately by refusals): ${EXCLUDED_ITEMS.join(', ')}\n`,
  );
  console.log(formatReport(report));
  if (report.failures.length > 0) console.log(`\nFailures:\n${report.failures.join('\n')}`);
  failed = report.failures.length > 0 || report.seenWrites === 0;
} finally {
  await runtime.stop();
}
process.exit(failed ? 1 : 0);
