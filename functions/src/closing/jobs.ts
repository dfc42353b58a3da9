import type { Job } from '../platform/jobs';
import { advanceClosing, dueClosings } from './stages';

/**
 * The closing domain's scheduled work: the companies whose closing stage is due (the export, the
 * site going down, the deletion, the tax records' deletion), one unit per company, found in the
 * company items' due-time index (gsi3).
 */
export const closingJobs: Job[] = [
  {
    name: 'company-closing',
    due: dueClosings,
    run: async (deps, unit, now) => ({
      results: await advanceClosing(deps, unit.key, unit.items, now),
    }),
  },
];
