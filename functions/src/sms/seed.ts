import { systemContext } from '../kernel/context';
import type { SeedStep } from '../platform/seed-step';
import { changeCredits, STARTING_CREDITS } from './credits';

/** Every demo company starts with the spec's 20 SMS credits, as a ledger grant. */
export const smsSeeds: SeedStep[] = [
  {
    id: 'sms-credits',
    needs: ['tenants'],
    run: async ({ deps, now, companies }) => {
      for (const emis of companies) {
        await changeCredits(systemContext(deps, emis).db, emis, {
          credits: STARTING_CREDITS,
          note: 'Starting credits',
          now,
        });
      }
    },
  },
];
