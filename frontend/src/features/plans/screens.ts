import { CreditCard } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

/** Plan & Billing (issue 27): the plan year, renewal and upgrade by card, a downgrade at renewal. */
export const PLANS_SCREENS: Screen[] = [
  {
    path: '/plan-and-billing',
    page: () => import('./pages/plan-and-billing-page').then((m) => m.PlanAndBillingPage),
    guard: { level: LEVEL.manager, denied: 'Plan & Billing is kept by the company’s managers.' },
    drawer: { label: 'Plan & Billing', icon: CreditCard, order: 160, level: LEVEL.manager },
    tiles: [
      {
        title: 'Plan & Billing',
        description: 'Your plan, the date it is paid until, renewal, upgrades and plan payments.',
        icon: CreditCard,
        order: 136,
        level: LEVEL.manager,
      },
    ],
  },
];
