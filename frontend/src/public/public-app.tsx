import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { SiteData } from '@shared/site/site-data';
import { SiteLayout } from '../app/layouts/site-layout';
import { FullPageStatus } from '../components/full-page-status';
import { CompanyProvider } from '../lib/company';
import { SiteDataProvider } from '../lib/site-data';
import { useLocation, WithOutlet } from './router';
import { ToasterOutlet } from './toaster-outlet';

// Each page is its own chunk (the contact form's validation stays off the home page); while one
// downloads, React keeps the server's HTML of it on screen (hydration waits at the boundary).
const HomePage = lazy(() =>
  import('../features/site/pages/home-page').then((m) => ({ default: m.HomePage })),
);
const ContactPage = lazy(() =>
  import('../features/site/pages/contact-page').then((m) => ({ default: m.ContactPage })),
);

const NewsPage = lazy(() =>
  import('../features/posts/pages/news-page').then((m) => ({ default: m.NewsPage })),
);
const ReadPostPage = lazy(() =>
  import('../features/posts/pages/read-post-page').then((m) => ({ default: m.ReadPostPage })),
);

const GalleryPage = lazy(() =>
  import('../features/media/pages/images-gallery-page').then((m) => ({
    default: m.ImagesGalleryPage,
  })),
);
const WebStorePage = lazy(() =>
  import('../features/store/pages/web-store-page').then((m) => ({ default: m.WebStorePage })),
);
const ProductDetailsPage = lazy(() =>
  import('../features/store/pages/product-details-page').then((m) => ({
    default: m.ProductDetailsPage,
  })),
);
const EventsCalendarPage = lazy(() =>
  import('../features/events/pages/events-calendar-page').then((m) => ({
    default: m.EventsCalendarPage,
  })),
);

/**
 * Any other path belongs to the app (sign-in, the back office, pages not rendered on the
 * server): the browser loads its document, so a visitor downloads it only on the way there.
 */
function LeaveForApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.assign(pathname + search + hash);
  }, [pathname, search, hash]);
  return <FullPageStatus title="Loading…" busy />;
}

/**
 * Marks the document once the page is hydrated (in the page's own Suspense boundary, so after
 * its lazy chunk too): until then the server's buttons do nothing, and browser tests wait for it.
 */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The page at `pathname` and whether it sits in the site's header and footer. */
function pageAt(pathname: string): { page: ReactNode; framed: boolean } {
  switch (pathname) {
    case '/':
    case '/home':
    case '/company-website':
      return { page: <HomePage />, framed: false };
    case '/web-store':
      return { page: <WebStorePage />, framed: false };
    case '/product-details':
      return { page: <ProductDetailsPage />, framed: false };
    case '/contact-us':
      return { page: <ContactPage />, framed: true };
    case '/news':
      return { page: <NewsPage />, framed: true };
    case '/read-post':
      return { page: <ReadPostPage />, framed: true };
    case '/images-gallery':
      return { page: <GalleryPage />, framed: true };
    case '/events-calendar':
      return { page: <EventsCalendarPage />, framed: true };
    default:
      return { page: <LeaveForApp />, framed: false };
  }
}

function Page() {
  const { page, framed } = pageAt(useLocation().pathname);
  return framed ? (
    <WithOutlet page={page}>
      <SiteLayout />
    </WithOutlet>
  ) : (
    page
  );
}

/**
 * The public site's pages as the server renders them and the browser hydrates them: the same
 * tree on both sides, chosen by the path (SERVER_RENDERED_PATHS); each page is its own chunk.
 */
export function PublicApp({ client, data }: { client: QueryClient; data: SiteData }) {
  return (
    <QueryClientProvider client={client}>
      <CompanyProvider value={data.site}>
        <SiteDataProvider value={data}>
          <Suspense>
            <Page />
            <Hydrated />
          </Suspense>
        </SiteDataProvider>
        <ToasterOutlet />
      </CompanyProvider>
    </QueryClientProvider>
  );
}
