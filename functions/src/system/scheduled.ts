import { jobs } from '../jobs';
import { getDeps } from '../platform/deps';
import { runTick, tickTime } from '../platform/jobs';
import type { CampaignKey } from '../platform/ports';
import { dispatchSms, noteDispatcherArn } from '../sms';
import { workQueue } from './work';

/**
 * The scheduled function (EventBridge Scheduler in AWS, the minute tick locally): a campaign's
 * own wake-up dispatches that campaign's run and nothing else; the regular tick is the producer
 * of the registry's jobs (functions/src/jobs.ts): each job finds its due units through its
 * due-time index and hands them to the work queue (SQS in AWS, whose worker is system/work.ts;
 * in process locally). A job whose Query fails is named in the reply's `failed`; the others
 * still run.
 */
export const handler = async (
  event: { time?: string; campaign?: CampaignKey } | undefined,
  context?: { invokedFunctionArn?: string },
) => {
  if (event?.campaign) return dispatchSms(event, context);
  noteDispatcherArn(context);
  const deps = getDeps();
  return runTick(jobs, deps, tickTime(event, deps.clock.now()), workQueue(deps));
};
