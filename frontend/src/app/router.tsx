import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageStatus } from '../components/full-page-status';
import { logosQuery } from '../features/site/api/get-logos-for-given-company';
import { companyQuery } from '../lib/api/get-company-with-domain';
import { queryClient } from '../lib/query-client';
import type { Screen } from '../lib/screens';
import { RequireLevel, RequireSession } from './guard';
import { RootLayout } from './root-layout';
import { SCREENS } from './screens';
import { RouteError } from './pages/route-error';

// Every screen is its own chunk, so the public home downloads only what it shows.
const siteLayout = async () => ({ Component: (await import('./layouts/site-layout')).SiteLayout });
const backOffice = async () => ({
  Component: (await import('./layouts/back-office-layout')).BackOfficeLayout,
});
const notYet = async () => ({
  Component: (await import('./pages/not-available-page')).NotAvailablePage,
});

/** A registry entry as a route: its page (or 'not available yet'), loader and level guard. */
function route(screen: Screen): RouteObject {
  const { page } = screen;
  const lazy = page ? async () => ({ Component: await page() }) : notYet;
  const loader = screen.loader;
  if (!screen.guard) return { path: screen.path, lazy, loader };
  return {
    path: screen.path,
    element: <RequireLevel {...screen.guard} />,
    children: [{ index: true, lazy, loader }],
  };
}

const host = () => window.location.hostname;

// Loaders start the calls a page needs while its code downloads, instead of after it renders.
const siteLoader = async () => {
  void queryClient.prefetchQuery(logosQuery(host()));
  await queryClient.prefetchQuery(companyQuery(host()));
  return null;
};

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    loader: siteLoader,
    HydrateFallback: () => <FullPageStatus title="Loading…" busy />,
    errorElement: <RouteError />,
    children: [
      ...SCREENS.filter((screen) => screen.public && screen.ownLayout).map(route),
      {
        lazy: siteLayout,
        children: SCREENS.filter((screen) => screen.public && !screen.ownLayout).map(route),
      },
      {
        Component: RequireSession,
        children: [
          {
            lazy: backOffice,
            children: [
              ...SCREENS.filter((screen) => !screen.public).map(route),
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('./pages/not-found-page')).NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
