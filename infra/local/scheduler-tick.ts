import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RUNTIME_ENV_FILE } from './scheduler';

/**
 * `npm run scheduler:tick -- --now <ISO time>`: runs every job of the registry
 * (functions/src/jobs.ts: the SMS dispatches due at that time, now by default, the fee
 * reminders, the recurring invoices, the invoice reminders, the store's lapsed holds) against a
 * running `npm start` (same DATA_DIR), through the environment it wrote to
 * DATA_DIR/runtime-env.json: each job's due units run here through the local work queue. Prints
 * each job's units and results, which failed and the dead letters. Starts nothing itself;
 * exits 1 when a job failed or a unit was dead-lettered.
 */
async function main() {
  const args = process.argv.slice(2);
  const flag = args.indexOf('--now');
  const nowText = flag >= 0 ? args[flag + 1] : undefined;
  const at = nowText ? new Date(nowText) : undefined;
  if (at && Number.isNaN(at.getTime())) throw new Error(`--now ${nowText} is not an ISO time`);
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const envFile = join(dataDir, RUNTIME_ENV_FILE);
  if (!existsSync(envFile))
    throw new Error(`No running Kantoor found (${envFile} is missing): start it with npm start`);
  const env = JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>;
  Object.assign(process.env, env, { LOG_LEVEL: 'warn', LOG_FILE: '' });
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { getDeps } = await import('../../functions/src/platform/deps');
  const { runTick } = await import('../../functions/src/platform/jobs');
  const { jobs } = await import('../../functions/src/jobs');
  const { workQueue } = await import('../../functions/src/system/work');
  // Without --now: the runtime's clock (KANTOOR_CLOCK when it sets one).
  const now = at ?? getDeps().clock.now();
  const reply = await runTick(jobs, getDeps(), now, workQueue(getDeps()));
  console.log(JSON.stringify(reply, null, 2));
  if (reply.failed.length > 0 || reply.deadLetters.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
