import { Globe2 } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

export const ONBOARDING_SCREENS: Screen[] = [
  // Reached from the plans ('Choose Standard'); the provider's site only.
  {
    path: '/onboarding-new-company',
    public: true,
    page: () => import('./pages/onboarding-page').then((m) => m.OnboardingPage),
  },
  // The card gateway's way back when the visitor cancels.
  {
    path: '/cancel-onboarding',
    public: true,
    page: () => import('./pages/cancel-onboarding-page').then((m) => m.CancelOnboardingPage),
  },
  // The company switcher's 091091091 entry.
  {
    path: '/create-company',
    page: () => import('./pages/create-company-page').then((m) => m.CreateCompanyPage),
    guard: {
      level: LEVEL.superAdmin,
      providerOnly: true,
      denied: "Only Kantoor's super admins create companies directly.",
    },
  },
  {
    path: '/site-domain',
    page: () => import('./pages/domain-status-page').then((m) => m.DomainStatusPage),
    guard: { level: LEVEL.manager, denied: "Only managers see the website's domain settings." },
    tiles: [
      {
        title: 'Site Domain',
        description: "Your website's domain, its state, the DNS records it needs, and changing it.",
        icon: Globe2,
        order: 135,
        level: LEVEL.manager,
      },
    ],
  },
];
