import { Undo2 } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

export const REFUNDS_SCREENS: Screen[] = [
  {
    path: '/refunds-owed',
    page: () => import('./pages/refunds-owed-page').then((m) => m.RefundsOwedPage),
    guard: {
      level: LEVEL.superAdmin,
      providerOnly: true,
      denied: "Refunds owed are Kantoor's super admins' to see.",
    },
    tiles: [
      {
        title: 'Refunds Owed',
        description: 'Card payments taken that could not be delivered on: refund them.',
        icon: Undo2,
        order: 141,
        level: LEVEL.superAdmin,
        providerOnly: true,
      },
    ],
  },
];
