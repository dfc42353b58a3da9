import { readFile, stat } from 'node:fs/promises';
import { themeVariables } from '@shared/company/colours';
import { PAGE_CSP } from '@shared/site/page-policy';
import { SITE_DATA_ID, type SiteData } from '@shared/site/site-data';
import type { MaybeOnSite, RequestContext } from '../kernel/context';
import { PUBLIC_PAGE_CACHE } from '../platform/edge-cache';
import { escapeHtml, jsonForScript } from '../platform/html';
import { reply, textReply } from '../platform/reply';
import { apiPrefixes } from '../routes';
import { companyWithDomain, folderImages } from './service';

const HOME_PATHS = new Set(['/', '/home', '/company-website']);
const BOOT = '<p class="boot" role="status">Loading…</p>';

let template: { file: string; mtime: number; html: string } | undefined;

/** The web app's index.html, read once (again when the file changes, as after a local rebuild). */
async function readTemplate(file: string): Promise<string | undefined> {
  try {
    const { mtimeMs } = await stat(file);
    if (template?.file !== file || template.mtime !== mtimeMs) {
      template = { file, mtime: mtimeMs, html: await readFile(file, 'utf8') };
    }
    return template.html;
  } catch {
    return undefined;
  }
}

function describe(site: SiteData['site']): string {
  const text = [site.company.motto, site.company.about_us].filter(Boolean).join(' · ');
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

/**
 * The page document for one site: the built index.html with the company's title, description
 * and link-preview tags, its theme colours, the company data the app would otherwise ask for,
 * and (on the home page) a preload of the first banner, the page's largest paint.
 */
export function renderSiteDocument(
  html: string,
  data: SiteData,
  page: { origin: string; path: string },
): string {
  const { company } = data.site;
  const title = escapeHtml(company.name);
  const description = escapeHtml(describe(data.site));
  const banner = data.banner[0];
  const theme = Object.entries(themeVariables(company.primary_bg_color, company.secondary_bg_color))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const head = [
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${title}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(page.origin + page.path)}" />`,
    ...(banner
      ? [`<meta property="og:image" content="${escapeHtml(page.origin + banner.url)}" />`]
      : []),
    ...(banner && HOME_PATHS.has(page.path)
      ? [`<link rel="preload" as="image" href="${escapeHtml(banner.url)}" fetchpriority="high" />`]
      : []),
    `<style id="kantoor-theme">:root{${theme}}</style>`,
    `<script type="application/json" id="${SITE_DATA_ID}">${jsonForScript(data)}</script>`,
  ].join('\n    ');
  // A home page paints its hero's banner before any script: React then puts the same image
  // (from the cache) in the same box, with the title and forms over it.
  const firstFrame =
    banner && HOME_PATHS.has(page.path)
      ? `<div aria-hidden="true"><div class="boot-bar"></div><div class="boot-hero"><img src="${escapeHtml(banner.url)}" alt="" fetchpriority="high" /></div></div><p class="boot-status" role="status">Loading…</p>`
      : BOOT;
  return html
    .replace(BOOT, firstFrame)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(
      /(<meta name="theme-color" content=")[^"]*(")/,
      `$1${escapeHtml(company.primary_bg_color)}$2`,
    )
    .replace('</head>', `    ${head}\n  </head>`);
}

const PAGE_HEADERS = {
  'content-security-policy': PAGE_CSP,
  // Edge caches may keep a site's document briefly; browsers always ask again.
  'cache-control': PUBLIC_PAGE_CACHE,
  vary: 'accept-encoding',
};

/** GET / and GET /{page+}: the page document (at `path`) of the site the request is for. */
export async function siteDocument(ctx: RequestContext<MaybeOnSite>, path: string) {
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
    return textReply(200, html, 'text/html; charset=utf-8', PAGE_HEADERS);
  }
  const [site, banner] = await Promise.all([
    companyWithDomain(tenant, company),
    folderImages(deps, company.emis, 'website_banner'),
  ]);
  const scheme = deps.config.mode === 'local' ? 'http' : 'https';
  const given = ctx.siteHost;
  const host = given && /^[a-z0-9.-]+(:\d+)?$/i.test(given) ? given : company.domain;
  const body = renderSiteDocument(
    html,
    { domain: host.replace(/:\d+$/, '').toLowerCase(), site, banner },
    { origin: `${scheme}://${host}`, path },
  );
  return textReply(200, body, 'text/html; charset=utf-8', PAGE_HEADERS);
}
