// Found by search engines, per tenant domain (issue 26 item 3): each host's sitemap.xml and
// robots.txt, and the page documents' canonical URL and JSON-LD.
import { describe, expect, it } from 'vitest';
import type { EventsReply } from '@shared/events/schemas';
import type { PublicPostsReply } from '@shared/posts/schemas';
import type { StoreProductView } from '@shared/store/schemas';
import { api } from './support';

const SCHOOL = 'school.localhost';
const SHOP = 'shop.localhost';
const LEGAL = 'legal.localhost';

/** The locs of a host's sitemap, after checking its type and that it is a urlset. */
async function sitemap(host: string): Promise<string[]> {
  const response = await api.get<string>('/sitemap.xml', { host });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  return [...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );
}

const idsOf = (locs: string[], key: string) =>
  locs.flatMap((loc) => {
    const value = new URL(loc).searchParams.get(key);
    return value ? [value] : [];
  });

/** Every JSON-LD block of a page, parsed (a block that is no JSON fails the test). */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)" \/>/)?.[1];

const page = async (path: string, host: string) => {
  const response = await api.get<string>(path, { host });
  expect(response.status).toBe(200);
  return response.text;
};

describe('sitemap.xml and robots.txt', () => {
  it("list each host's own pages, posts, products and public events, on its own origin", async () => {
    const [school, shop, legal] = await Promise.all([
      sitemap(SCHOOL),
      sitemap(SHOP),
      sitemap(LEGAL),
    ]);
    for (const [host, locs] of [
      [SCHOOL, school],
      [SHOP, shop],
      [LEGAL, legal],
    ] as const) {
      for (const loc of locs)
        expect(loc).toMatch(new RegExp(`^http://${host.replace('.', '\\.')}:\\d+/`));
      expect(locs.map((l) => new URL(l).pathname)).toEqual(
        expect.arrayContaining([
          '/',
          '/contact-us',
          '/images-gallery',
          '/news',
          '/events-calendar',
        ]),
      );
    }
    // No URL, and no item, in two sitemaps.
    const all = [...school, ...shop, ...legal];
    expect(new Set(all).size).toBe(all.length);
    const items = (locs: string[]) => [
      ...idsOf(locs, 'post'),
      ...idsOf(locs, 'product'),
      ...idsOf(locs, 'event'),
    ];
    const schoolItems = new Set(items(school));
    expect(items(shop).filter((id) => schoolItems.has(id))).toEqual([]);
    expect(items(legal).filter((id) => schoolItems.has(id))).toEqual([]);

    // The school's published posts and public events are there; the store's listed products.
    const posts = await api.post<PublicPostsReply>(
      '/get-public-posts',
      { limit: 50 },
      { host: SCHOOL },
    );
    expect(posts.body.rows.length).toBeGreaterThan(0);
    expect(idsOf(school, 'post')).toEqual(expect.arrayContaining(posts.body.rows.map((p) => p.id)));
    const events = await api.post<EventsReply>('/get-all-events', {}, { host: SCHOOL });
    expect(events.body.length).toBeGreaterThan(0);
    expect(events.body.every((e) => e.private === 'No')).toBe(true);
    expect(new Set(idsOf(school, 'event'))).toEqual(new Set(events.body.map((e) => e.id)));
    const products = await api.post<{ rows: StoreProductView[] }>(
      '/store/products',
      { limit: 48 },
      { host: SHOP },
    );
    expect(products.body.rows.length).toBeGreaterThan(0);
    expect(idsOf(shop, 'product')).toEqual(
      expect.arrayContaining(products.body.rows.map((p) => p.id)),
    );
    expect(shop.some((l) => new URL(l).pathname === '/web-store')).toBe(true);
    // The school has no store (Premium plan, but no products listed): no product URLs at least.
    expect(idsOf(school, 'product')).toEqual([]);
  });

  it('answer robots.txt per host, naming its sitemap; an unknown host has neither', async () => {
    const robots = await api.get<string>('/robots.txt', { host: LEGAL });
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots.text).toContain('Disallow: /switchboard\n');
    expect(robots.text).toContain('Disallow: /auth/\n');
    expect(robots.text).toContain('Disallow: /login\n');
    expect(robots.text).toMatch(/\nSitemap: http:\/\/legal\.localhost:\d+\/sitemap\.xml\n/);
    const nowhere = await api.get<string>('/robots.txt', { host: 'nowhere.localhost' });
    expect(nowhere.text).toBe('User-agent: *\nDisallow: /\n');
    expect((await api.get('/sitemap.xml', { host: 'nowhere.localhost' })).status).toBe(404);
  });
});

describe('page heads', () => {
  it("give each template's home its canonical URL and the company as the right type", async () => {
    const homes = [
      ['localhost', 'Baron Office Systems', 'LocalBusiness'],
      ['hope.localhost', 'Hands of Hope', 'NGO'],
      [SCHOOL, undefined, 'School'],
      [LEGAL, 'Mokoena Attorneys Inc.', 'LegalService'],
      ['agency.localhost', undefined, 'LocalBusiness'],
      [SHOP, undefined, 'LocalBusiness'],
    ] as const;
    for (const [host, name, type] of homes) {
      const html = await page('/', host);
      expect(canonical(html), host).toMatch(
        new RegExp(`^http://${host.replace(/\./g, '\\.')}:\\d+/$`),
      );
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      const [org, ...rest] = jsonLd(html);
      expect(rest).toEqual([]);
      expect(org, host).toMatchObject({
        '@context': 'https://schema.org',
        '@type': type,
        url: canonical(html),
      });
      expect(org?.name).toBe(title?.replace(/&amp;/g, '&'));
      if (name) expect(org?.name).toBe(name);
      expect(org?.address, host).toMatchObject({ '@type': 'PostalAddress' });
      expect(org?.telephone, host).toEqual(expect.any(String));
    }
  });

  it('give a product page its Product with the price, and a post its NewsArticle', async () => {
    const [product] = idsOf(await sitemap(SHOP), 'product');
    const details = await api.post<StoreProductView & { currency: string }>(
      '/store/product',
      { id: product },
      { host: SHOP },
    );
    const html = await page(`/product-details?product=${product}`, SHOP);
    expect(canonical(html)).toMatch(/^http:\/\/shop\.localhost:\d+\/product-details\?product=/);
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: details.body.name,
        offers: expect.objectContaining({
          price: (details.body.price / 100).toFixed(2),
          priceCurrency: details.body.currency,
        }),
      }),
    ]);

    const [post] = idsOf(await sitemap(SCHOOL), 'post');
    const read = await api.post<PublicPostsReply>(
      '/get-public-posts',
      { postId: post },
      { host: SCHOOL },
    );
    const article = await page(`/read-post?post=${post}`, SCHOOL);
    expect(canonical(article)).toMatch(/^http:\/\/school\.localhost:\d+\/read-post\?post=/);
    expect(article).toContain('<meta property="og:type" content="article" />');
    expect(jsonLd(article)).toEqual([
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: read.body.post?.title,
        datePublished: read.body.post?.date_posted,
        publisher: expect.objectContaining({ '@type': 'School' }),
      }),
    ]);
    // Another site's post answers like a missing one: no article, not indexed.
    const elsewhere = await page(`/read-post?post=${post}`, LEGAL);
    expect(jsonLd(elsewhere)).toEqual([]);
    expect(elsewhere).toContain('<meta name="robots" content="noindex, follow" />');
    expect(canonical(elsewhere)).toBeUndefined();
  });

  it('give the events page its public events at +02:00, and the back office no index', async () => {
    const html = await page('/events-calendar', SCHOOL);
    const events = jsonLd(html);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event).toMatchObject({
        '@type': 'Event',
        organizer: expect.objectContaining({ '@type': 'School' }),
      });
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+02:00$/);
    }
    const login = await page('/switchboard', SCHOOL);
    expect(login).toContain('<meta name="robots" content="noindex, follow" />');
    expect(jsonLd(login)).toEqual([]);
  });
});
