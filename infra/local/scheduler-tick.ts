import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RUNTIME_ENV_FILE } from './scheduler';

/**
 * `npm run scheduler:tick -- --now <ISO time>`: runs every SMS dispatch due at that time (now
 * by default), then the fee reminders, the recurring invoices and the invoice reminders due, and lets
 * the web store's lapsed holds go, against a running `npm start` (same DATA_DIR), through the environment it wrote
 * to DATA_DIR/runtime-env.json, and prints what it sent. Starts nothing itself.
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
  const { dispatchDue } = await import('../../functions/src/sms/dispatcher');
  const { remindOutstandingFees } = await import('../../functions/src/school');
  const { issueRecurringInvoices, remindDueInvoices } =
    await import('../../functions/src/receivables');
  // Without --now: the runtime's clock (KANTOOR_CLOCK when it sets one).
  const now = at ?? getDeps().clock.now();
  const report = await dispatchDue(getDeps(), now);
  const reminders = await remindOutstandingFees(getDeps(), now);
  const recurring = await issueRecurringInvoices(getDeps(), now);
  const invoiceReminders = await remindDueInvoices(getDeps(), now);
  const { releaseLapsedOrders } = await import('../../functions/src/store');
  const storeHolds = await releaseLapsedOrders(getDeps(), now);
  console.log(
    JSON.stringify({ ...report, reminders, recurring, invoiceReminders, storeHolds }, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
