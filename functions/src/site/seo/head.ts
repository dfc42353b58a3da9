// The head tags of a tenant's page document: title, description, canonical URL, link previews
// (Open Graph, Twitter card) and structured data. One pure function the document calls.
import type { PublicCompany } from '@shared/company/public-company';
import { escapeHtml, jsonForScript } from '../../platform/html';
import {
  absolute,
  eventLd,
  newsArticleLd,
  organizationLd,
  productLd,
  type EventInput,
  type JsonLd,
  type OrgInput,
} from './structured-data';

export type SeoProduct = {
  id: string;
  name: string;
  price: number;
  currency: string;
  available: number;
  image: string | null;
  details: string | null;
  code: string | null;
  category: string | null;
};

export type SeoPost = {
  id: string;
  title: string;
  body: string;
  date_posted: string;
  updated_at: string | null;
  author: string;
  images: string[];
};

export type SeoEvent = Omit<EventInput, 'url'>;

/** What a page is, with the data its head names. */
export type SeoPage =
  | { kind: 'home' | 'contact' | 'gallery' | 'store' | 'news' }
  | { kind: 'events'; events: SeoEvent[] }
  | { kind: 'event'; event: SeoEvent }
  | { kind: 'product'; product: SeoProduct }
  | { kind: 'post'; post: SeoPost }
  /** A back-office or sign-in page, or a public page whose item is missing: not indexed. */
  | { kind: 'private' };

export type PageHeadInput = {
  company: PublicCompany;
  /** The tenant's canonical origin (`https://<its domain>`; the request's origin locally). */
  origin: string;
  page: SeoPage;
  /** The first banner of the site (the home's picture, the fallback preview image). */
  banner?: string;
  /** The company's logo. */
  logo?: string;
};

export type PageHead = {
  /** Escaped text for <title>. */
  title: string;
  /** The head tags, each escaped. */
  tags: string[];
};

export type PublicKind = Exclude<SeoPage['kind'], 'event' | 'private'>;

/** Public page kinds by path (product, post and event kinds need their id). */
export const PUBLIC_PAGES: Readonly<Record<string, PublicKind>> = {
  '/': 'home',
  '/home': 'home',
  '/company-website': 'home',
  '/contact-us': 'contact',
  '/images-gallery': 'gallery',
  '/web-store': 'store',
  '/product-details': 'product',
  '/events-calendar': 'events',
  '/news': 'news',
  '/read-post': 'post',
};

const DESCRIPTION_MAX = 200;

/** Text of at most `max` characters, cut at a word where it can be. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A post's sanitised HTML as plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const companyText = (company: PublicCompany) =>
  [company.motto, company.about_us].filter((t) => t?.trim()).join(' · ');

/** The canonical path of a page: one URL per page (the home's aliases are `/`). */
export function canonicalPath(page: SeoPage): string | undefined {
  switch (page.kind) {
    case 'home':
      return '/';
    case 'contact':
      return '/contact-us';
    case 'gallery':
      return '/images-gallery';
    case 'store':
      return '/web-store';
    case 'news':
      return '/news';
    case 'events':
      return '/events-calendar';
    case 'event':
      return `/events-calendar?event=${encodeURIComponent(page.event.id)}`;
    case 'product':
      return `/product-details?product=${encodeURIComponent(page.product.id)}`;
    case 'post':
      return `/read-post?post=${encodeURIComponent(page.post.id)}`;
    case 'private':
      return undefined;
  }
}

type Parts = {
  title: string;
  description: string;
  image?: string;
  ogType: 'website' | 'article' | 'product';
  data: JsonLd[];
};

function partsOf(input: PageHeadInput, url: string): Parts {
  const { company, page, origin } = input;
  const org: OrgInput = { company, origin, logo: input.logo };
  const about = companyText(company);
  const named = (what: string) => `${what} · ${company.name}`;
  switch (page.kind) {
    case 'home':
      return {
        title: company.name,
        description: about,
        image: input.banner,
        ogType: 'website',
        data: [organizationLd(org)],
      };
    case 'contact': {
      const reach = [company.primary_address, company.city, company.primary_phone, company.email]
        .filter((t) => t?.trim())
        .join(', ');
      return {
        title: named('Contact us'),
        description: reach ? `Contact ${company.name}: ${reach}` : about,
        image: input.banner,
        ogType: 'website',
        data: [organizationLd(org)],
      };
    }
    case 'gallery':
      return {
        title: named('Gallery'),
        description: `Pictures of ${company.name}. ${about}`,
        image: input.banner,
        ogType: 'website',
        data: [],
      };
    case 'store':
      return {
        title: named('Online store'),
        description: `Shop online at ${company.name}. ${about}`,
        image: input.banner,
        ogType: 'website',
        data: [],
      };
    case 'news':
      return {
        title: named('News'),
        description: `News from ${company.name}. ${about}`,
        image: input.banner,
        ogType: 'website',
        data: [],
      };
    case 'events':
      return {
        title: named('Events'),
        description: `Upcoming events at ${company.name}. ${about}`,
        image: input.banner,
        ogType: 'website',
        data: page.events.map((e) =>
          eventLd(
            { ...e, url: absolute(origin, canonicalPath({ kind: 'event', event: e })!) },
            org,
          ),
        ),
      };
    case 'event':
      return {
        title: named(page.event.title),
        description: page.event.description?.trim() || `${page.event.title} at ${company.name}`,
        image: input.banner,
        ogType: 'website',
        data: [eventLd({ ...page.event, url }, org)],
      };
    case 'product': {
      const { product } = page;
      return {
        title: named(product.name),
        description: product.details?.trim() || `${product.name} at ${company.name}`,
        image: product.image ?? input.banner,
        ogType: 'product',
        data: [productLd({ ...product, url }, org)],
      };
    }
    case 'post': {
      const { post } = page;
      const description = clip(plainText(post.body));
      return {
        title: named(post.title),
        description,
        image: post.images[0] ?? input.banner,
        ogType: 'article',
        data: [
          newsArticleLd(
            {
              title: post.title,
              description,
              datePosted: post.date_posted,
              updatedAt: post.updated_at,
              author: post.author,
              images: post.images,
              url,
            },
            org,
          ),
        ],
      };
    }
    case 'private':
      return {
        title: company.name,
        description: about,
        image: input.banner,
        ogType: 'website',
        data: [],
      };
  }
}

const meta = (attr: 'name' | 'property', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;

/**
 * The head of one page: its title, description, canonical URL on the tenant's own origin, link
 * previews and JSON-LD. A private page (sign-in, back office) is marked noindex and has no
 * canonical URL or structured data.
 */
export function pageHead(input: PageHeadInput): PageHead {
  const path = canonicalPath(input.page);
  const url = absolute(input.origin, path ?? '/');
  const parts = partsOf(input, url);
  const description = clip(parts.description);
  const image = parts.image ? absolute(input.origin, parts.image) : undefined;
  const tags = [
    meta('name', 'description', description),
    ...(path
      ? [`<link rel="canonical" href="${escapeHtml(url)}" />`]
      : [meta('name', 'robots', 'noindex, follow')]),
    meta('property', 'og:type', parts.ogType),
    meta('property', 'og:site_name', input.company.name),
    meta('property', 'og:title', parts.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'og:locale', 'en_ZA'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', parts.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...parts.data.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return { title: escapeHtml(parts.title), tags };
}
