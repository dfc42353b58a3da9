import { ShieldCheck } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

/** POPIA requests (issue 29): a person's export and erasure, for managers. */
export const PRIVACY_SCREENS: Screen[] = [
  {
    path: '/privacy-requests',
    page: () => import('./pages/privacy-requests-page').then((m) => m.PrivacyRequestsPage),
    guard: { level: LEVEL.manager, denied: 'Only managers can answer privacy requests.' },
    drawer: { label: 'Privacy Requests', icon: ShieldCheck, order: 70, level: LEVEL.manager },
  },
];
