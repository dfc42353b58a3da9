import type { Job } from '../platform/jobs';
import { dispatchDue } from './dispatcher';

/**
 * The SMS domain's scheduled work: every campaign run due (the safety sweep; a campaign's own
 * wake-up dispatches only that run, see system/scheduled.ts). First of the tick's jobs.
 */
export const smsJobs: Job[] = [
  {
    name: 'sms-dispatch',
    run: async (deps, now) => {
      const report = await dispatchDue(deps, now);
      return { results: report.results, summary: { due: report.due } };
    },
  },
];
