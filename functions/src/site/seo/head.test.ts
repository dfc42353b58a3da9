import { describe, expect, it } from 'vitest';
import type { PublicCompany } from '@shared/company/public-company';
import { canonicalOrigin } from '../document';
import { pageHead, type PageHeadInput } from './head';
import { robotsTxt, sitemapXml } from './sitemap';
import { isoWallTime, organizationType, priceOf } from './structured-data';

const company = (over: Partial<PublicCompany> = {}): PublicCompany =>
  ({
    emis: 'vula-trading',
    name: 'Vula Trading',
    motto: 'Open',
    about_us: 'Phones and notebooks.',
    primary_address: '12 Smith Street',
    city: 'Durban',
    postal_code: '4001',
    primary_phone: '031 555 0100',
    email: 'hello@vula.co.za',
    domain: 'vula.co.za',
    industry: 'General',
    primary_bg_color: '#000000',
    secondary_bg_color: '#ffffff',
    tax_rate: 15,
    currency: 'ZAR',
    plan: 'Premium',
    ...over,
  }) as PublicCompany;

const head = (input: Partial<PageHeadInput> = {}) =>
  pageHead({
    company: company(),
    origin: 'https://vula.co.za',
    page: { kind: 'home' },
    banner: '/images/website_banner/vula-trading/banner-1.png',
    logo: '/images/logos/vula-trading/logo.png',
    ...input,
  });

/** Every JSON-LD block of the tags, parsed. */
const jsonLd = (tags: string[]) =>
  tags.flatMap((tag) => {
    const m = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(tag);
    return m ? [JSON.parse(m[1]!) as Record<string, unknown>] : [];
  });

const attr = (tags: string[], key: string) =>
  tags.find((t) => t.includes(`"${key}"`))?.match(/(?:content|href)="([^"]*)"/)?.[1];

describe('page head', () => {
  it('gives the home its canonical URL, previews and the Organization by industry', () => {
    const { title, tags } = head();
    expect(title).toBe('Vula Trading');
    expect(tags).toContain('<link rel="canonical" href="https://vula.co.za/" />');
    expect(attr(tags, 'og:image')).toBe(
      'https://vula.co.za/images/website_banner/vula-trading/banner-1.png',
    );
    expect(attr(tags, 'twitter:card')).toBe('summary_large_image');
    const [org] = jsonLd(tags);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Vula Trading',
      url: 'https://vula.co.za/',
      logo: 'https://vula.co.za/images/logos/vula-trading/logo.png',
      telephone: '031 555 0100',
      email: 'hello@vula.co.za',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Smith Street',
        addressLocality: 'Durban',
        postalCode: '4001',
        addressCountry: 'ZA',
      },
    });
  });

  it('names the type of each template and industry', () => {
    expect(organizationType({ emis: 'mokoena-attorneys', industry: 'Legal Practice' })).toBe(
      'LegalService',
    );
    expect(organizationType({ emis: '12824090253', industry: 'General' })).toBe('School');
    expect(organizationType({ emis: 'hands-of-hope-2022', industry: 'General' })).toBe('NGO');
    expect(organizationType({ emis: 'ubuntu-talent', industry: 'Agency' })).toBe('LocalBusiness');
  });

  it('escapes a name with </script>, quotes and U+2028 in every tag and keeps it in the JSON', () => {
    const name = 'A "B" & C\'s </script><script>x()</script> <!-- \u2028 end';
    const { title, tags } = head({ company: company({ name }) });
    const html = tags.join('\n');
    expect(title).toBe(
      'A &quot;B&quot; &amp; C&#39;s &lt;/script&gt;&lt;script&gt;x()&lt;/script&gt; &lt;!-- \u2028 end',
    );
    // One </script> per JSON-LD block, none from the name; no comment opens; no raw U+2028.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>x()');
    expect(html).not.toContain('<!--');
    expect(html.split('<script type="application/ld+json">')[1]).not.toContain('\u2028');
    expect(jsonLd(tags)[0]?.name).toBe(name);
  });

  it('gives a product page its Product with the price from cents and the availability', () => {
    const { title, tags } = head({
      page: {
        kind: 'product',
        product: {
          id: '01PRODUCT',
          name: 'Phone X',
          price: 1234950,
          currency: 'ZAR',
          available: 0,
          image: '/images/products/vula-trading/x.png',
          details: 'A phone.',
          code: 'PX1',
          category: 'Phones',
        },
      },
    });
    expect(title).toBe('Phone X · Vula Trading');
    expect(tags).toContain(
      '<link rel="canonical" href="https://vula.co.za/product-details?product=01PRODUCT" />',
    );
    expect(attr(tags, 'og:type')).toBe('product');
    expect(attr(tags, 'og:image')).toBe('https://vula.co.za/images/products/vula-trading/x.png');
    expect(jsonLd(tags)).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Phone X',
        sku: 'PX1',
        offers: expect.objectContaining({
          price: '12349.50',
          priceCurrency: 'ZAR',
          availability: 'https://schema.org/OutOfStock',
          url: 'https://vula.co.za/product-details?product=01PRODUCT',
        }),
      }),
    ]);
    expect(priceOf(5)).toBe('0.05');
  });

  it('gives a post its NewsArticle and an event page its Events at +02:00', () => {
    const post = head({
      page: {
        kind: 'post',
        post: {
          id: 'P1',
          title: 'Matric results',
          body: '<p>Our <strong>98%</strong> pass&nbsp;rate &amp; more.</p>',
          date_posted: '2026-01-20',
          updated_at: '2026-01-21 09:30:00',
          author: 'Principal Dlamini',
          images: ['/images/events/school/post-1.png'],
        },
      },
    });
    expect(attr(post.tags, 'description')).toBe('Our 98% pass rate &amp; more.');
    expect(jsonLd(post.tags)[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Matric results',
      datePublished: '2026-01-20',
      dateModified: '2026-01-21T09:30:00+02:00',
      author: { '@type': 'Person', name: 'Principal Dlamini' },
      image: ['https://vula.co.za/images/events/school/post-1.png'],
      publisher: { name: 'Vula Trading', logo: { url: expect.stringContaining('logo.png') } },
    });
    const events = head({
      page: {
        kind: 'events',
        events: [
          { id: 'E1', title: 'Open day', start: '2026-03-01 09:00:00', end: '2026-03-01 13:00:00' },
        ],
      },
    });
    expect(jsonLd(events.tags)[0]).toMatchObject({
      '@type': 'Event',
      name: 'Open day',
      startDate: '2026-03-01T09:00:00+02:00',
      endDate: '2026-03-01T13:00:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', address: { addressLocality: 'Durban' } },
      organizer: { name: 'Vula Trading' },
      url: 'https://vula.co.za/events-calendar?event=E1',
    });
    expect(isoWallTime('nonsense')).toBeUndefined();
  });

  it('marks a back-office page noindex, without canonical URL or structured data', () => {
    const { tags } = head({ page: { kind: 'private' } });
    expect(attr(tags, 'robots')).toBe('noindex, follow');
    expect(tags.join('')).not.toContain('rel="canonical"');
    expect(jsonLd(tags)).toEqual([]);
  });
});

describe('sitemap and robots', () => {
  it('escapes URLs in the XML', () => {
    const xml = sitemapXml([
      { loc: 'https://a.co.za/read-post?post=1&x=<2>', lastmod: '2026-01-01T00:00:00+02:00' },
    ]);
    expect(xml).toContain(
      '<url><loc>https://a.co.za/read-post?post=1&amp;x=&lt;2&gt;</loc><lastmod>2026-01-01T00:00:00+02:00</lastmod></url>',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });

  it('allows the site, disallows the back office and the API, names the sitemap', () => {
    const text = robotsTxt('https://a.co.za', ['/auth/', '/images/', '/store/']);
    expect(text).toContain('Disallow: /switchboard\n');
    expect(text).toContain('Disallow: /auth/\n');
    expect(text).not.toContain('Disallow: /images/');
    expect(text).toContain('Sitemap: https://a.co.za/sitemap.xml');
    expect(robotsTxt(undefined, [])).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('canonical origin', () => {
  const ctx = (mode: 'local' | 'aws', siteHost: string | undefined) =>
    ({ deps: { config: { mode } }, siteHost }) as unknown as Parameters<typeof canonicalOrigin>[0];

  it("is the company's own domain in AWS, whichever host was asked; the request's locally", () => {
    const company = { domain: 'mokoena.co.za' };
    expect(canonicalOrigin(ctx('aws', 'www.mokoena.co.za'), company)).toBe('https://mokoena.co.za');
    expect(canonicalOrigin(ctx('aws', 'd111.cloudfront.net'), company)).toBe(
      'https://mokoena.co.za',
    );
    expect(canonicalOrigin(ctx('local', 'legal.localhost:3000'), company)).toBe(
      'http://legal.localhost:3000',
    );
    expect(canonicalOrigin(ctx('local', undefined), company)).toBe('https://mokoena.co.za');
  });
});
