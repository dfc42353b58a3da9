import { ulid } from 'ulid';
import { imageUrl, type ImageFolder } from '@shared/company/folders';
import { srcsets } from '@shared/media/variants';
import { labelsFor } from '@shared/company/labels';
import { planIncludes } from '@shared/plans/entitlements';
import type {
  CompanyWithDomainReply,
  PublicBranch,
  PublicCompany,
  WebsiteItem,
} from '@shared/company/public-company';
import type { ContactFormBody, GeneralEmailBody } from '@shared/site/schemas';
import type { SiteImage } from '@shared/site/site-data';
import { stamp } from '../kernel/context';
import type { OnSite, RequestContext } from '../kernel/context';
import type { CompanyRecord, WebsiteContentRecord } from '../db/records';
import type { TenantData } from '../db/tenant-data';
import type { Deps } from '../platform/deps';
import { normaliseHost } from '../platform/hosts';
import { siteError } from './errors';

const HOUR = 3600;

/** The company as the public site may show it: bank and merchant details stay inside. */
export function publicCompany(company: CompanyRecord): PublicCompany {
  return {
    emis: company.emis,
    name: company.name,
    motto: company.motto,
    mission: company.mission,
    vision: company.vision,
    about_us: company.about_us,
    welcome_title: company.welcome_title,
    primary_address: company.primary_address,
    postal_code: company.postal_code,
    city: company.city,
    primary_phone: company.primary_phone,
    email: company.email,
    map_source: company.map_source,
    domain: company.domain,
    industry: company.industry,
    primary_bg_color: company.primary_bg_color ?? '#0f4c5c',
    secondary_bg_color: company.secondary_bg_color ?? '#e36414',
    tax_rate: company.tax_rate ?? 15,
    prices_include_vat: company.prices_include_vat !== 'No',
    currency: company.currency ?? 'ZAR',
    vat_number: company.vat_number,
    reg_number: company.reg_number,
    plan: company.plan ?? 'Standard',
    booking_button_label: company.booking_button_label,
    information_officer: {
      name: company.information_officer || company.name,
      email: company.information_officer_email || company.email,
    },
  };
}

const item = (record: WebsiteContentRecord): WebsiteItem => ({
  id: record.id,
  title: record.title,
  body: record.body,
});

/**
 * The company and its website content as the public site shows them. A read other domains use
 * too (the company settings reply), so it takes the tenant and the company, not a request.
 */
export async function companyWithDomain(
  tenant: TenantData,
  company: CompanyRecord,
): Promise<CompanyWithDomainReply> {
  const content = await tenant.website.list();
  const section = (name: WebsiteContentRecord['section']) =>
    content.filter((c) => c.section === name).map(item);
  const currency = company.currency ?? 'ZAR';
  return {
    company: publicCompany(company),
    currency,
    labels: labelsFor(company.industry, company.labels as Record<string, unknown>),
    // Legal features (matters, legal billing): the plan alone decides, not the industry.
    legal_services: planIncludes(company.plan, 'matters'),
    // The old product geolocated the visitor; Kantoor shows plans in the company's currency.
    ip_info: { currencyCode: currency },
    website: {
      services: section('service'),
      faqs: section('faq'),
      promotions: section('promotion'),
      goals: section('goal'),
    },
  };
}

/**
 * Names and addresses of the images in one of the company's folders, sorted by name. A read
 * other domains use too (the documents' logo), so it takes the company's code, not a request.
 */
export async function folderImages(
  deps: Deps,
  emis: string,
  folder: ImageFolder,
): Promise<SiteImage[]> {
  const prefix = `images/${folder}/${emis}/`;
  const paths = (await deps.blobs.list(prefix)).map((key) => key.slice(prefix.length));
  // Narrower copies (w640/...) are in the same listing: they give srcsets, never images.
  const sets = srcsets(folder, emis, paths);
  return paths
    .filter((name) => name !== '' && !name.includes('/'))
    .map((name) => {
      const srcset = sets.get(name);
      return { name, url: imageUrl(folder, emis, name), ...(srcset ? { srcset } : {}) };
    });
}

/** POST /get-company-with-domain: the site's company, as `companyWithDomain` describes it. */
export function siteCompany(ctx: RequestContext<OnSite>): Promise<CompanyWithDomainReply> {
  return companyWithDomain(ctx.tenant, ctx.company);
}

/** A folder of the site's company's images (the banner, the logos). */
export function siteImages(ctx: RequestContext<OnSite>, folder: ImageFolder): Promise<SiteImage[]> {
  return folderImages(ctx.deps, ctx.company.emis, folder);
}

export async function branches(ctx: RequestContext<OnSite>): Promise<PublicBranch[]> {
  const list = await ctx.tenant.branches.list();
  return list.map((b) => ({
    id: b.id,
    name: b.name,
    address: b.address ?? '',
    postal_code: b.postal_code ?? '',
    city: b.city ?? '',
    phone: b.phone ?? '',
    email: b.email ?? '',
  }));
}

async function limit(ctx: RequestContext<OnSite>, bucket: string, max: number) {
  const count = await ctx.deps.global.rates.hit(bucket, HOUR, ctx.clock.now());
  if (count > max) throw siteError('tooManyMessages', { headers: { 'retry-after': String(HOUR) } });
}

/** Stores the message and emails it to the company; answers the spec's 'success'. */
export async function submitContactForm(ctx: RequestContext<OnSite>, body: ContactFormBody) {
  const { deps, company, sourceIp: ip } = ctx;
  await limit(ctx, `contact:${ip}`, 10);
  const now = stamp(ctx);
  await ctx.tenant.contactMessages.create({
    id: ulid(),
    name: body.name,
    email: body.email,
    phone: body.phone,
    subject: body.subject,
    body: body.body,
    source_ip: ip,
    created_at: now,
  });
  if (company.email) {
    await deps.email.send({
      to: company.email,
      replyTo: body.email,
      fromName: `${company.name} website`,
      subject: `Website enquiry: ${body.subject}`,
      text: `${body.name} (${body.email}, ${body.phone}) wrote on ${now}:\n\n${body.body}`,
      tenant: company.emis,
    });
  }
  return 'success' as const;
}

/**
 * The no-token email: limited per recipient and per sender address, body sent as text (escaped
 * in HTML), and a link only to the company's own site, so it cannot serve as an open relay
 * for phishing.
 */
export async function sendGeneralEmailNoToken(ctx: RequestContext<OnSite>, body: GeneralEmailBody) {
  const { company } = ctx;
  const link = body.link ? new URL(body.link) : undefined;
  if (link && normaliseHost(link.host) !== normaliseHost(company.domain))
    throw siteError('linkOffSite');
  await limit(ctx, `email:to:${body.emailAddress}`, 3);
  await limit(ctx, `email:from:${ctx.sourceIp}`, 10);
  await ctx.deps.email.send({
    to: body.emailAddress,
    subject: body.subject,
    text: body.body,
    links: link ? [{ href: link.toString(), label: body.linkDescription ?? link.toString() }] : [],
    fromName: company.name,
    tenant: company.emis,
  });
  return 'success' as const;
}
