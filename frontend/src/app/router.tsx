import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageStatus } from '../components/full-page-status';
import { bannerQuery } from '../features/site/api/get-company-website-banner';
import { logosQuery } from '../features/site/api/get-logos-for-given-company';
import { companyQuery } from '../lib/api/get-company-with-domain';
import { queryClient } from '../lib/query-client';
import { RequireSession } from './guard';
import { RootLayout } from './root-layout';
import { PRIVATE_ROUTES, PUBLIC_PATHS } from './route-names';
import { RouteError } from './pages/route-error';

// Every screen is its own chunk, so the public home downloads only what it shows.
const home = async () => ({
  Component: (await import('../features/site/pages/home-page')).HomePage,
});
const siteLayout = async () => ({ Component: (await import('./layouts/site-layout')).SiteLayout });
const backOffice = async () => ({
  Component: (await import('./layouts/back-office-layout')).BackOfficeLayout,
});
const notYet = async () => ({
  Component: (await import('./pages/not-available-page')).NotAvailablePage,
});

/** Screens that exist, by route; the other declared routes show that they are not available yet. */
const PUBLIC_SCREENS: Record<string, RouteObject['lazy']> = {
  '/login': async () => ({
    Component: (await import('../features/auth/pages/login-page')).LoginPage,
  }),
  '/register': async () => ({
    Component: (await import('../features/auth/pages/register-page')).RegisterPage,
  }),
  '/contact-us': async () => ({
    Component: (await import('../features/site/pages/contact-page')).ContactPage,
  }),
  '/free-invoices-and-quotes': async () => ({
    Component: (await import('../features/documents/pages/free-invoice-page')).FreeInvoicePage,
  }),
  '/images-gallery': async () => ({
    Component: (await import('../features/media/pages/images-gallery-page')).ImagesGalleryPage,
  }),
};

const PRIVATE_SCREENS: Record<string, RouteObject['lazy']> = {
  switchboard: async () => ({
    Component: (await import('../features/switchboard/pages/switchboard-page')).SwitchboardPage,
  }),
  'local-outbox': async () => ({
    Component: (await import('../features/outbox/pages/outbox-page')).OutboxPage,
  }),
  'manage-images': async () => ({
    Component: (await import('../features/media/pages/manage-images-page')).ManageImagesPage,
  }),
  'invoices-and-quotes': async () => ({
    Component: (await import('../features/documents/pages/invoices-and-quotes-page'))
      .InvoicesAndQuotesPage,
  }),
  'edit-and-print-quote': async () => ({
    Component: (await import('../features/documents/pages/edit-and-print-page'))
      .EditAndPrintQuotePage,
  }),
  'edit-and-print-invoice': async () => ({
    Component: (await import('../features/documents/pages/edit-and-print-page'))
      .EditAndPrintInvoicePage,
  }),
  'manage-products': async () => ({
    Component: (await import('../features/catalogue/pages/manage-products-page'))
      .ManageProductsPage,
  }),
  'manage-clients': async () => ({
    Component: (await import('../features/clients/pages/manage-clients-page')).ManageClientsPage,
  }),
  'manage-users': async () => ({
    Component: (await import('../features/users/pages/manage-users-page')).ManageUsersPage,
  }),
  'bulk-sms-dashboard': async () => ({
    Component: (await import('../features/sms/pages/bulk-sms-dashboard-page')).BulkSmsDashboardPage,
  }),
  'sms-credits': async () => ({
    Component: (await import('../features/sms/pages/sms-credits-page')).SmsCreditsPage,
  }),
  'bulk-emails-dashboard': async () => ({
    Component: (await import('../features/email/pages/bulk-emails-dashboard-page'))
      .BulkEmailsDashboardPage,
  }),
  'data-crud': async () => ({
    Component: (await import('../features/tables/pages/data-crud-page')).DataCrudPage,
  }),
  'table-crud': async () => ({
    Component: (await import('../features/tables/pages/data-crud-page')).TableCrudPage,
  }),
  'related-table': async () => ({
    Component: (await import('../features/tables/pages/related-table-page')).RelatedTablePage,
  }),
  'live-videos': async () => ({
    Component: (await import('../features/tables/pages/live-videos-page')).LiveVideosPage,
  }),
  settings: async () => ({
    Component: (await import('../features/tables/pages/settings-page')).SettingsPage,
  }),
  'website-dashboard': async () => ({
    Component: (await import('../features/tables/pages/website-dashboard-page'))
      .WebsiteDashboardPage,
  }),
  'crud-website-data': async () => ({
    Component: (await import('../features/tables/pages/crud-website-data-page'))
      .CrudWebsiteDataPage,
  }),
  'website-manage-profile': async () => ({
    Component: (await import('../features/tables/pages/website-manage-profile-page'))
      .WebsiteManageProfilePage,
  }),
};

const HOME_PATHS = ['/', '/home', '/company-website'];
const host = () => window.location.hostname;

// Loaders start the calls a page needs while its code downloads, instead of after it renders.
const siteLoader = async () => {
  void queryClient.prefetchQuery(logosQuery(host()));
  await queryClient.prefetchQuery(companyQuery(host()));
  return null;
};
const homeLoader = () => {
  // The first banner is the page's largest paint: its download starts as soon as its name is known.
  void queryClient.fetchQuery(bannerQuery(host())).then(
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

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    loader: siteLoader,
    HydrateFallback: () => <FullPageStatus title="Loading…" busy />,
    errorElement: <RouteError />,
    children: [
      ...HOME_PATHS.map((path) => ({ path, lazy: home, loader: homeLoader })),
      {
        lazy: siteLayout,
        children: PUBLIC_PATHS.filter((path) => !HOME_PATHS.includes(path)).map((path) => ({
          path,
          lazy: PUBLIC_SCREENS[path] ?? notYet,
        })),
      },
      {
        Component: RequireSession,
        children: [
          {
            lazy: backOffice,
            children: [
              ...PRIVATE_ROUTES.map((name) => ({
                path: `/${name}`,
                lazy: PRIVATE_SCREENS[name] ?? notYet,
              })),
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
