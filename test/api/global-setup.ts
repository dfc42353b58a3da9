import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { WEB_ROOT } from '../../infra/local/runtime';
import { sharedRuntime, startTestRuntime, type SharedRuntime } from '../support/test-runtime';
import { buildWeb } from '../../infra/local/build-web';

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

/**
 * One embedded runtime for the API suites: DynamoDB Local in memory, s3rver and the handlers
 * behind the local HTTP server on a free port, seeded with the demo companies.
 */
export default async function setup(project: TestProject) {
  const handOver = (runtime: SharedRuntime) => {
    project.provide('baseUrl', runtime.url.replace('localhost', '127.0.0.1'));
    project.provide('runtimeEnv', runtime.env);
    project.provide('dataDir', runtime.dataDir);
    project.provide('clockOffsetMs', runtime.clockOffsetMs);
  };
  // `npm test` started this suite's runtime beside other work: use it.
  const shared = sharedRuntime();
  if (shared) return handOver(shared);
  // Page documents are the built index.html with a site's data: build once when missing.
  if (
    !existsSync(join(WEB_ROOT, 'index.html')) ||
    !existsSync(join(WEB_ROOT, '..', 'dist-ssr', 'entry-server.mjs'))
  ) {
    await buildWeb();
  }
  // The same runtime `npm test` starts (in memory, the fake rates, handlers warmed).
  const runtime = await startTestRuntime();
  handOver(runtime);
  return runtime.stop;
}
