import { getDeps } from '../platform/deps';
import type { CampaignKey } from '../platform/ports';
import { issueRecurringInvoices, remindDueInvoices } from '../receivables';
import { remindOutstandingFees } from '../school';
import { dispatchSms } from '../sms';
import { releaseLapsedOrders } from '../store';

/**
 * The scheduled function (EventBridge Scheduler in AWS, the minute tick locally): a campaign's
 * own wake-up dispatches that campaign; the regular sweep dispatches every SMS run that is due
 * and then sends the fee reminders that are due, issues the recurring invoices whose runs are
 * due and sends the invoice reminders that are due (in that order: an invoice issued this tick
 * can be reminded of in the same tick).
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
  const recurring = await issueRecurringInvoices(deps, deps.clock.now());
  if (recurring.length > 0)
    deps.log.info('recurring invoices', {
      issued: recurring.filter((r) => r.result === 'issued').length,
      results: recurring.length,
    });
  const invoiceReminders = await remindDueInvoices(deps, deps.clock.now());
  if (invoiceReminders.length > 0)
    deps.log.info('invoice reminders', {
      sent: invoiceReminders.filter((r) => r.result === 'sent').length,
      results: invoiceReminders.length,
    });
  // The web store's unpaid orders past their time limit let go of the stock they held.
  const storeHolds = await releaseLapsedOrders(deps, deps.clock.now());
  if (storeHolds.length > 0)
    deps.log.info('store holds released', {
      released: storeHolds.filter((r) => r.result === 'released').length,
    });
  return { ...report, reminders, recurring, invoiceReminders, storeHolds };
};
