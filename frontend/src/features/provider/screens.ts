import { Building2 } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

export const PROVIDER_SCREENS: Screen[] = [
  {
    path: '/companies',
    page: () => import('./pages/companies-page').then((m) => m.CompaniesPage),
    guard: {
      level: LEVEL.superAdmin,
      providerOnly: true,
      denied: "The companies list is for Kantoor's own super admins.",
    },
    tiles: [
      {
        title: 'Companies',
        description: 'Every company with its plan, renewal and standing; yearly revenue.',
        icon: Building2,
        order: 141,
        level: LEVEL.superAdmin,
        providerOnly: true,
      },
    ],
  },
];
