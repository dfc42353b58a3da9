import { Coins, MessageSquareText } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

export const SMS_SCREENS: Screen[] = [
  {
    path: '/bulk-sms-dashboard',
    page: () => import('./pages/bulk-sms-dashboard-page').then((m) => m.BulkSmsDashboardPage),
    // The routes behind the screen need an admin.
    guard: { level: LEVEL.admin, denied: 'Bulk SMS is for admins.' },
    tiles: [
      {
        title: 'Bulk SMS',
        description: 'Send SMS to groups now or on a schedule; credits and delivery.',
        icon: MessageSquareText,
        order: 90,
        level: LEVEL.admin,
      },
    ],
  },
  {
    path: '/sms-credits',
    page: () => import('./pages/sms-credits-page').then((m) => m.SmsCreditsPage),
    guard: {
      level: LEVEL.superAdmin,
      providerOnly: true,
      denied: "SMS credits are added by Kantoor's super admins only.",
    },
    tiles: [
      {
        title: 'SMS Credits',
        description: "Add SMS credits to a company's balance, or correct it.",
        icon: Coins,
        order: 140,
        level: LEVEL.superAdmin,
        providerOnly: true,
      },
    ],
  },
];
