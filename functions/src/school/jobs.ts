import type { Job } from '../platform/jobs';
import { remindOutstandingFees } from './reminders';

/** The school's scheduled work: the fee reminders that are due. */
export const schoolJobs: Job[] = [
  {
    name: 'fee-reminders',
    run: async (deps, now) => ({ results: await remindOutstandingFees(deps, now) }),
  },
];
