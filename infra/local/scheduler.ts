import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a running runtime writes its handlers' environment, for `npm run scheduler:tick`. */
export const RUNTIME_ENV_FILE = 'runtime-env.json';
const MINUTE = 60_000;

/**
 * Runs the tick of the registry's jobs (functions/src/jobs.ts: the SMS runs due, the fee
 * reminders, the recurring invoices, the invoice reminders, the store's lapsed holds) every
 * minute, on the minute, as EventBridge Scheduler calls the scheduled function in AWS; each
 * job's due units run through the local work queue (system/work.ts). A tick that is still
 * running when the next is due is not doubled. Also writes the environment to
 * `DATA_DIR/runtime-env.json` (removed on stop) so that the scheduler:tick script can reach
 * this runtime's DynamoDB Local.
 */
export async function startSchedulerTick(
  dataDir: string,
  env: Record<string, string>,
): Promise<() => Promise<void>> {
  const { getDeps } = await import('../../functions/src/platform/deps');
  const { runTick } = await import('../../functions/src/platform/jobs');
  const { jobs } = await import('../../functions/src/jobs');
  const { workQueue } = await import('../../functions/src/system/work');
  const envFile = join(dataDir, RUNTIME_ENV_FILE);
  writeFileSync(envFile, JSON.stringify(env, null, 2), { mode: 0o600 });
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    const deps = getDeps();
    // Each job and unit logs its own failure; the tick itself only fails to start. The units
    // run in this process (the local work queue), retried, dead letters kept and logged.
    running = runTick(jobs, deps, deps.clock.now(), workQueue(deps))
      .catch((error: unknown) =>
        deps.log.error('scheduler tick failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        running = undefined;
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      tick();
      interval = setInterval(tick, MINUTE);
      interval.unref();
    },
    MINUTE - (Date.now() % MINUTE),
  );
  first.unref();
  return async () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
    await running;
    rmSync(envFile, { force: true });
  };
}
