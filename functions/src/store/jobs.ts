import type { Job } from '../platform/jobs';
import { releaseLapsedOrders } from './orders';

/** The web store's scheduled work: unpaid orders past their time limit let go of their stock. */
export const storeJobs: Job[] = [
  {
    name: 'store-holds',
    run: async (deps, now) => ({ results: await releaseLapsedOrders(deps, now) }),
  },
];
