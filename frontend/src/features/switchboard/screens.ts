import { LayoutGrid } from 'lucide-react';
import type { Screen } from '../../lib/screens';

export const SWITCHBOARD_SCREENS: Screen[] = [
  {
    path: '/switchboard',
    page: () => import('./pages/switchboard-page').then((m) => m.SwitchboardPage),
    drawer: { label: 'Switchboard', icon: LayoutGrid, order: 10 },
  },
];
