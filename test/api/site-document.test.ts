import { describe, expect, it } from 'vitest';
import type { EventsReply } from '@shared/events/schemas';
import type { PostsPage, PublicPostsReply } from '@shared/posts/schemas';
import type { SiteData } from '@shared/site/site-data';
import { STORE_MESSAGES, type StoreProductsReply } from '@shared/store/schemas';
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
    expect(response.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
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
    const script = home.match(/"(\/assets\/public-[^"]+\.js)"/)?.[1] ?? '';
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

describe('server-rendered public pages', () => {
  /** The text a reader without JavaScript gets: the document's markup without its tags. */
  const readable = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ');

  it("put each template's about text, services and contact details in the HTML", async () => {
    const company = testDeps().db.entities.company;
    for (const [host, emis] of [
      ['localhost', 'baron-007'],
      ['hope.localhost', 'hands-of-hope-2022'],
      ['school.localhost', '12824090253'],
      ['legal.localhost', 'mokoena-attorneys'],
    ] as const) {
      const { data: record } = await company.get({ emis }).go();
      if (!record) throw new Error(`no demo company ${emis}`);
      const response = await api.get<string>('/', { host });
      expect(response.status).toBe(200);
      const text = readable(response.text.split('<div id="root">')[1] ?? '');
      const about = (record.about_us ?? '').replace(/\s+/g, ' ').trim();
      expect(about.length).toBeGreaterThan(0);
      expect(text).toContain(about.slice(0, 60));
      expect(text).toContain(record.primary_phone ?? 'no phone');
      expect(text).toContain(record.email ?? 'no email');
      expect(response.text).toMatch(/<section[^>]*id="services"/);
      // The hero's picture is in the HTML, asked for first (not after the script runs).
      const hero = (response.text.split('<div id="root">')[1] ?? '').match(
        /<img [^>]*src="\/images\/website_banner\/[^"]+"[^>]*>/,
      )?.[0];
      // (React writes the attribute as fetchPriority: HTML attribute names ignore case.)
      expect(hero, host).toMatch(/fetchpriority="high"/i);
      // Complete in place: no boundary left for a script to fill in, no inline script at all.
      expect(response.text).not.toMatch(/<!--\$[?!]-->/);
      // Data (the site's JSON, the JSON-LD) and no code inline but the build's starter (which
      // asks for the entry once the banner is painted), under the response's nonce.
      const inline = [
        ...response.text.matchAll(
          /<script(?![^>]*type="application\/(?:ld\+)?json")(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(inline, host).toHaveLength(1);
      expect(inline[0]?.[0]).toMatch(/^<script nonce="[A-Za-z0-9+/=]+">/);
      expect(inline[0]?.[1]).toMatch(/var entry = "\/assets\/public-[^"]+\.js"/);
    }
  });

  it('render the contact page with its offices', async () => {
    const response = await api.get<string>('/contact-us', { host: 'legal.localhost' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('Our Branches / Offices');
    expect(response.text).toContain('<title>Contact us · Mokoena Attorneys Inc.</title>');
  });

  it('name the information officer and how to ask, in the HTML and in the data the app hydrates from', async () => {
    const company = testDeps().db.entities.company;
    const emis = 'ubuntu-talent';
    const { data: record } = await company.get({ emis }).go();
    if (!record?.email) throw new Error(`no demo company ${emis} with an email`);
    const page = async () => {
      const response = await api.get<string>('/contact-us', { host: `${record.domain}` });
      expect(response.status).toBe(200);
      return {
        text: readable(response.text.split('<div id="root">')[1] ?? ''),
        html: response.text,
        data: siteData(response.text) as unknown as {
          site: { company: { information_officer?: { name: string; email?: string } } };
        },
      };
    };
    // Not set: the company itself, at its own email (POPIA: the head of the body by default).
    const before = await page();
    expect(before.text).toContain(`Information officer: ${record.name}`);
    expect(before.text).toContain('Privacy (POPIA) requests');
    expect(before.html).toContain(
      `href="mailto:${record.email}?subject=Privacy%20(POPIA)%20request"`,
    );
    expect(before.data.site.company.information_officer).toEqual({
      name: record.name,
      email: record.email,
    });
    await company
      .patch({ emis })
      .set({
        information_officer: 'Thandeka Mahlangu',
        information_officer_email: 'privacy@ubuntu.example.co.za',
      })
      .go();
    try {
      const after = await page();
      expect(after.text).toContain('Information officer: Thandeka Mahlangu');
      expect(after.html).toContain('href="mailto:privacy@ubuntu.example.co.za?subject=');
      expect(after.data.site.company.information_officer).toEqual({
        name: 'Thandeka Mahlangu',
        email: 'privacy@ubuntu.example.co.za',
      });
    } finally {
      await company
        .patch({ emis })
        .remove(['information_officer', 'information_officer_email'])
        .go();
    }
  });

  it('give every page document a strict policy: its own nonce on each script, no unsafe-inline or eval', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/contact-us', '/login']) {
      const response = await api.get<string>(path, { host: 'school.localhost' });
      const policy = String(response.headers['content-security-policy']);
      const scripts = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      const nonce = scripts.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
      expect(nonce, path).toBeDefined();
      expect(scripts).toContain("'strict-dynamic'");
      expect(scripts).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      nonces.add(nonce ?? '');
      // Every script that runs (the app's module, or a public page's inline starter) carries it;
      // data blocks (JSON, JSON-LD) run nothing.
      const tags = response.text.match(/<script\b[^>]*>/g) ?? [];
      const running = tags.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
      expect(running.length, path).toBeGreaterThan(0);
      for (const tag of running) expect(tag).toContain(`nonce="${nonce}"`);
      expect(response.text).not.toContain('KANTOOR_CSP_NONCE');
    }
    expect(nonces.size).toBe(3);
  });

  it('load the public bundle on public pages and the app only elsewhere', async () => {
    const home = (await api.get<string>('/', { host: 'legal.localhost' })).text;
    // A public page's starter asks for the public entry once the banner is painted.
    expect(home).toMatch(/var entry = "\/assets\/public-[^"]+\.js"/);
    expect(home).not.toMatch(/\/assets\/index-[^"]+\.js/);
    const login = (await api.get<string>('/login', { host: 'legal.localhost' })).text;
    expect(login).toMatch(/src="\/assets\/index-[^"]+\.js"/);
  });

  it('render the news list and a post in the HTML, readable without JavaScript', async () => {
    const host = { host: 'school.localhost' };
    const list = await api.post<PostsPage>('/get-public-posts', {}, host);
    const first = list.body.rows[0];
    expect(first).toBeDefined();
    const news = (await api.get<string>('/news', host)).text;
    const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
    // The titles are in the server's HTML (not only in the embedded data), linked to each post.
    for (const post of list.body.rows)
      expect(root(news)).toContain(`/read-post?post=${encodeURIComponent(post.id)}`);
    expect(root(news).split('<script')[0]).toContain(
      first!.title.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
    );

    const read = await api.post<PublicPostsReply>('/get-public-posts', { postId: first!.id }, host);
    const article = (await api.get<string>(`/read-post?post=${first!.id}`, host)).text;
    const body = root(article).split('<script')[0]!;
    expect(body).toContain(
      `<h1 class="text-3xl font-semibold">${read.body.post!.title.replace(/&/g, '&amp;')}</h1>`,
    );
    // The body as the server stored it (sanitised HTML), inside the post's article.
    expect(body).toContain(read.body.post!.body);
    expect(siteData(article)).toMatchObject({ domain: 'school.localhost' });

    // Another tenant's post, or none, is not rendered (the page then asks and says not found).
    const elsewhere = (
      await api.get<string>(`/read-post?post=${first!.id}`, { host: 'legal.localhost' })
    ).text;
    expect(elsewhere).not.toContain(read.body.post!.body);
  });

  /** The page's own HTML (the root's markup, before the scripts), as a reader without JS has it. */
  const body = (html: string) => html.slice(html.indexOf('<div id="root">')).split('<script')[0]!;
  const escaped = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );

  it("render the gallery's pictures in the HTML", async () => {
    const html = (await api.get<string>('/images-gallery', { host: 'hope.localhost' })).text;
    expect(html).toContain('<title>Gallery · Hands of Hope</title>');
    const pictures = body(html).match(/<img [^>]*src="\/images\/gallery\/hands-of-hope-2022\//g);
    expect(pictures?.length).toBeGreaterThan(0);
    expect((siteData(html) as SiteData | undefined)?.gallery?.length).toBe(pictures?.length);
  });

  it("render the store's products and a product with its price, only where there is a store", async () => {
    const host = { host: 'shop.localhost' };
    const listed = await api.post<StoreProductsReply>('/store/products', {}, host);
    expect(listed.body.rows.length).toBeGreaterThan(0);
    const store = body((await api.get<string>('/web-store', host)).text);
    for (const product of listed.body.rows) {
      expect(store).toContain(escaped(product.name));
      expect(store).toContain(`/product-details?id=${product.id}`);
    }
    // A category in the address is the category rendered.
    const phones = await api.post<StoreProductsReply>(
      '/store/products',
      { category: 'Phones' },
      host,
    );
    const phonesPage = (await api.get<string>('/web-store?category=Phones', host)).text;
    expect((siteData(phonesPage) as SiteData).store?.rows.map((r) => r.id)).toEqual(
      phones.body.rows.map((r) => r.id),
    );

    const first = listed.body.rows[0]!;
    for (const param of ['id', 'product']) {
      const html = (await api.get<string>(`/product-details?${param}=${first.id}`, host)).text;
      expect(body(html)).toMatch(
        new RegExp(`<h1[^>]*>${escaped(first.name).replace(/[()[\].*+?]/g, '\\$&')}</h1>`),
      );
      const product = jsonLd(html).find((d) => d['@type'] === 'Product') as
        { name: string; offers: { price: string | number } } | undefined;
      expect(product?.name).toBe(first.name);
      expect(Number(product?.offers.price)).toBe(first.price / 100);
    }
    // Another site's product, or none: the page says it is not listed, with nothing to ask.
    const elsewhere = (
      await api.get<string>(`/product-details?id=${first.id}`, { host: 'legal.localhost' })
    ).text;
    expect(body(elsewhere)).not.toContain(escaped(first.name));
    expect(body(elsewhere)).toContain('No such product in this store');
    expect((siteData(elsewhere) as SiteData).product).toBeNull();

    // A company without the store: its store page says so in the HTML.
    const none = (await api.get<string>('/web-store', { host: 'hope.localhost' })).text;
    expect((siteData(none) as SiteData).store).toBeNull();
    expect(body(none)).toContain(STORE_MESSAGES.notOffered);
  });

  it('render the store again at once when a listed product changes (kept bodies follow the data)', async () => {
    const host = { host: 'shop.localhost' };
    const html = (await api.get<string>('/web-store', host)).text;
    const data = siteData(html) as SiteData;
    const first = data.store!.rows[0]!;
    // Asked again with nothing changed: the same page (the kept body, a fresh nonce around it).
    expect(body((await api.get<string>('/web-store', host)).text)).toBe(body(html));
    // Each rating is two rows of stars, not ten icons (the page's size grows by product).
    expect(body(html).match(/aria-label="Rated /g)?.length).toBe(data.store!.rows.length);
    expect(body(html).match(/<svg[^>]*viewBox="0 0 120 24"/g)?.length).toBe(
      2 * data.store!.rows.length,
    );
    const product = testDeps().db.entities.product;
    const key = { emis: data.site.company.emis, id: first.id };
    const renamed = `${first.name} (renamed ${Date.now().toString(36)})`;
    await product.patch(key).set({ name: renamed }).go();
    try {
      const after = body((await api.get<string>('/web-store', host)).text);
      expect(after).toContain(escaped(renamed));
    } finally {
      await product.patch(key).set({ name: first.name }).go();
    }
    const back = body((await api.get<string>('/web-store', host)).text);
    expect(back).not.toContain(escaped(renamed));
    expect(back).toBe(body(html));
  });

  it('list the upcoming public events in the HTML, with their structured data', async () => {
    const host = { host: 'agency.localhost' };
    const html = (await api.get<string>('/events-calendar', host)).text;
    const events = (siteData(html) as SiteData).events ?? [];
    expect(events.length).toBeGreaterThan(0);
    const page = body(html);
    const ld = jsonLd(html).filter((d) => d['@type'] === 'Event');
    for (const event of events) {
      expect(page).toContain(escaped(event.title));
      expect(ld.map((d) => d.name)).toContain(event.title);
    }
    // Public ones only: each is in the visitor's list of its window.
    const visible = await api.post<EventsReply>('/get-all-events', { status: 'No' }, host);
    const publicIds = new Set(visible.body.map((e) => e.id));
    for (const event of events) expect(publicIds.has(event.id), event.title).toBe(true);
    // The calendar widget itself is drawn in the browser: its place holds a skeleton.
    expect(page).not.toMatch(/class="events-calendar/);
  });
});
