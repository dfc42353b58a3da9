import { Mail } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

export const EMAIL_SCREENS: Screen[] = [
  {
    path: '/bulk-emails-dashboard',
    page: () => import('./pages/bulk-emails-dashboard-page').then((m) => m.BulkEmailsDashboardPage),
    // The routes behind the screen need an admin.
    guard: { level: LEVEL.admin, denied: 'Bulk Email is for admins.' },
    tiles: [
      {
        title: 'Bulk Email',
        description: 'Send one email to a group and other addresses; the emails sent.',
        icon: Mail,
        order: 100,
        level: LEVEL.admin,
      },
    ],
  },
];
