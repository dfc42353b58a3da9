import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { themeVariables } from '@shared/company/colours';
import { NONCE_PLACEHOLDER, PAGE_CSP, pageCsp } from '@shared/site/page-policy';
import { isServerRendered, SITE_DATA_ID, type SiteData } from '@shared/site/site-data';
import type { MaybeOnSite, OnSite, RequestContext } from '../kernel/context';
import { PUBLIC_PAGE_CACHE } from '../platform/edge-cache';
import { escapeHtml, jsonForScript } from '../platform/html';
import { reply, textReply } from '../platform/reply';
import { apiPrefixes } from '../routes';
import { pageHead, type PageHead } from './seo/head';
import { POSTS_PAGE } from '@shared/posts/schemas';
import { publishedPage } from '../posts';
import { siteStorePage } from '../store';
import { seoPageOf, upcomingEvents, type PageItems } from './seo/page-data';
import { robotsTxt, sitemapEntries, sitemapXml } from './seo/sitemap';
import { branches, companyWithDomain, folderImages } from './service';

const HOME_PATHS = new Set(['/', '/home', '/company-website']);
const BOOT = '<p class="boot" role="status">Loading…</p>';

const templates = new Map<string, { mtime: number; html: string }>();

/** A built document (index.html, public.html), read once (again after a local rebuild). */
async function readTemplate(file: string): Promise<string | undefined> {
  try {
    const { mtimeMs } = await stat(file);
    const known = templates.get(file);
    if (known?.mtime === mtimeMs) return known.html;
    const html = await readFile(file, 'utf8');
    templates.set(file, { mtime: mtimeMs, html });
    return html;
  } catch {
    return undefined;
  }
}

type Renderer = { render: (data: SiteData, url: string) => Promise<string> };
const renderers = new Map<string, { mtime: number; module: Renderer }>();

/** The public pages' server renderer (`vite build --ssr`), imported once per build. */
async function loadRenderer(file: string): Promise<Renderer | undefined> {
  try {
    const { mtimeMs } = await stat(file);
    const known = renderers.get(file);
    if (known?.mtime === mtimeMs) return known.module;
    // The query string makes a rebuilt file a new module for Node's import cache.
    const url = `${pathToFileURL(file).href}?v=${mtimeMs}`;
    const module = (await import(/* @vite-ignore */ url)) as Renderer;
    renderers.set(file, { mtime: mtimeMs, module });
    return module;
  } catch {
    return undefined;
  }
}

// Rendered page bodies by what they were rendered from (the page's data and URL, and the day for
// the footer's year): a public page asked again with nothing changed is not rendered again.
// Fresh on change by construction (any edit changes the data, so the key); per process and
// per build of the renderer, small.
const RENDERED_KEEP = 64;
const renderedBy = new WeakMap<Renderer, Map<string, string>>();

/** The renderer's HTML for `data` at `url`, from the memo when the same was rendered before. */
async function renderBody(renderer: Renderer, data: SiteData, url: string): Promise<string> {
  const key = createHash('sha256')
    .update(`${new Date().toISOString().slice(0, 10)}\n${url}\n${JSON.stringify(data)}`)
    .digest('base64');
  const rendered = renderedBy.get(renderer) ?? new Map<string, string>();
  renderedBy.set(renderer, rendered);
  const known = rendered.get(key);
  if (known !== undefined) {
    // Most recently used last: the oldest entry is the one let go.
    rendered.delete(key);
    rendered.set(key, known);
    return known;
  }
  // A render that throws is not kept (Preact's renderer has no half-finished output).
  const body = await renderer.render(data, url);
  rendered.set(key, body);
  if (rendered.size > RENDERED_KEEP) rendered.delete(rendered.keys().next().value as string);
  return body;
}

/** A fresh nonce per response, written wherever the build put the placeholder. */
function withNonce(html: string): { html: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64');
  return { html: html.replaceAll(NONCE_PLACEHOLDER, nonce), nonce };
}

/**
 * The page document for one site: the built index.html with the page's head (`seo`: title,
 * description, canonical URL, link previews, structured data), the company's theme colours, the company data the app would otherwise ask for,
 * and (on the home page) a preload of the first banner, the page's largest paint.
 */
export function renderSiteDocument(
  html: string,
  data: SiteData,
  page: { origin: string; path: string },
  seo: PageHead = pageHead({
    company: data.site.company,
    origin: page.origin,
    page: { kind: HOME_PATHS.has(page.path) ? 'home' : 'private' },
    banner: data.banner[0]?.url,
  }),
  options: { serverRendered?: boolean } = {},
): string {
  const { company } = data.site;
  const { title } = seo;
  const banner = data.banner[0];
  // The banner's narrower copies, as the preload's or the <img>'s attributes (the same sizes).
  const bannerSources = (srcset: string, sizes: string) =>
    banner?.srcset ? ` ${srcset}="${escapeHtml(banner.srcset)}" ${sizes}="100vw"` : '';
  const theme = Object.entries(themeVariables(company.primary_bg_color, company.secondary_bg_color))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // The home's largest paint is its banner: asked for first, before the scripts and the styles
  // (the browser finds it in the document's first bytes and gives it the first connection).
  const preload =
    banner && HOME_PATHS.has(page.path)
      ? `\n    <link rel="preload" as="image" href="${escapeHtml(banner.url)}"${bannerSources('imagesrcset', 'imagesizes')} fetchpriority="high" />`
      : '';
  const head = [
    // Title, description, canonical URL, link previews and JSON-LD: seo/head.ts.
    ...seo.tags,
    `<style id="kantoor-theme">:root{${theme}}</style>`,
    `<script type="application/json" id="${SITE_DATA_ID}">${jsonForScript(data)}</script>`,
  ].join('\n    ');
  // A home page paints its hero's banner before any script: React then puts the same image
  // (from the cache) in the same box, with the title and forms over it.
  const firstFrame = options.serverRendered
    ? BOOT
    : banner && HOME_PATHS.has(page.path)
      ? `<div aria-hidden="true"><div class="boot-bar"></div><div class="boot-hero"><img src="${escapeHtml(banner.url)}"${bannerSources('srcset', 'sizes')} alt="" fetchpriority="high" /></div></div><p class="boot-status" role="status">Loading…</p>`
      : BOOT;
  return html
    .replace(BOOT, firstFrame)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<meta name="viewport"[^>]*>|<\/head>/, (tag) =>
      tag === '</head>' ? `${preload}\n  </head>` : tag + preload,
    )
    .replace(
      /(<meta name="theme-color" content=")[^"]*(")/,
      `$1${escapeHtml(company.primary_bg_color)}$2`,
    )
    .replace('</head>', `    ${head}\n  </head>`);
}

const PAGE_HEADERS = {
  // Edge caches may keep a site's document briefly; browsers always ask again.
  'cache-control': PUBLIC_PAGE_CACHE,
  vary: 'accept-encoding',
};

/**
 * The origin a tenant's pages name as theirs (canonical URLs, sitemap, link previews): in AWS
 * always `https://` + the company's own domain, whichever of its hosts was asked; locally the
 * request's origin (its port included), the only address that works there.
 */
export function canonicalOrigin(
  ctx: Pick<RequestContext<MaybeOnSite>, 'deps' | 'siteHost'>,
  company: { domain: string },
): string {
  const given = ctx.siteHost;
  if (ctx.deps.config.mode === 'local' && given && /^[a-z0-9.-]+(:\d+)?$/i.test(given))
    return `http://${given.toLowerCase()}`;
  return `https://${company.domain}`;
}

/** A document's headers: its own nonce in the policy when it has one. */
function pageHeaders(nonce: string | undefined) {
  return { ...PAGE_HEADERS, 'content-security-policy': nonce ? pageCsp(nonce) : PAGE_CSP };
}

/** A public page as the server renders it: public.html with the page's HTML in the root. */
async function serverRendered(
  ctx: RequestContext<OnSite>,
  path: string,
  data: SiteData,
  page: { origin: string; path: string },
  seo: PageHead,
  logos: SiteData['logos'],
  items: PageItems & { search?: string; store?: ReturnType<typeof siteStorePage> },
): Promise<string | undefined> {
  const { config } = ctx.deps;
  if (!config.sitePublicFile || !config.siteRendererFile) return undefined;
  const [html, renderer] = await Promise.all([
    readTemplate(config.sitePublicFile),
    loadRenderer(config.siteRendererFile),
  ]);
  if (!html || !renderer) return undefined;
  // What the page shows besides the company, read through its owner (bounded: one item, or the
  // first page the screen would ask for).
  const query = new URLSearchParams(items.search);
  const [offices, posts, gallery, store, events] = await Promise.all([
    path === '/contact-us' ? branches(ctx) : undefined,
    path === '/news' ? publishedPage(ctx, { limit: POSTS_PAGE }) : undefined,
    path === '/images-gallery' ? folderImages(ctx.deps, ctx.emis, 'gallery') : undefined,
    path === '/web-store' ? (items.store ?? siteStorePage(ctx, query.get('category'))) : undefined,
    // The head read them unless the page names one event (`?event=`).
    path === '/events-calendar' ? (items.events ?? upcomingEvents(ctx)) : undefined,
  ]);
  const full: SiteData = {
    ...data,
    logos,
    ...(offices ? { branches: offices } : {}),
    ...(posts ? { posts } : {}),
    ...(path === '/read-post' && items.post ? { post: items.post } : {}),
    ...(gallery ? { gallery } : {}),
    ...(store !== undefined ? { store } : {}),
    ...(path === '/product-details' ? { product: items.product ?? null } : {}),
    ...(events ? { events } : {}),
  };
  // The router reads the query too (read-post's `?post=`).
  const search = items.search ? `?${items.search}` : '';
  const body = await renderBody(renderer, full, path + search);
  // The server's HTML replaces the marker; `$` in it must not read as a replacement pattern.
  return renderSiteDocument(html, full, page, seo, { serverRendered: true }).replace(
    '<!--ssr-outlet-->',
    () => body,
  );
}

/** GET / and GET /{page+}: the page document (at `path`) of the site the request is for. */
export async function siteDocument(
  ctx: RequestContext<MaybeOnSite>,
  path: string,
  query = new URLSearchParams(),
) {
  const { deps, tenant, company } = ctx;
  if (apiPrefixes().some((prefix) => path.startsWith(prefix))) {
    return reply(404, { error: `Unknown route: GET ${path}` });
  }
  const html = deps.config.siteIndexFile
    ? await readTemplate(deps.config.siteIndexFile)
    : undefined;
  if (!html) {
    return textReply(
      503,
      'The web app is not built yet: run `npm run build:web`.',
      'text/plain; charset=utf-8',
    );
  }
  if (!tenant || !company) {
    // An unknown host still gets the app, which then says that the site is not set up.
    const doc = withNonce(html);
    return textReply(200, doc.html, 'text/html; charset=utf-8', pageHeaders(doc.nonce));
  }
  const site = { ...ctx, tenant, company, emis: company.emis };
  const items: PageItems & { search?: string; store?: ReturnType<typeof siteStorePage> } = {
    search: query.toString(),
  };
  // The store's page of products does not wait for the head's reads (it needs none of them).
  if (path === '/web-store' && isServerRendered(path)) {
    items.store = siteStorePage(
      { ...ctx, ...site } as RequestContext<OnSite>,
      query.get('category'),
    );
    // Awaited below; if the head's reads fail first, its failure is not an unhandled rejection.
    items.store.catch(() => undefined);
  }
  const [siteReply, banner, logos, page] = await Promise.all([
    companyWithDomain(tenant, company),
    folderImages(deps, company.emis, 'website_banner'),
    folderImages(deps, company.emis, 'logos'),
    seoPageOf(site, path, query, items),
  ]);
  const given = ctx.siteHost;
  const host = given && /^[a-z0-9.-]+(:\d+)?$/i.test(given) ? given : company.domain;
  const origin = canonicalOrigin(ctx, company);
  const seo = pageHead({
    company: siteReply.company,
    origin,
    page,
    banner: banner[0]?.url,
    logo: logos[0]?.url,
  });
  const data: SiteData = {
    domain: host.replace(/:\d+$/, '').toLowerCase(),
    site: siteReply,
    banner,
  };
  const where = { origin, path };
  // The public pages come rendered (readable without JavaScript) with the public bundle; every
  // other path gets the app's document (sign-in, the back office).
  const rendered = isServerRendered(path)
    ? await serverRendered(
        { ...ctx, tenant, company } as RequestContext<OnSite>,
        path,
        data,
        where,
        seo,
        logos,
        items,
      )
    : undefined;
  const doc = withNonce(rendered ?? renderSiteDocument(html, data, where, seo));
  return textReply(200, doc.html, 'text/html; charset=utf-8', pageHeaders(doc.nonce));
}

// The sitemap and robots.txt are kept at the edge like the documents (per host, a minute).
const TEXT_HEADERS = { 'cache-control': 'public, max-age=300, s-maxage=60' };

/** GET /sitemap.xml: the site's public pages, listed products, posts and public events. */
export async function siteMap(ctx: RequestContext<OnSite>) {
  const entries = await sitemapEntries(ctx, canonicalOrigin(ctx, ctx.company));
  return textReply(200, sitemapXml(entries), 'application/xml; charset=utf-8', TEXT_HEADERS);
}

/** GET /robots.txt: the site's rules and its sitemap; an unknown host is disallowed. */
export async function siteRobots(ctx: RequestContext<MaybeOnSite>) {
  const origin = ctx.company ? canonicalOrigin(ctx, ctx.company) : undefined;
  return textReply(
    200,
    robotsTxt(origin, apiPrefixes()),
    'text/plain; charset=utf-8',
    TEXT_HEADERS,
  );
}
