import type { Job } from '../platform/jobs';
import { dueFeeReminders, remindSchool } from './reminders';

/**
 * The school's scheduled work: the fee reminders that are due, one unit per school found in
 * the fee accounts' due-time index.
 */
export const schoolJobs: Job[] = [
  {
    name: 'fee-reminders',
    due: dueFeeReminders,
    run: async (deps, unit, now) => ({
      results: await remindSchool(deps, unit.key, unit.items, now),
    }),
  },
];
