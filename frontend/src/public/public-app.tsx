import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { SiteData } from '@shared/site/site-data';
import { SiteLayout } from '../app/layouts/site-layout';
import { FullPageStatus } from '../components/full-page-status';
import { CompanyProvider } from '../lib/company';
import { SiteDataProvider } from '../lib/site-data';
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

/**
 * The public site's pages as the server renders them and the browser hydrates them: the same
 * tree on both sides (the router around it differs: StaticRouter there, BrowserRouter here).
 */
export function PublicApp({ client, data }: { client: QueryClient; data: SiteData }) {
  return (
    <QueryClientProvider client={client}>
      <CompanyProvider value={data.site}>
        <SiteDataProvider value={data}>
          <Suspense>
            <Routes>
              <Route path="/" element={<HomePage />} />
              <Route path="/web-store" element={<WebStorePage />} />
              <Route path="/product-details" element={<ProductDetailsPage />} />
              <Route path="/home" element={<HomePage />} />
              <Route path="/company-website" element={<HomePage />} />
              <Route element={<SiteLayout />}>
                <Route path="/contact-us" element={<ContactPage />} />
                <Route path="/news" element={<NewsPage />} />
                <Route path="/read-post" element={<ReadPostPage />} />
                <Route path="/images-gallery" element={<GalleryPage />} />
                <Route path="/events-calendar" element={<EventsCalendarPage />} />
              </Route>
              <Route path="*" element={<LeaveForApp />} />
            </Routes>
            <Hydrated />
          </Suspense>
        </SiteDataProvider>
        <ToasterOutlet />
      </CompanyProvider>
    </QueryClientProvider>
  );
}
