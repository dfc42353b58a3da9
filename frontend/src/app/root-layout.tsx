import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageStatus } from '../components/full-page-status';
import { GlobalLoader } from '../components/global-loader';
import { IdleToaster } from '../components/idle-toaster';
import { ApiError } from '../lib/api-client';
import { useCompanyWithDomain } from '../lib/api/get-company-with-domain';
import { CompanyProvider } from '../lib/company';
import { ScreensProvider } from '../lib/screens';
import { SlotsProvider } from '../lib/slots';
import { SCREENS, SLOTS } from './screens';

/**
 * Every page starts here: the site's company is asked for by the page's host and kept for every
 * screen (company, currency, labels, theme).
 */
export function RootLayout() {
  const site = useCompanyWithDomain(window.location.hostname);
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
      <IdleToaster />
      <ScrollRestoration />
    </>
  );
}
