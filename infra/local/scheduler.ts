import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a running runtime writes its handlers' environment, for `npm run scheduler:tick`. */
export const RUNTIME_ENV_FILE = 'runtime-env.json';
const MINUTE = 60_000;

/**
 * Calls the SMS dispatcher (then the fee reminders, the recurring invoices and the invoice
 * reminders) every minute, on the minute, as EventBridge Scheduler calls the
 * dispatcher Lambda in AWS. A tick that is still running when the next is due is not doubled.
 * Also writes the environment to `DATA_DIR/runtime-env.json` (removed on stop) so that the
 * scheduler:tick script can reach this runtime's DynamoDB Local.
 */
export async function startSchedulerTick(
  dataDir: string,
  env: Record<string, string>,
): Promise<() => Promise<void>> {
  const { getDeps } = await import('../../functions/src/platform/deps');
  const { dispatchDue } = await import('../../functions/src/sms/dispatcher');
  const { remindOutstandingFees } = await import('../../functions/src/school');
  const { issueRecurringInvoices, remindDueInvoices } =
    await import('../../functions/src/receivables');
  const envFile = join(dataDir, RUNTIME_ENV_FILE);
  writeFileSync(envFile, JSON.stringify(env, null, 2), { mode: 0o600 });
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    const deps = getDeps();
    const now = deps.clock.now();
    running = dispatchDue(deps, now)
      .then(() => remindOutstandingFees(deps, now))
      .then(() => issueRecurringInvoices(deps, now))
      .then(() => remindDueInvoices(deps, now))
      .catch((error: unknown) =>
        deps.log.error('sms tick failed', {
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
