import type { Job } from '../platform/jobs';
import { dueRecurringInvoices, issueTemplateRuns } from './recurring';
import { dueInvoiceReminders, remindCompany } from './reminders';

/**
 * Receivables' scheduled work, in this order: the recurring invoices whose runs are due (one
 * unit per template, from the run index), then the invoice reminders that are due (one unit per
 * company with invoices due a look in their due-time index; locally an invoice issued this tick can be reminded of in it).
 */
export const receivablesJobs: Job[] = [
  {
    name: 'recurring-invoices',
    due: dueRecurringInvoices,
    run: async (deps, unit, now) => {
      const results = [];
      for (const id of unit.items)
        results.push(...(await issueTemplateRuns(deps, unit.key, id, now)));
      return { results };
    },
  },
  {
    name: 'invoice-reminders',
    due: dueInvoiceReminders,
    run: async (deps, unit, now) => ({
      results: await remindCompany(deps, unit.key, unit.items, now),
    }),
  },
];
