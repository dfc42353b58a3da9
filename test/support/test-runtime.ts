import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntime } from '../../infra/local/runtime';

/**
 * The local runtime `npm test` started for a suite (tools/test.ts starts it beside other work,
 * after one web build, and passes it on in this variable); each suite's global setup starts its
 * own when it is unset, so that `npx vitest run --project api` or `npx playwright test` alone
 * still work.
 */
export const SHARED_RUNTIME_VAR = 'KANTOOR_TEST_RUNTIME';

export type SharedRuntime = {
  /** http://localhost:PORT; *.localhost hosts reach it over IPv4 and IPv6. */
  url: string;
  port: number;
  /** The environment the handlers run with, for tests that reach the same stores. */
  env: Record<string, string>;
  dataDir: string;
  /** The runtime's clock less the system's (0 unless KANTOOR_CLOCK sets it). */
  clockOffsetMs: number;
};

/** The runtime `npm test` started for this suite, if any. */
export function sharedRuntime(): SharedRuntime | undefined {
  const raw = process.env[SHARED_RUNTIME_VAR];
  return raw ? (JSON.parse(raw) as SharedRuntime) : undefined;
}

/** A stand-in for the public exchange-rate service (open.er-api.com's answer shape). */
function fakeRates(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        result: 'success',
        base_code: 'ZAR',
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

/**
 * The runtime both global setups start on their own (DynamoDB in memory, a temporary DATA_DIR,
 * the fake rate service, IPv6 for the browser), with the handlers warmed. The web build must
 * exist (frontend/dist).
 */
export async function startTestRuntime(): Promise<SharedRuntime & { stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kantoor-test-'));
  const rates = await fakeRates();
  const runtime = await startRuntime({
    port: 0,
    dataDir,
    inMemory: true,
    ipv6: true,
    env: {
      LOG_LEVEL: 'warn',
      LOG_FILE: join(dataDir, 'api.log'),
      FX_URL: rates.url,
      // All suites at once on a busy machine: a queued sign-in must not hit AWS's 10 s.
      LOCAL_FUNCTION_TIMEOUT_SECONDS: '60',
      // The caller's address as the edge passes it in AWS: a suite can be several buyers (the
      // per-address limits, store/limits.ts); without the header, the connection's address.
      CLIENT_IP_HEADER: 'x-forwarded-for',
      // The passwords the suites set, hashed at the demo cost (auth/passwords.ts `passwordsAt`):
      // some 80 registrations, invitations and their sign-ins were 29 CPU-seconds at N=2^17.
      KANTOOR_PASSWORD_COST: 'test',
    },
  });
  // The first call of each handler imports its module: once here, not in a test's budget.
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
  return {
    url: runtime.url,
    port: runtime.port,
    env: runtime.env,
    dataDir,
    clockOffsetMs: runtime.clock.now().getTime() - Date.now(),
    stop: async () => {
      await runtime.stop();
      rates.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
