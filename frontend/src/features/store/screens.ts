import { ClipboardList, ScanBarcode } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

/**
 * The web store (public: the store, a product's details, checkout and the payment's result) and
 * the back office's point of sale and store orders, for the Premium and Legal plans (core.md §1).
 */
export const STORE_SCREENS: Screen[] = [
  {
    path: '/web-store',
    public: true,
    ownLayout: true,
    page: () => import('./pages/web-store-page').then((m) => m.WebStorePage),
  },
  {
    path: '/product-details',
    public: true,
    ownLayout: true,
    page: () => import('./pages/product-details-page').then((m) => m.ProductDetailsPage),
  },
  {
    path: '/checkout',
    public: true,
    ownLayout: true,
    page: () => import('./pages/checkout-page').then((m) => m.CheckoutPage),
  },
  {
    path: '/point-of-sale',
    page: () => import('./pages/point-of-sale-page').then((m) => m.PointOfSalePage),
    guard: { level: LEVEL.staff, denied: 'The point of sale is for staff.', feature: 'pos' },
    tiles: [
      {
        title: 'Point of Sale',
        description: 'Sell at the till: scan or search, cash or card, and print the receipt.',
        icon: ScanBarcode,
        order: 52,
        level: LEVEL.staff,
        feature: 'pos',
      },
    ],
  },
  {
    path: '/store-orders',
    page: () => import('./pages/store-orders-page').then((m) => m.StoreOrdersPage),
    guard: { level: LEVEL.staff, denied: 'Store orders are for staff.', feature: 'store' },
    tiles: [
      {
        title: 'Store Orders',
        description: "The web store's orders: paid, waiting for payment or expired.",
        icon: ClipboardList,
        order: 54,
        level: LEVEL.staff,
        feature: 'store',
      },
    ],
  },
];
