import { describe, expect, it } from 'vitest';
import { api, testDeps } from './support';

function siteData(html: string) {
  const json = html.match(
    /<script type="application\/json" id="kantoor-site">([^<]*)<\/script>/,
  )?.[1];
  return json
    ? (JSON.parse(json) as {
        domain: string;
        site: { company: { emis: string } };
        banner: Array<{ url: string }>;
      })
    : undefined;
}

describe('page documents', () => {
  it('give each site its own title, link preview, theme and data', async () => {
    const response = await api.get<string>('/', { host: 'hope.localhost' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.text;
    expect(html).toContain('<title>Hands of Hope</title>');
    expect(html).toContain('<meta property="og:title" content="Hands of Hope" />');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/hope\.localhost:\d+\/images\/website_banner\/hands-of-hope-2022\/banner-1\.png" \/>/,
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/images/website_banner/hands-of-hope-2022/banner-1.png"',
    );
    expect(html).toContain('--brand:#BE123C');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(siteData(html)).toMatchObject({
      domain: 'hope.localhost',
      site: { company: { emis: 'hands-of-hope-2022' } },
    });
  });

  it('answer every page path of the web app, without the home-only preload', async () => {
    const login = await api.get<string>('/login', { host: 'legal.localhost' });
    expect(login.status).toBe(200);
    expect(login.text).toContain('<title>Mokoena Attorneys Inc.</title>');
    expect(login.text).not.toContain('rel="preload" as="image"');
    const deep = await api.get<string>('/edit-and-print-invoice/42', { host: 'legal.localhost' });
    expect(deep.status).toBe(200);
    expect(siteData(deep.text)?.site.company.emis).toBe('mokoena-attorneys');
  });

  it('escape what a company writes about itself', async () => {
    const company = testDeps().db.entities.company;
    await company
      .patch({ emis: 'ubuntu-talent' })
      .set({ motto: '</script><script>alert(1)</script> "quoted" & <b>' })
      .go();
    try {
      const html = (await api.get<string>('/', { host: 'agency.localhost' })).text;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain(
        '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &lt;b&gt;',
      );
      expect(siteData(html)?.site.company).toMatchObject({
        motto: '</script><script>alert(1)</script> "quoted" & <b>',
      });
    } finally {
      await company.patch({ emis: 'ubuntu-talent' }).set({ motto: 'Every face has a story.' }).go();
    }
  });

  it('still serve the app to an unknown host, and never a page under an API path', async () => {
    const unknown = await api.get<string>('/', { host: 'nowhere.localhost' });
    expect(unknown.status).toBe(200);
    expect(unknown.text).toContain('<title>Kantoor</title>');
    expect(unknown.text).not.toContain('kantoor-site');
    const typo = await api.get('/auth/no-such-page', { host: 'hope.localhost' });
    expect(typo.status).toBe(404);
    expect(typo.body).toEqual({ error: 'Unknown route: GET /auth/no-such-page' });
  });

  it("serve the build's files as files", async () => {
    const home = (await api.get<string>('/', { host: 'shop.localhost' })).text;
    const script = home.match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1] ?? '';
    const response = await api.get(script, {
      host: 'shop.localhost',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
  });
});
