import { sweepContext, systemContext } from '../kernel/context';
import type { Job } from '../platform/jobs';
import { dueLapsedHolds, releaseLapsedHolds } from './orders';

/**
 * The web store's scheduled work: unpaid orders past their time limit let go of their stock,
 * found in the orders' expiry index, one unit per company (never inside a buyer's request).
 */
export const storeJobs: Job[] = [
  {
    name: 'store-holds',
    due: (deps, now) => dueLapsedHolds(sweepContext(deps), now),
    run: async (deps, unit, now) => ({
      results: await releaseLapsedHolds(
        systemContext(deps, unit.key).db,
        unit.key,
        unit.items,
        now,
      ),
    }),
  },
];
