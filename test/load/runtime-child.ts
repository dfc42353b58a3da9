import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntime } from '../../infra/local/runtime';

/**
 * Starts the embedded runtime (DynamoDB in memory, a temporary data directory) in its own
 * process for benchmarks, prints one JSON line with its address and environment, and stops
 * cleanly on SIGTERM.
 */
// BENCH_DATA_DIR keeps the data (on disk) for the next run: bench:scale seeds once.
const kept = process.env.BENCH_DATA_DIR;
const runtime = await startRuntime({
  port: 0,
  dataDir: kept ?? mkdtempSync(join(tmpdir(), 'kantoor-bench-')),
  inMemory: !kept,
  env: { LOG_LEVEL: 'warn', FX_URL: 'offline' },
});
process.stdout.write(JSON.stringify({ url: runtime.url, env: runtime.env }) + '\n');
const stop = async () => {
  await runtime.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
