import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { startRuntime, WEB_ROOT, type Runtime } from '../../infra/local/runtime';
import { sharedRuntime } from '../support/test-runtime';

declare module 'vitest' {
  // Module augmentation merges only with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string;
    runtimeEnv: Record<string, string>;
    dataDir: string;
    /** The runtime's clock less the system's (0 unless KANTOOR_CLOCK sets it). */
    clockOffsetMs: number;
  }
}

/** A stand-in for the public exchange-rate service (open.er-api.com's answer shape). */
function startFakeRates(): Promise<Server> {
  const server = createServer((req, res) => {
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
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let runtime: Runtime | undefined;

/**
 * One embedded runtime for the API suites: DynamoDB Local in memory, s3rver and the handlers
 * behind the local HTTP server on a free port, seeded with the demo companies.
 */
export default async function setup(project: TestProject) {
  // `npm test` started this suite's runtime beside other work: use it.
  const shared = sharedRuntime();
  if (shared) {
    project.provide('baseUrl', shared.url.replace('localhost', '127.0.0.1'));
    project.provide('runtimeEnv', shared.env);
    project.provide('dataDir', shared.dataDir);
    project.provide('clockOffsetMs', shared.clockOffsetMs);
    return;
  }
  // Page documents are the built index.html with a site's data: build once when missing.
  if (!existsSync(join(WEB_ROOT, 'index.html'))) {
    await build({ configFile: 'frontend/vite.config.ts', logLevel: 'warn' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kantoor-api-'));
  const rates = await startFakeRates();
  const address = rates.address();
  const ratesPort = typeof address === 'object' && address ? address.port : 0;
  runtime = await startRuntime({
    port: 0,
    dataDir,
    inMemory: true,
    env: {
      LOG_LEVEL: 'warn',
      LOG_FILE: join(dataDir, 'api.log'),
      FX_URL: `http://127.0.0.1:${ratesPort}/v6/latest/{base}`,
      // All suites at once on a busy machine: a queued sign-in must not hit AWS's 10 s.
      LOCAL_FUNCTION_TIMEOUT_SECONDS: '60',
    },
  });
  project.provide('baseUrl', runtime.url.replace('localhost', '127.0.0.1'));
  project.provide('runtimeEnv', runtime.env);
  project.provide('dataDir', dataDir);
  project.provide('clockOffsetMs', runtime.clock.now().getTime() - Date.now());
  return async () => {
    await runtime?.stop();
    rates.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
