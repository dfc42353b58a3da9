import { CreditCard, HandCoins, MonitorPlay } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

/** School fees: paying online, the gateway's return pages, receipts and payments at the school. */
export const SCHOOL_SCREENS: Screen[] = [
  {
    path: '/pay-online',
    page: () => import('./pages/pay-online-page').then((m) => m.PayOnlinePage),
    guard: {
      level: LEVEL.family,
      denied: 'Paying school fees online is for parents and students.',
      feature: 'school',
    },
    tiles: [
      {
        title: 'Pay Online',
        description: 'School fees and other billings, paid securely by card.',
        icon: CreditCard,
        order: 75,
        level: LEVEL.family,
        schoolOnly: true,
        feature: 'school',
      },
    ],
  },
  {
    path: '/video-tutorials',
    page: () => import('./pages/video-tutorials-page').then((m) => m.VideoTutorialsPage),
    guard: { level: LEVEL.family, denied: 'Sign in to watch the video tutorials.' },
    tiles: [
      {
        title: 'Video Tutorials',
        description: 'Short videos on using Kantoor.',
        icon: MonitorPlay,
        order: 90,
        // Kantoor's own help videos: every company's parents, students and staff see them.
        level: LEVEL.family,
      },
    ],
  },
  {
    path: '/payment-successful',
    page: () => import('./pages/payment-successful-page').then((m) => m.PaymentSuccessfulPage),
  },
  {
    path: '/cancel-payment',
    page: () => import('./pages/cancel-payment-page').then((m) => m.CancelPaymentPage),
  },
  {
    path: '/notify-payment',
    page: () => import('./pages/notify-payment-page').then((m) => m.NotifyPaymentPage),
  },
  {
    path: '/payments-receipt',
    page: () => import('./pages/payments-receipt-page').then((m) => m.PaymentsReceiptPage),
  },
  {
    path: '/student-payments',
    page: () => import('./pages/student-payments-page').then((m) => m.StudentPaymentsPage),
    guard: {
      level: LEVEL.admin,
      denied: 'Student payments are recorded by admins.',
      feature: 'school',
    },
    drawer: {
      label: 'Student Payments',
      icon: HandCoins,
      order: 45,
      level: LEVEL.admin,
      schoolOnly: true,
      feature: 'school',
    },
    tiles: [
      {
        title: 'Student Payments',
        description: 'Record, correct and print learners’ payments; fee balances.',
        icon: HandCoins,
        order: 76,
        level: LEVEL.admin,
        schoolOnly: true,
        feature: 'school',
      },
    ],
  },
];
