import { changeCredits, STARTING_CREDITS } from '../../../functions/src/sms/credits';
import type { Deps } from '../../../functions/src/platform/deps';
import { SEED_COMPANIES } from './companies';

/** Step 4: every demo company starts with the spec's 20 SMS credits, as a ledger grant. */
export async function seedSmsCredits(deps: Deps, now: string) {
  for (const seed of SEED_COMPANIES) {
    await changeCredits(deps.db, seed.company.emis, {
      credits: STARTING_CREDITS,
      note: 'Starting credits',
      now,
    });
  }
}
