import { GraduationCap, UsersRound } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

export const CLIENTS_SCREENS: Screen[] = [
  {
    path: '/manage-clients',
    page: () => import('./pages/manage-clients-page').then((m) => m.ManageClientsPage),
    tiles: [
      {
        title: 'Manage Clients',
        description: 'Client profiles: account, details, invoices and notes.',
        icon: UsersRound,
        order: 60,
        level: LEVEL.staff,
      },
      // Parents and students see their own account on the same screen.
      {
        title: 'My Account',
        description: 'Your account and invoices; send us a message.',
        icon: GraduationCap,
        order: 70,
        level: LEVEL.family,
        below: LEVEL.staff,
      },
    ],
  },
];
