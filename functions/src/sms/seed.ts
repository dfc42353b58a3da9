import type { SeedStep } from '../platform/seed-step';
import { changeCredits, STARTING_CREDITS } from './credits';

/** Every demo company starts with the spec's 20 SMS credits, as a ledger grant. */
export const smsSeeds: SeedStep[] = [
  {
    id: 'sms-credits',
    needs: ['tenants'],
    run: async ({ deps, now, companies }) => {
      for (const emis of companies) {
        await changeCredits(deps.db, emis, {
          credits: STARTING_CREDITS,
          note: 'Starting credits',
          now,
        });
      }
    },
  },
];
