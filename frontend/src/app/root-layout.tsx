import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageStatus } from '../components/full-page-status';
import { GlobalLoader } from '../components/global-loader';
import { ApiError } from '../lib/api-client';
import { useCompanyWithDomain } from '../lib/api/get-company-with-domain';
import { CompanyProvider } from '../lib/company';
import { ScreensProvider } from '../lib/screens';
import { SlotsProvider } from '../lib/slots';
import { SCREENS, SLOTS } from './screens';

// Toasts are needed only after something happens: kept out of the first download.
const Toaster = lazy(() => import('../components/ui/sonner').then((m) => ({ default: m.Toaster })));

/**
 * Every page starts here: the site's company is asked for by the page's host and kept for every
 * screen (company, currency, labels, theme).
 */
export function RootLayout() {
  const site = useCompanyWithDomain(window.location.hostname);
  // The toaster downloads once the page is idle: no toast can be needed before someone acts.
  const [toasts, setToasts] = useState(false);
  useEffect(() => {
    const start = () => setToasts(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <GlobalLoader />
      {site.isPending ? (
        <FullPageStatus title="Loading…" busy />
      ) : site.isError ? (
        <FullPageStatus
          title={
            site.error instanceof ApiError && site.error.status === 404
              ? 'This site is not set up yet'
              : 'We could not load this site'
          }
        >
          <p>{site.error.message}</p>
        </FullPageStatus>
      ) : (
        <CompanyProvider value={site.data}>
          <ScreensProvider value={SCREENS}>
            <SlotsProvider value={SLOTS}>
              <Outlet />
            </SlotsProvider>
          </ScreensProvider>
        </CompanyProvider>
      )}
      {toasts && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
