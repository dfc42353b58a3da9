import type { CompanyWithDomainReply } from '../company/public-company';

/** The element id of the company data a page document carries for the web app. */
export const SITE_DATA_ID = 'kantoor-site';

/** An image of a company folder, as the public routes list them. */
export type SiteImage = { name: string; url: string };

/**
 * What the page document tells the web app before it asks anything: the site's company (the
 * answer /get-company-with-domain would give for `domain`) and its banner images.
 */
export type SiteData = { domain: string; site: CompanyWithDomainReply; banner: SiteImage[] };
