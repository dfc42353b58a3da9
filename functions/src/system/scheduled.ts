import { jobs } from '../jobs';
import { getDeps } from '../platform/deps';
import { runJobs, tickTime } from '../platform/jobs';
import type { CampaignKey } from '../platform/ports';
import { dispatchSms, noteDispatcherArn } from '../sms';

/**
 * The scheduled function (EventBridge Scheduler in AWS, the minute tick locally): a campaign's
 * own wake-up dispatches that campaign's run and nothing else; the regular sweep runs every job
 * of the registry (functions/src/jobs.ts: the SMS runs due, the fee reminders, the recurring
 * invoices, the invoice reminders, the store's lapsed holds), each on its own: one that throws
 * is logged and named in the reply's `failed`, and the others still run.
 */
export const handler = async (
  event: { time?: string; campaign?: CampaignKey } | undefined,
  context?: { invokedFunctionArn?: string },
) => {
  if (event?.campaign) return dispatchSms(event, context);
  noteDispatcherArn(context);
  const deps = getDeps();
  return runJobs(jobs, deps, tickTime(event, deps.clock.now()));
};
