import type { RouteTable } from '../platform/route-spec';

/**
 * The public site: company, banner, logos, branches, contact form and page documents.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const siteRoutes = /* @__PURE__ */ (() =>
  ({
    'POST /get-company-with-domain': {
      handler: 'site/handlers/get-company-with-domain.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /get-company-website-banner': {
      handler: 'site/handlers/get-company-website-banner.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['media:read'],
    },
    'POST /get-logos-for-given-company': {
      handler: 'site/handlers/get-logos-for-given-company.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['media:read'],
    },
    'POST /get-all-branches': {
      handler: 'site/handlers/get-all-branches.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /submit-contact-form-to-company': {
      handler: 'site/handlers/submit-contact-form.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['table:write', 'email'],
    },
    'POST /send-general-email-no-token': {
      handler: 'site/handlers/send-general-email-no-token.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['table:write', 'email'],
    },
    'POST /get-exchange-rate': {
      handler: 'site/handlers/get-exchange-rate.handler.ts',
      auth: 'public',
      tenant: 'none',
      uses: ['table:write', 'internet'],
    },
    // Per host, at the site's root (issue 26): page-like (CloudFront's default behaviour, kept
    // per host like the documents), answered before the catch-all page document.
    'GET /sitemap.xml': {
      handler: 'site/handlers/sitemap.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
      document: true,
    },
    'GET /robots.txt': {
      handler: 'site/handlers/robots.handler.ts',
      auth: 'public',
      tenant: 'optional',
      uses: [],
      document: true,
    },
    'GET /': {
      handler: 'site/handlers/site-document.handler.ts',
      auth: 'public',
      tenant: 'optional',
      uses: ['media:read'],
      document: true,
    },
    'GET /{page+}': {
      handler: 'site/handlers/site-page-document.handler.ts',
      auth: 'public',
      tenant: 'optional',
      uses: ['media:read'],
      document: true,
    },
  }) as const satisfies RouteTable)();
