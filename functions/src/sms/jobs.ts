import type { Job } from '../platform/jobs';
import { dispatchCampaign, dueCampaigns } from './dispatcher';

/**
 * The SMS domain's scheduled work: every campaign run due (the safety sweep; a campaign's own
 * wake-up dispatches only that run, see system/scheduled.ts), found in the campaigns' due-time
 * index (gsi1), one unit per campaign. A run whose send failed is thrown, so the queue tries it
 * again (its send is keyed on the run: nothing goes twice). First of the tick's jobs.
 */
export const smsJobs: Job[] = [
  {
    name: 'sms-dispatch',
    due: async (deps, now) =>
      (await dueCampaigns(deps, now)).map((c) => ({ key: c.emis, items: [c.id] })),
    run: async (deps, unit, now) => {
      const results = [];
      for (const id of unit.items) {
        const result = await dispatchCampaign(deps, { emis: unit.key, id }, now);
        if (result?.result === 'failed') throw new Error(`SMS run of campaign ${id} failed`);
        if (result) results.push(result);
      }
      return { results };
    },
  },
];
