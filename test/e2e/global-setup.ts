import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { startRuntime, WEB_ROOT } from '../../infra/local/runtime';
import { sharedRuntime } from '../support/test-runtime';

/** A stand-in for the public exchange-rate service, as in the API tests. */
function fakeRates(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        result: 'success',
        time_last_update_utc: 'Sun, 22 Nov 2026 00:02:31 +0000',
        rates: { ZAR: 1, USD: 0.0555, EUR: 0.0481, BWP: 0.75 },
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/v6/latest/{base}`, close: () => server.close() });
    }),
  );
}

export default async function globalSetup() {
  // `npm test` built the app and started this suite's runtime beside other work: use it.
  const shared = sharedRuntime();
  if (shared) {
    process.env.E2E_PORT = String(shared.port);
    process.env.E2E_RUNTIME_ENV = JSON.stringify(shared.env);
    process.env.E2E_DATA_DIR = shared.dataDir;
    return;
  }
  // The tests drive what a person gets from `npm start`: the production build.
  if (!process.env.E2E_SKIP_BUILD || !existsSync(join(WEB_ROOT, 'index.html'))) {
    await build({ configFile: 'frontend/vite.config.ts', logLevel: 'warn' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kantoor-e2e-'));
  const rates = await fakeRates();
  const runtime = await startRuntime({
    port: 0,
    dataDir,
    inMemory: true,
    ipv6: true,
    // A busy machine: a queued sign-in (scrypt) must not hit AWS's 10 s function limit.
    env: { LOG_LEVEL: 'warn', FX_URL: rates.url, LOCAL_FUNCTION_TIMEOUT_SECONDS: '60' },
  });
  // The first call of each handler imports its module: do it once here, so that the first
  // test's page does not wait on a cold server on a busy machine.
  const base = `http://127.0.0.1:${runtime.port}`;
  for (const host of ['localhost', 'shop.localhost', 'school.localhost', 'legal.localhost']) {
    await fetch(`${base}/`, { headers: { host: `${host}:${runtime.port}` } });
    await fetch(`${base}/get-company-with-domain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: host }),
    });
  }
  await fetch(`${base}/get-logos-for-given-company`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain: 'shop.localhost' }),
  });
  process.env.E2E_PORT = String(runtime.port);
  process.env.E2E_RUNTIME_ENV = JSON.stringify(runtime.env);
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await runtime.stop();
    rates.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
