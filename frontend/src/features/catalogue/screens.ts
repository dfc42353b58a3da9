import { Package } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

export const CATALOGUE_SCREENS: Screen[] = [
  {
    path: '/manage-products',
    page: () => import('./pages/manage-products-page').then((m) => m.ManageProductsPage),
    drawer: { label: 'Manage Products', icon: Package, order: 60, level: LEVEL.admin },
    tiles: [
      {
        title: 'Manage Products',
        description: 'Products and stock, receivings, services, transport, suppliers and staff.',
        icon: Package,
        order: 50,
        level: LEVEL.staff,
      },
    ],
  },
];
