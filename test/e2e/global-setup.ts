import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_ROOT } from '../../infra/local/runtime';
import { sharedRuntime, startTestRuntime, type SharedRuntime } from '../support/test-runtime';
import { buildWeb } from '../../infra/local/build-web';

const handOver = (runtime: SharedRuntime) => {
  process.env.E2E_PORT = String(runtime.port);
  process.env.E2E_RUNTIME_ENV = JSON.stringify(runtime.env);
  process.env.E2E_DATA_DIR = runtime.dataDir;
};

export default async function globalSetup() {
  // `npm test` built the app and started this suite's runtime beside other work: use it.
  const shared = sharedRuntime();
  if (shared) return handOver(shared);
  // The tests drive what a person gets from `npm start`: the production build.
  if (!process.env.E2E_SKIP_BUILD || !existsSync(join(WEB_ROOT, 'index.html'))) {
    await buildWeb();
  }
  // The same runtime `npm test` starts (in memory, IPv6, the fake rates, handlers warmed).
  const runtime = await startTestRuntime();
  handOver(runtime);
  return runtime.stop;
}
