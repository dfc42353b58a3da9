import { startTestRuntime } from './test-runtime';

/**
 * The test runtime in its own process (tools/test.ts starts one per suite): prints one JSON line
 * with its address, environment and DATA_DIR, and stops on SIGTERM or when its parent goes away
 * (stdin closes).
 */
const runtime = await startTestRuntime();
const { stop, ...shared } = runtime;
process.stdout.write(`${JSON.stringify(shared)}\n`);
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stop();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
process.stdin.on('end', () => void shutdown());
process.stdin.resume();
