// What other domains (and the scheduler) may use of receivables: the two sweeps the scheduled
// function runs every minute after the SMS dispatch and the fee reminders.
export { issueRecurringInvoices } from './recurring';
export { remindDueInvoices } from './reminders';
