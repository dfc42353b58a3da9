import { Globe } from 'lucide-react';
import type { Screen } from '../../lib/screens';
import { queryClient } from '../../lib/query-client';
import { bannerQuery } from './api/get-company-website-banner';

const home = () => import('./pages/home-page').then((m) => m.HomePage);

const homeLoader = () => {
  // The first banner is the page's largest paint: its download starts as soon as its name is known.
  void queryClient.fetchQuery(bannerQuery(window.location.hostname)).then(
    (images) => {
      const first = images[0];
      if (!first) return;
      const image = new Image();
      image.fetchPriority = 'high';
      image.src = first.url;
    },
    () => undefined,
  );
  return null;
};

export const SITE_SCREENS: Screen[] = [
  { path: '/', public: true, ownLayout: true, page: home, loader: homeLoader },
  { path: '/home', public: true, ownLayout: true, page: home, loader: homeLoader },
  {
    path: '/company-website',
    public: true,
    ownLayout: true,
    page: home,
    loader: homeLoader,
    drawer: { label: 'Front Page', icon: Globe, order: 20 },
    tiles: [
      {
        title: 'Front Page',
        description: "Your company's public website.",
        icon: Globe,
        order: 10,
      },
    ],
  },
  {
    path: '/contact-us',
    public: true,
    page: () => import('./pages/contact-page').then((m) => m.ContactPage),
  },
  // A donation's return page (the spec lists it as public): visitors are not signed in.
  {
    path: '/payment-complete',
    public: true,
    page: () => import('./pages/payment-complete-page').then((m) => m.PaymentCompletePage),
  },
];
