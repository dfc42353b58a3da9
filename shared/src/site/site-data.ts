import type { CompanyWithDomainReply, PublicBranch } from '../company/public-company';
import type { PostsPage, PublicPostsReply } from '../posts/schemas';
import type { StoreProductView, StoreProductsReply } from '../store/schemas';

/** The element id of the company data a page document carries for the web app. */
export const SITE_DATA_ID = 'kantoor-site';

/**
 * An image of a company folder, as the public routes list them; `srcset` when narrower copies of
 * it were uploaded (`<w640 url> 640w, <url> 1600w`).
 */
export type SiteImage = { name: string; url: string; srcset?: string };

/** A public event as the events page lists it before the calendar loads (no money, no staff). */
export type SiteEvent = {
  id: string;
  title: string;
  description: string;
  start: string;
  end: string;
};

/**
 * What the page document tells the web app before it asks anything: the site's company (the
 * answer /get-company-with-domain would give for `domain`) and its banner images; a
 * server-rendered page also carries what else it shows (logos, branches), so that the browser
 * hydrates from the same data the server rendered with.
 */
export type SiteData = {
  domain: string;
  site: CompanyWithDomainReply;
  banner: SiteImage[];
  logos?: SiteImage[];
  branches?: PublicBranch[];
  /** /news: the first page of published posts. */
  posts?: PostsPage;
  /** /read-post: the post (published, the company's own), with its pictures. */
  post?: NonNullable<PublicPostsReply['post']>;
  /** /images-gallery: the gallery folder's pictures. */
  gallery?: SiteImage[];
  /** /web-store: the first page of the asked category; null when the company has no store. */
  store?: StoreProductsReply | null;
  /** /product-details: the listed product; null when it is not listed (or there is no store). */
  product?: (StoreProductView & { currency: string }) | null;
  /** /events-calendar: the next public events, listed before the calendar widget loads. */
  events?: SiteEvent[];
};

/**
 * The public paths the page-document function renders on the server (the public bundle's
 * routes); every other path gets the app's document and its router.
 */
export const SERVER_RENDERED_PATHS = [
  '/',
  '/home',
  '/company-website',
  '/contact-us',
  '/news',
  '/read-post',
  '/images-gallery',
  '/web-store',
  '/product-details',
  '/events-calendar',
] as const;

export function isServerRendered(path: string): boolean {
  return (SERVER_RENDERED_PATHS as readonly string[]).includes(path);
}
