// sitemap.xml and robots.txt of a tenant's site: pure text builders, and the bounded reads of
// what the sitemap lists (each kind capped; never another company's rows).
import { newestPublished } from '../../posts';
import { publicEventsOfWindow } from '../../events';
import { listedProductsUpTo, siteHasStore } from '../../store';
import type { OnSite, RequestContext } from '../../kernel/context';
import { isoWallTime } from './structured-data';

/** Each kind's cap in one sitemap: far below the 50,000 URLs a sitemap (not an index) may hold. */
export const SITEMAP_CAPS = { posts: 1000, products: 1000 } as const;

export type SitemapEntry = { loc: string; lastmod?: string };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** A urlset (sitemaps.org 0.9) of the entries, in the order given. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Back-office, sign-in and payment pages: nothing a search engine should list. */
export const PRIVATE_PATHS = [
  '/switchboard',
  '/login',
  '/register',
  '/checkout',
  '/settings',
  '/pay-online',
  '/payment-complete',
  '/payment-successful',
  '/cancel-payment',
  '/cancel-onboarding',
] as const;

/**
 * robots.txt: the public pages allowed, the back office and the API's paths (`apiPrefixes`,
 * images excepted: pictures may be found) disallowed, and the site's sitemap named. Without a
 * site (an unknown host) everything is disallowed.
 */
export function robotsTxt(origin: string | undefined, apiPrefixes: readonly string[]): string {
  if (!origin) return 'User-agent: *\nDisallow: /\n';
  const api = apiPrefixes.filter((p) => p !== '/images/');
  return [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PATHS, ...api].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const lastmodOf = (wall: string | null | undefined) => isoWallTime(wall ?? undefined);

/**
 * The entries of the site's sitemap on its canonical origin: its public pages, its listed
 * products (store plans only, up to the cap), its newest published posts (up to the cap) and
 * its public events of the default window. All reads are of the site's own company.
 */
export async function sitemapEntries(
  ctx: RequestContext<OnSite>,
  origin: string,
): Promise<SitemapEntry[]> {
  const store = siteHasStore(ctx.company);
  const [products, posts, events] = await Promise.all([
    listedProductsUpTo(ctx, SITEMAP_CAPS.products),
    newestPublished(ctx, SITEMAP_CAPS.posts),
    publicEventsOfWindow(ctx),
  ]);
  const newest = (values: Array<string | null | undefined>) =>
    lastmodOf(
      values
        .filter((v): v is string => !!v)
        .sort()
        .at(-1),
    );
  const url = (path: string) => `${origin}${path}`;
  const pages: SitemapEntry[] = [
    { loc: url('/') },
    { loc: url('/contact-us') },
    { loc: url('/images-gallery') },
    { loc: url('/news'), lastmod: newest(posts.map((p) => p.updated_at ?? p.date_posted)) },
    { loc: url('/events-calendar'), lastmod: newest(events.map((e) => e.updated_at)) },
    ...(store
      ? [{ loc: url('/web-store'), lastmod: newest(products.map((p) => p.updated_at)) }]
      : []),
  ];
  const id = encodeURIComponent;
  return [
    ...pages,
    ...products.map((p) => ({
      loc: url(`/product-details?product=${id(p.id)}`),
      lastmod: lastmodOf(p.updated_at),
    })),
    ...posts.map((p) => ({
      loc: url(`/read-post?post=${id(p.id)}`),
      lastmod: lastmodOf(p.updated_at ?? p.date_posted),
    })),
    ...events.map((e) => ({
      loc: url(`/events-calendar?event=${id(e.id)}`),
      lastmod: lastmodOf(e.updated_at),
    })),
  ].map((entry) => (entry.lastmod ? entry : { loc: entry.loc }));
}
