import { Inbox } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

export const OUTBOX_SCREENS: Screen[] = [
  {
    path: '/local-outbox',
    page: () => import('./pages/outbox-page').then((m) => m.OutboxPage),
    tiles: [
      {
        title: 'Local Outbox',
        description: 'Emails, SMS and card payments while Kantoor runs on this machine.',
        icon: Inbox,
        order: 150,
        level: LEVEL.superAdmin,
        localOnly: true,
      },
    ],
  },
];
