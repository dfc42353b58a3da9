import { mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from './bootstrap';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { freePort } from './free-port';
import { createApiServer, loadRoutes } from './http-server';
import { createSandboxGateway, sandboxGatewayEnv } from './sandbox-gateway';
import { startS3Local, type S3Local } from './s3-local';
import { startSchedulerTick } from './scheduler';
import type { Clock } from '../../functions/src/platform/ports';
import type { MigrationReport } from '../../functions/src/system/migrations/runner';

// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const FUNCTIONS_SRC = join(ROOT, 'functions', 'src');
export const WEB_ROOT = join(ROOT, 'frontend', 'dist');

export type RuntimeOptions = {
  port: number;
  dataDir: string;
  /** Keep DynamoDB in memory (tests, benchmarks); files (keys, outbox, S3) still go to dataDir. */
  inMemory?: boolean;
  reset?: boolean;
  /** Extra environment for the handlers (LOG_LEVEL, FX_URL...). */
  env?: Record<string, string>;
  /** Also listen on ::1 so that browsers resolving *.localhost to IPv6 reach the server. */
  ipv6?: boolean;
  /** Run the SMS dispatcher every minute (default on). */
  schedulerTick?: boolean;
};

export type Runtime = {
  url: string;
  port: number;
  dataDir: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  seeded: 'seeded' | 'already';
  /** The data migrations this start ran (system/migrations), as a deploy runs them in AWS. */
  migrations: MigrationReport[];
  /** The environment the handlers run with, for tools that talk to the same stores. */
  env: Record<string, string>;
  /** The handlers' clock: the system's, or the one KANTOOR_CLOCK sets (local mode). */
  clock: Clock;
  stop: () => Promise<void>;
};

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolveClose) => {
    server.close(() => resolveClose());
    server.closeAllConnections();
  });
}

/**
 * The embedded default: DynamoDB Local and s3rver with their data in `dataDir`, the table and
 * bucket created when missing, the demo seed on first start, and one HTTP server for the API
 * (the same handler modules as the Lambdas) and the React build.
 */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const dataDir = resolve(options.dataDir);
  if (options.reset) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(join(dataDir, 'outbox'), { recursive: true });

  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    stops.length = 0;
  };

  try {
    const [dynamo, s3]: [DynamoDbLocal, S3Local] = await Promise.all([
      startDynamoDbLocal({
        dataDir: options.inMemory ? undefined : join(dataDir, 'dynamodb'),
        workDir: dataDir,
      }),
      startS3Local({ directory: join(dataDir, 's3'), bucket: 'kantoor-media' }),
    ]);
    stops.push(dynamo.stop, s3.stop);

    // The port is known before the handlers' environment: the sandbox gateway's validate address
    // is on it.
    const port = options.port === 0 ? await freePort() : options.port;
    const env: Record<string, string> = {
      KANTOOR_MODE: 'local',
      AWS_REGION: 'af-south-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      TABLE_NAME: 'kantoor',
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      MEDIA_BUCKET: 'kantoor-media',
      S3_ENDPOINT: s3.endpoint,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      KEY_DIR: join(dataDir, 'keys'),
      TENANT_HOST_HEADER: 'host',
      SITE_INDEX_FILE: join(WEB_ROOT, 'index.html'),
      SITE_PUBLIC_FILE: join(WEB_ROOT, 'public.html'),
      SITE_RENDERER_FILE: join(ROOT, 'frontend', 'dist-ssr', 'entry-server.mjs'),
      ...sandboxGatewayEnv(port),
      ...options.env,
    };
    Object.assign(process.env, env);

    const client = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'af-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTable(client, env.TABLE_NAME ?? 'kantoor');
    client.destroy();

    // Imported only now: the handlers read their configuration from the environment set above.
    const { getDeps } = await import('../../functions/src/platform/deps');
    const { seedIfEmpty } = await import('./seed/seed');
    const seeded = await seedIfEmpty(getDeps());
    // The deployed data's migrations, before the first request (a finished one reads one item).
    const { runMigrations } = await import('../../functions/src/system/migrations/runner');
    const { reports: migrations } = await runMigrations(getDeps());

    // The SMS scheduler: what EventBridge Scheduler does in AWS, an in-process tick here.
    if (options.schedulerTick !== false) stops.push(await startSchedulerTick(dataDir, env));

    const routes = await loadRoutes(FUNCTIONS_SRC);
    const sandbox = createSandboxGateway();
    const server = createApiServer(routes, WEB_ROOT, sandbox);
    await listen(server, port, '127.0.0.1');
    stops.push(() => close(server));
    if (options.ipv6) {
      const v6 = createApiServer(routes, WEB_ROOT, sandbox);
      // A machine without IPv6 loopback simply serves IPv4.
      if (
        await listen(v6, port, '::1').then(
          () => true,
          () => false,
        )
      )
        stops.push(() => close(v6));
    }

    return {
      url: `http://localhost:${port}`,
      port,
      dataDir,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      seeded,
      migrations,
      env,
      clock: getDeps().clock,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
