// schema.org structured data (JSON-LD) of a tenant's public pages: pure builders, so the page
// document and the tests build the same objects. URLs are absolute on the tenant's canonical
// origin; wall times are Johannesburg's (+02:00, no daylight saving).
import type { PublicCompany } from '@shared/company/public-company';

export type JsonLd = Record<string, unknown>;

/** The site's template (frontend/src/features/site/templates): the company it was made for. */
const DONATION_EMIS = 'hands-of-hope-2022';
const SCHOOL_EMIS = '12824090253';

/**
 * The Organization subtype a company is: the charity's donation template an NGO, the school's
 * template a School (an EducationalOrganization), a legal practice a LegalService, any other
 * business a LocalBusiness.
 */
export function organizationType(company: Pick<PublicCompany, 'emis' | 'industry'>): string {
  if (company.emis === DONATION_EMIS) return 'NGO';
  if (company.emis === SCHOOL_EMIS) return 'School';
  if (company.industry === 'Legal Practice') return 'LegalService';
  return 'LocalBusiness';
}

/** `YYYY-MM-DD HH:mm:ss` Johannesburg wall time as ISO 8601 with its offset. */
export function isoWallTime(wall: string | undefined | null): string | undefined {
  if (!wall) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(wall.trim());
  if (!match) return undefined;
  if (!match[2]) return match[1];
  const time = match[2].length === 5 ? `${match[2]}:00` : match[2];
  return `${match[1]}T${time}+02:00`;
}

/** Absolute URL of a site path (or the URL itself when already absolute). */
export const absolute = (origin: string, path: string): string =>
  /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

const present = (value: string | undefined | null): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

/** Drops undefined members, so the JSON names only what is known. */
function compact(value: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

export function postalAddress(company: PublicCompany): JsonLd | undefined {
  const street = present(company.primary_address);
  const city = present(company.city);
  const code = present(company.postal_code);
  if (!street && !city && !code) return undefined;
  return compact({
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: city,
    postalCode: code,
    addressCountry: 'ZA',
  });
}

export type OrgInput = { company: PublicCompany; origin: string; logo?: string };

/** The company as an Organization subtype, with its address and ways to reach it. */
export function organizationLd({ company, origin, logo }: OrgInput): JsonLd {
  const type = organizationType(company);
  const address = postalAddress(company);
  return compact({
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${origin}/#organization`,
    name: company.name,
    url: `${origin}/`,
    logo: logo ? absolute(origin, logo) : undefined,
    // A LocalBusiness (LegalService is one) is shown with a picture of it.
    image: logo && type !== 'NGO' && type !== 'School' ? absolute(origin, logo) : undefined,
    description: present(company.about_us) ?? present(company.motto),
    slogan: present(company.motto),
    address,
    telephone: present(company.primary_phone),
    email: present(company.email),
    vatID: present(company.vat_number),
    currenciesAccepted:
      type === 'LocalBusiness' || type === 'LegalService' ? company.currency : undefined,
  });
}

/** The publisher/organizer reference of an article or event: name, url and logo. */
function organizationRef({ company, origin, logo }: OrgInput): JsonLd {
  return compact({
    '@type': organizationType(company),
    '@id': `${origin}/#organization`,
    name: company.name,
    url: `${origin}/`,
    logo: logo ? { '@type': 'ImageObject', url: absolute(origin, logo) } : undefined,
  });
}

export type ProductInput = {
  id: string;
  name: string;
  /** Cents. */
  price: number;
  currency: string;
  available: number;
  image?: string | null;
  details?: string | null;
  code?: string | null;
  category?: string | null;
  url: string;
};

/** Cents as the decimal text schema.org prices take (`1234` → `"12.34"`). */
export const priceOf = (cents: number): string => (Math.round(cents) / 100).toFixed(2);

/** A listed product with its one offer: the price in the company's currency, in stock or not. */
export function productLd(product: ProductInput, org: OrgInput): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${product.url}#product`,
    name: product.name,
    description: present(product.details),
    sku: present(product.code) ?? product.id,
    category: present(product.category),
    image: product.image ? [absolute(org.origin, product.image)] : undefined,
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: priceOf(product.price),
      priceCurrency: product.currency,
      availability:
        product.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: organizationRef(org),
    },
  });
}

export type ArticleInput = {
  title: string;
  description: string;
  datePosted: string;
  updatedAt?: string | null;
  author: string;
  images: string[];
  url: string;
};

/** A published post as a NewsArticle, published by the company. */
export function newsArticleLd(post: ArticleInput, org: OrgInput): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': `${post.url}#article`,
    mainEntityOfPage: post.url,
    // Google shows at most 110 characters of a headline.
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: present(post.description),
    datePublished: isoWallTime(post.datePosted),
    dateModified: isoWallTime(post.updatedAt ?? undefined),
    author: present(post.author) ? { '@type': 'Person', name: post.author } : organizationRef(org),
    image: post.images.length > 0 ? post.images.map((i) => absolute(org.origin, i)) : undefined,
    publisher: organizationRef(org),
  });
}

export type EventInput = {
  id: string;
  title: string;
  description?: string;
  /** Johannesburg wall times, `YYYY-MM-DD HH:mm:ss`. */
  start: string;
  end: string;
  url: string;
};

/** A public event at the company's address, organised by the company. */
export function eventLd(event: EventInput, org: OrgInput): JsonLd {
  const address = postalAddress(org.company);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${event.url}#event`,
    name: event.title,
    description: present(event.description),
    startDate: isoWallTime(event.start),
    endDate: isoWallTime(event.end),
    url: event.url,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: compact({
      '@type': 'Place',
      name: org.company.name,
      address: address ?? org.company.name,
    }),
    organizer: organizationRef(org),
  });
}
