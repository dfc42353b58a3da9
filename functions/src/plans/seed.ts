import { addDays, format, parseISO } from 'date-fns';
import { paidUntilKeys } from '../db/entities/company.entity';
import { systemContext } from '../kernel/context';
import type { SeedStep } from '../platform/seed-step';

/**
 * The demo companies' plan years, relative to the seed's day: the Standard charity renews within
 * 30 days (a person sees the reminder and the renewal on Plan & Billing), the others months
 * ahead. None has lapsed: the other demos and the tests write to them.
 */
export const PLAN_YEAR_SEED: Record<string, number> = {
  'baron-007': 300,
  'hands-of-hope-2022': 20,
  '12824090253': 200,
  'mokoena-attorneys': 150,
  'ubuntu-talent': 250,
  'vula-trading': 120,
};

export const plansSeeds: SeedStep[] = [
  {
    id: 'plan-years',
    needs: ['tenants'],
    run: async ({ deps, now, companies }) => {
      const today = now.slice(0, 10);
      for (const emis of companies) {
        const days = PLAN_YEAR_SEED[emis] ?? 180;
        const paidUntil = format(addDays(parseISO(today), days), 'yyyy-MM-dd');
        await systemContext(deps, emis)
          .db.entities.company.patch({ emis })
          .set(paidUntilKeys(emis, paidUntil))
          .go({ response: 'none' });
      }
    },
  },
];
