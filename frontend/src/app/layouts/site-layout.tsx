import { Outlet } from 'react-router';
import { SiteFooter } from '../../features/site/components/site-footer';
import { SiteHeader } from '../../features/site/components/site-header';

/** Public pages other than the home (login, register, contact...): the site's header and footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-background focus:p-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
