import type { Job } from '../platform/jobs';
import { issueRecurringInvoices } from './recurring';
import { remindDueInvoices } from './reminders';

/**
 * Receivables' scheduled work, in this order: the recurring invoices whose runs are due, then
 * the invoice reminders that are due (an invoice issued this tick can be reminded of in it).
 */
export const receivablesJobs: Job[] = [
  {
    name: 'recurring-invoices',
    run: async (deps, now) => ({ results: await issueRecurringInvoices(deps, now) }),
  },
  {
    name: 'invoice-reminders',
    run: async (deps, now) => ({ results: await remindDueInvoices(deps, now) }),
  },
];
