import { describe, expect, it } from 'vitest';
import type { SiteData } from '@shared/site/site-data';
import { renderSiteDocument } from './document';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="Kantoor"
    />
    <meta name="theme-color" content="#0f4c5c" />
    <title>Kantoor</title>
  </head>
  <body>
    <div id="root"><p class="boot" role="status">Loading…</p></div>
  </body>
</html>`;

const data = (name: string, banner = true): SiteData =>
  ({
    domain: 'shop.localhost',
    site: {
      company: {
        name,
        motto: 'Open',
        about_us: 'x'.repeat(300),
        primary_bg_color: '#0E7490',
        secondary_bg_color: '#65A30D',
      },
    },
    banner: banner
      ? [{ name: 'banner-1.png', url: '/images/website_banner/vula/banner-1.png' }]
      : [],
  }) as unknown as SiteData;

describe('page document', () => {
  it('escapes names, keeps one description and closes no script early', () => {
    const html = renderSiteDocument(TEMPLATE, data('A & B </script><script>x()</script>'), {
      origin: 'https://shop.co.za',
      path: '/',
    });
    expect(html).toContain(
      '<title>A &amp; B &lt;/script&gt;&lt;script&gt;x()&lt;/script&gt;</title>',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // Two scripts (the home's JSON-LD and the site data), each closed once: none closed early.
    expect(html.match(/<script /g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script\\u003e');
    expect(html).toContain('<meta name="theme-color" content="#0E7490" />');
    expect(html).toMatch(/content="Open · x{190,}…"/);
  });

  it('paints the banner in the first frame of home pages only', () => {
    const home = renderSiteDocument(TEMPLATE, data('Vula'), {
      origin: 'https://shop.co.za',
      path: '/',
    });
    expect(home).toContain(
      '<div class="boot-hero"><img src="/images/website_banner/vula/banner-1.png"',
    );
    expect(home).toContain('rel="preload" as="image"');
    // Asked for first: right after the viewport, before the head's styles and scripts.
    expect(home.indexOf('rel="preload" as="image"')).toBeLessThan(home.indexOf('<style'));
    expect(home.indexOf('rel="preload" as="image"')).toBeLessThan(home.indexOf('<script'));
    const login = renderSiteDocument(TEMPLATE, data('Vula'), {
      origin: 'https://shop.co.za',
      path: '/login',
    });
    expect(login).toContain('<p class="boot" role="status">Loading…</p>');
    expect(login).not.toContain('rel="preload"');
    const noBanner = renderSiteDocument(TEMPLATE, data('Vula', false), {
      origin: 'https://shop.co.za',
      path: '/',
    });
    expect(noBanner).not.toContain('og:image');
  });
});
