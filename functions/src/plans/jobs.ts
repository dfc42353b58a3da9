import type { Job } from '../platform/jobs';
import { dueRenewalReminders, remindRenewal } from './reminders';

/**
 * The plans domain's scheduled work: the renewal reminders (30, 7 and 1 days before the
 * paid-until date), one unit per company found in the paid-until index (gsi2).
 */
export const plansJobs: Job[] = [
  {
    name: 'renewal-reminders',
    due: dueRenewalReminders,
    run: async (deps, unit, now) => ({
      results: await remindRenewal(deps, unit.key, unit.items, now),
    }),
  },
];
