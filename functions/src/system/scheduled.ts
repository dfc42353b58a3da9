import { getDeps } from '../platform/deps';
import type { CampaignKey } from '../platform/ports';
import { remindOutstandingFees } from '../school';
import { dispatchSms } from '../sms';

/**
 * The scheduled function (EventBridge Scheduler in AWS, the minute tick locally): a campaign's
 * own wake-up dispatches that campaign; the regular sweep dispatches every SMS run that is due
 * and then sends the fee reminders that are due.
 */
export const handler = async (
  event: { time?: string; campaign?: CampaignKey } | undefined,
  context?: { invokedFunctionArn?: string },
) => {
  const report = await dispatchSms(event, context);
  if (event?.campaign) return report;
  const deps = getDeps();
  const reminders = await remindOutstandingFees(deps, deps.clock.now());
  if (reminders.length > 0)
    deps.log.info('fee reminders', {
      sent: reminders.filter((r) => r.result === 'sent').length,
      results: reminders.length,
    });
  return { ...report, reminders };
};
