import { UserCog } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

export const USERS_SCREENS: Screen[] = [
  {
    path: '/manage-users',
    page: () => import('./pages/manage-users-page').then((m) => m.ManageUsersPage),
    tiles: [
      {
        title: 'Manage Users',
        description: 'Find users, grant access levels, ban or unban, and invite people.',
        icon: UserCog,
        order: 80,
        level: LEVEL.manager,
      },
    ],
  },
];
