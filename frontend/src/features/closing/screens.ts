import { Power } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

/** Closing a company (issue 27 item 6): the manager's Close Company screen, under the settings. */
export const CLOSING_SCREENS: Screen[] = [
  {
    path: '/close-company',
    page: () => import('./pages/close-company-page').then((m) => m.CloseCompanyPage),
    guard: { level: LEVEL.manager, denied: 'Only managers can close the company.' },
    drawer: { label: 'Close Company', icon: Power, order: 71, level: LEVEL.manager },
  },
];
