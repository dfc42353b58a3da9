// A relative path: vite.config.ts loads this table before its own @shared alias exists.
import { LEVEL, type AccessLevel } from '../../shared/src/access';

/**
 * THE route table: every endpoint Kantoor serves. The local server and the CDK API stacks are
 * both generated from it, and test/routes checks it against docs/routes.md.
 *
 * - `handler`: the module (under functions/src) whose `handler` export serves the route.
 * - `auth`: `public` (no token; the tenant, when needed, comes from the site's domain) or
 *   `token` with the minimum access level the caller's membership must hold.
 * - `uses`: what the function touches beyond reading the table; the CDK grants exactly that.
 * - `bodyLimit`: bytes of request body accepted (default 16 KiB); larger bodies get 413.
 * - `card` in `uses`: the card gateway's merchant settings (the passphrase among them) are in the
 *   function's environment; no other function has them.
 * - `domains` in `uses`: the function may create and read distribution tenants of the
 *   multi-tenant distribution (companies' own domains), and nothing else of CloudFront.
 * - `timeoutSeconds`: the function's time limit in AWS (default 10; the HTTP API waits 30 at
 *   most): for the bulk sends, which call the provider once per recipient.
 */
export type Permission =
  | 'table:write'
  | 'media:read'
  | 'media:write'
  | 'email'
  | 'sms'
  | 'schedule'
  | 'sign'
  | 'internet'
  | 'card'
  | 'domains';

type RouteBase = {
  handler: string;
  uses: readonly Permission[];
  bodyLimit?: number;
  timeoutSeconds?: number;
  /** `form`: the body is form-encoded (the card gateway's notification), read in posted order. */
  body?: 'form';
};

export type PublicRoute = RouteBase & {
  auth: 'public';
  /** `required`: resolve the tenant from the body's domain or the Host, 404 when unknown. */
  tenant: 'required' | 'optional' | 'none';
  /**
   * A page document of the web app, answered at the site's own paths (CloudFront's default
   * behaviour) rather than under an API path; static files of the build take precedence.
   */
  document?: true;
};

export type TokenRoute = RouteBase & { auth: 'token'; level: AccessLevel };

export type RouteSpec = PublicRoute | TokenRoute;

export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Uploads travel as base64 in JSON: 4 MiB of file is about 5.4 MiB of body, under Lambda's 6 MB
 * synchronous payload limit.
 */
export const UPLOAD_BODY_LIMIT = 5_600_000;
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

// Built by a call marked pure: a bundle that never reads the table (a route's Lambda bundle
// carries its own entry, see platform/handler.ts) then drops it whole; a plain object literal
// would stay, since esbuild cannot know that reading LEVEL's members has no side effect.
export const routes = /* @__PURE__ */ (() =>
  ({
    // Platform, sign-in, tenancy
    'GET /health': {
      handler: 'system/handlers/health.handler.ts',
      auth: 'public',
      tenant: 'none',
      uses: [],
    },
    'POST /auth/login': {
      handler: 'auth/handlers/login.handler.ts',
      auth: 'public',
      tenant: 'optional',
      uses: ['table:write', 'sign'],
    },
    'POST /auth/register': {
      handler: 'auth/handlers/register.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['table:write', 'sign'],
    },
    'POST /auth/register-invited-user': {
      handler: 'auth/handlers/register-invited-user.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['table:write', 'sign'],
    },
    'POST /auth/get-invited-user': {
      handler: 'auth/handlers/get-invited-user.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /auth/logout': {
      handler: 'auth/handlers/logout.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['table:write'],
    },
    'GET /auth/user': {
      handler: 'auth/handlers/user.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['table:write'],
    },
    'GET /auth/local-outbox': {
      handler: 'system/handlers/local-outbox.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: [],
    },
    'POST /auth/switch-company': {
      handler: 'auth/handlers/switch-company.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['sign'],
    },

    // Public site
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
    // Users (Manage Users)
    'GET /auth/get-all-users': {
      handler: 'users/handlers/get-all-users.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'GET /auth/get-users-access-links': {
      handler: 'users/handlers/get-users-access-links.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/get-specific-users': {
      handler: 'users/handlers/get-specific-users.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/ban-user': {
      handler: 'users/handlers/ban-user.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/unban-user': {
      handler: 'users/handlers/unban-user.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/grant-access-level': {
      handler: 'users/handlers/grant-access-level.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/link-parent-to-student': {
      handler: 'users/handlers/link-parent-to-student.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/get-user-students': {
      handler: 'users/handlers/get-user-students.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/get-user-by-id': {
      handler: 'users/handlers/get-user-by-id.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/get-user-by-email': {
      handler: 'users/handlers/get-user-by-email.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/invite-someone': {
      handler: 'users/handlers/invite-someone.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write', 'email'],
    },

    // Generic data tables (the data-table manager)
    'GET /auth/get-database-tables': {
      handler: 'tables/handlers/get-database-tables.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-columns': {
      handler: 'tables/handlers/get-columns.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-table-columns': {
      handler: 'tables/handlers/get-table-columns.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-table-column': {
      handler: 'tables/handlers/get-table-column.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-dependent-table-columns': {
      handler: 'tables/handlers/get-dependent-table-columns.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-table-rows': {
      handler: 'tables/handlers/get-table-rows.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-foreign-key-data': {
      handler: 'tables/handlers/get-foreign-key-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-foreign-field-value': {
      handler: 'tables/handlers/get-foreign-field-value.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/update-item': {
      handler: 'tables/handlers/update-item.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/update-model-single-row': {
      handler: 'tables/handlers/update-model-single-row.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/update-model-multiple-rows': {
      handler: 'tables/handlers/update-model-multiple-rows.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/save-form-data': {
      handler: 'tables/handlers/save-form-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/bulk-delete': {
      handler: 'tables/handlers/bulk-delete.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/delete-item': {
      handler: 'tables/handlers/delete-item.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/delete-multiple-rows': {
      handler: 'tables/handlers/delete-multiple-rows.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/delete-single-row': {
      handler: 'tables/handlers/delete-single-row.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'GET /auth/get-all-classes': {
      handler: 'tables/handlers/get-all-classes.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/get-row-history': {
      handler: 'tables/handlers/get-row-history.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-table-history': {
      handler: 'tables/handlers/get-table-history.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/import-table-rows': {
      handler: 'tables/handlers/import-table-rows.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
      bodyLimit: 1_000_000,
    },
    // Clients, staff, suppliers and the catalogue
    'GET /auth/get-all-clients': {
      handler: 'clients/handlers/get-all-clients.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-client': {
      handler: 'clients/handlers/save-client.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/update-client-field': {
      handler: 'clients/handlers/update-client-field.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/save-note': {
      handler: 'clients/handlers/save-note.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/delete-note': {
      handler: 'clients/handlers/delete-note.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-all-staff': {
      handler: 'staff/handlers/get-all-staff.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/create-staff': {
      handler: 'staff/handlers/create-staff.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-all-suppliers': {
      handler: 'catalogue/handlers/get-all-suppliers.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-supplier': {
      handler: 'catalogue/handlers/save-supplier.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-all-products': {
      handler: 'catalogue/handlers/get-all-products.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'GET /auth/get-inventory-for-all-products': {
      handler: 'catalogue/handlers/get-inventory-for-all-products.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'GET /auth/get-all-products-in-stock': {
      handler: 'catalogue/handlers/get-all-products-in-stock.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-product': {
      handler: 'catalogue/handlers/save-product.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/save-product-and-add-to-receivings': {
      handler: 'catalogue/handlers/save-product-and-add-to-receivings.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/record-receivings-to-receivings-table': {
      handler: 'catalogue/handlers/record-receivings-to-receivings-table.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-all-services': {
      handler: 'catalogue/handlers/get-all-services.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-service': {
      handler: 'catalogue/handlers/save-service.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-all-transportations': {
      handler: 'catalogue/handlers/get-all-transportations.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-transportation': {
      handler: 'catalogue/handlers/save-transportation.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    // Images and files
    'POST /auth/get-images-for-given-folder': {
      handler: 'media/handlers/get-images-for-given-folder.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read'],
    },
    'POST /auth/upload-image': {
      handler: 'media/handlers/upload-image.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['media:read', 'media:write'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'POST /auth/replace-image': {
      handler: 'media/handlers/replace-image.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['media:read', 'media:write'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'POST /auth/delete-image': {
      handler: 'media/handlers/delete-image.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['media:read', 'media:write'],
    },
    'POST /auth/upload-file': {
      handler: 'media/handlers/upload-file.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read', 'media:write'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'POST /auth/upload-excel-template': {
      handler: 'media/handlers/upload-excel-template.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['media:read', 'media:write'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'GET /auth/excel_templates/{name}': {
      handler: 'media/handlers/get-excel-template.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read'],
    },
    'POST /auth/get-logos-for-given-school': {
      handler: 'media/handlers/get-logos-for-given-school.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['media:read'],
    },
    'GET /images/{folder}/{emis}/{name}': {
      handler: 'media/handlers/serve-image.handler.ts',
      auth: 'public',
      tenant: 'none',
      uses: ['media:read'],
    },
    'POST /auth/send-general-email': {
      handler: 'email/handlers/send-general-email.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['email', 'table:write'],
    },
    'POST /auth/send-bulk-email': {
      handler: 'email/handlers/send-bulk-email.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['email', 'table:write'],
      timeoutSeconds: 29,
      // Up to 500 recipient ids and typed addresses with a 5,000-character body.
      bodyLimit: 64 * 1024,
    },
    'GET /auth/get-sent-emails': {
      handler: 'email/handlers/get-sent-emails.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: [],
    },
    // Invoices and quotations
    'GET /auth/get-invoices-and-quotations-data': {
      handler: 'documents/handlers/get-invoices-and-quotations-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-invoice-data': {
      handler: 'documents/handlers/get-invoice-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-invoice-data': {
      handler: 'documents/handlers/save-invoice-data.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-quote-data': {
      handler: 'documents/handlers/get-quote-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-quote-data': {
      handler: 'documents/handlers/save-quote-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/convert-quotes-to-invoices': {
      handler: 'documents/handlers/convert-quotes-to-invoices.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/delete-quotes': {
      handler: 'documents/handlers/delete-quotes.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-client-profile': {
      handler: 'documents/handlers/get-client-profile.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/mark-invoices-paid': {
      handler: 'documents/handlers/mark-invoices-paid.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },

    // Messaging: SMS credits, sends, schedules and groups
    'GET /auth/get-sms-credits': {
      handler: 'sms/handlers/get-sms-credits.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/send-bulk-sms': {
      handler: 'sms/handlers/send-bulk-sms.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'sms'],
      timeoutSeconds: 29,
    },
    'POST /auth/schedule-sms-for-future': {
      handler: 'sms/handlers/schedule-sms-for-future.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'schedule'],
    },
    'POST /auth/update-messages-table-with-sent-messages': {
      handler: 'sms/handlers/update-messages-table-with-sent-messages.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/save-student-parent-messages': {
      handler: 'sms/handlers/save-student-parent-messages.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: ['table:write'],
    },
    'POST /auth/cancel-sms-campaign': {
      handler: 'sms/handlers/cancel-sms-campaign.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'schedule'],
    },
    'GET /auth/get-all-sms-groups': {
      handler: 'sms/handlers/get-all-sms-groups.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: [],
    },
    'POST /auth/save-sms-group': {
      handler: 'sms/handlers/save-sms-group.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-data-and-analytics': {
      handler: 'sms/handlers/get-data-and-analytics.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: [],
    },
    'POST /auth/get-selected-group-members': {
      handler: 'sms/handlers/get-selected-group-members.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: [],
    },
    'POST /auth/save-new-contact': {
      handler: 'sms/handlers/save-new-contact.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-sent-sms-for-individual': {
      handler: 'sms/handlers/get-sent-sms-for-individual.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: [],
    },
    'POST /auth/add-sms-credits': {
      handler: 'sms/handlers/add-sms-credits.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: ['table:write'],
    },
    // School, fees and online card payments
    'POST /auth/get-selected-school': {
      handler: 'school/handlers/get-selected-school.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/get-student-profile': {
      handler: 'school/handlers/get-student-profile.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/save-payment': {
      handler: 'school/handlers/save-payment.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/edit-payment': {
      handler: 'school/handlers/edit-payment.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/delete-payment': {
      handler: 'school/handlers/delete-payment.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-all-payments-same-date': {
      handler: 'school/handlers/get-all-payments-same-date.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/get-selected-student-payment': {
      handler: 'school/handlers/get-selected-student-payment.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/get-student-statement': {
      handler: 'school/handlers/get-student-statement.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/update-card-status': {
      handler: 'school/handlers/update-card-status.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: ['table:write'],
    },
    'POST /auth/get-card-status': {
      handler: 'school/handlers/get-card-status.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'GET /auth/get-bitspay-credentials': {
      handler: 'school/handlers/get-bitspay-credentials.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: ['card'],
    },
    'POST /auth/insert-payment-details': {
      handler: 'school/handlers/insert-payment-details.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: ['table:write', 'card'],
    },
    'POST /auth/retrieve-payment-details': {
      handler: 'school/handlers/retrieve-payment-details.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/save-online-payment-info': {
      handler: 'school/handlers/save-online-payment-info.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'GET /auth/get-fee-reminders': {
      handler: 'school/handlers/get-fee-reminders.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-fee-reminders': {
      handler: 'school/handlers/save-fee-reminders.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/bitsems-video-tutorials': {
      handler: 'school/handlers/bitsems-video-tutorials.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: ['media:read'],
    },
    'GET /tutorials/{name}': {
      handler: 'school/handlers/serve-tutorial.handler.ts',
      auth: 'public',
      tenant: 'none',
      uses: ['media:read'],
    },
    // Receivables (issue 14): recurring invoices and invoice reminders (not in the spec)
    'POST /auth/save-recurring-invoice': {
      handler: 'receivables/handlers/save-recurring-invoice.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-recurring-invoices': {
      handler: 'receivables/handlers/get-recurring-invoices.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/pause-recurring-invoice': {
      handler: 'receivables/handlers/pause-recurring-invoice.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/resume-recurring-invoice': {
      handler: 'receivables/handlers/resume-recurring-invoice.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/end-recurring-invoice': {
      handler: 'receivables/handlers/end-recurring-invoice.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-recurring-invoice-runs': {
      handler: 'receivables/handlers/get-recurring-invoice-runs.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'GET /auth/get-invoice-reminders': {
      handler: 'receivables/handlers/get-invoice-reminders.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-invoice-reminders': {
      handler: 'receivables/handlers/save-invoice-reminders.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    // Legal matters (issue 13): matters, billables, bills to invoice, tasks, matter files
    'GET /auth/get-all-cases': {
      handler: 'legal/handlers/get-all-cases.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/add-case': {
      handler: 'legal/handlers/add-case.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-selected-case': {
      handler: 'legal/handlers/get-selected-case.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-invoices-selected-data': {
      handler: 'legal/handlers/get-invoices-selected-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-billings-for-selected-case': {
      handler: 'legal/handlers/get-billings-for-selected-case.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-billables': {
      handler: 'legal/handlers/get-billables.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/add-billing-to-file': {
      handler: 'legal/handlers/add-billing-to-file.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/delete-bills': {
      handler: 'legal/handlers/delete-bills.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/convert-bills-to-invoice': {
      handler: 'legal/handlers/convert-bills-to-invoice.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-all-notes-for-selected-matter': {
      handler: 'legal/handlers/get-all-notes-for-selected-matter.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-all-tasks-for-selected-case': {
      handler: 'legal/handlers/get-all-tasks-for-selected-case.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-task': {
      handler: 'legal/handlers/save-task.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/save-matter-note': {
      handler: 'legal/handlers/save-matter-note.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/mark-selected-tasks-completed': {
      handler: 'legal/handlers/mark-selected-tasks-completed.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/delete-tasks': {
      handler: 'legal/handlers/delete-tasks.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/upload-matter-file': {
      handler: 'legal/handlers/upload-matter-file.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read', 'media:write'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'POST /auth/get-matter-files': {
      handler: 'legal/handlers/get-matter-files.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read'],
    },
    'POST /auth/download-matter-file': {
      handler: 'legal/handlers/download-matter-file.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read'],
    },
    'POST /auth/delete-matter-file': {
      handler: 'legal/handlers/delete-matter-file.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['media:read', 'media:write'],
    },
    'POST /payments/notify': {
      handler: 'payments/handlers/notify.handler.ts',
      auth: 'public',
      // The gateway names only our checkout token; the checkout says whose it is.
      tenant: 'none',
      body: 'form',
      // The gateway's validate call and its hosts' addresses; a paid onboarding's next-steps
      // email and a store buyer's confirmation.
      uses: ['table:write', 'internet', 'card', 'email'],
    },
    'POST /payments/donate': {
      handler: 'payments/handlers/donate.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['table:write', 'card'],
    },
    'POST /payments/status': {
      handler: 'payments/handlers/checkout-status.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },

    // Onboarding (issue 16): new companies by card payment or by a super admin, their domains
    'POST /onboard-company': {
      handler: 'onboarding/handlers/onboard-company.handler.ts',
      auth: 'public',
      // Only on the provider's own site; the exchange-rate service prices the plan.
      tenant: 'required',
      uses: ['table:write', 'card', 'internet'],
    },
    'POST /onboarding-status': {
      handler: 'onboarding/handlers/onboarding-status.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /onboarding-cancel': {
      // Not /cancel-onboarding: that is the page the card gateway returns to.
      handler: 'onboarding/handlers/onboarding-cancel.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['table:write'],
    },
    'POST /auth/create-company': {
      handler: 'onboarding/handlers/create-company.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: ['table:write', 'email'],
    },
    'POST /auth/get-domain-status': {
      handler: 'onboarding/handlers/get-domain-status.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write', 'domains'],
    },

    // Legal: trust money (Legal Practice Act s86) and the conflict check (issue 13; not spec routes)
    'POST /auth/get-matter-trust': {
      handler: 'legal/handlers/get-matter-trust.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/trust-deposit': {
      handler: 'legal/handlers/trust-deposit.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/trust-transfer': {
      handler: 'legal/handlers/trust-transfer.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/trust-refund': {
      handler: 'legal/handlers/trust-refund.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-trust-statement': {
      handler: 'legal/handlers/get-trust-statement.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/close-matter': {
      handler: 'legal/handlers/close-matter.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/check-matter-conflicts': {
      handler: 'legal/handlers/check-matter-conflicts.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    // Payroll (issue 15): runs, payslips, employees, salaries, rates; PAYE/UIF/SDL in shared/src/payroll
    'GET /auth/get-all-payrolls-for-current-year': {
      handler: 'payroll/handlers/get-all-payrolls-for-current-year.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/create-payroll': {
      handler: 'payroll/handlers/create-payroll.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/get-payroll-data': {
      handler: 'payroll/handlers/get-payroll-data.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/get-employees-already-on-payslip': {
      handler: 'payroll/handlers/get-employees-already-on-payslip.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/add-selected-employees-to-payroll': {
      handler: 'payroll/handlers/add-selected-employees-to-payroll.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/submit-earnings-and-deductions': {
      handler: 'payroll/handlers/submit-earnings-and-deductions.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/delete-selected-payrolls': {
      handler: 'payroll/handlers/delete-selected-payrolls.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/remove-staff-from-payroll': {
      handler: 'payroll/handlers/remove-staff-from-payroll.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-employees': {
      handler: 'payroll/handlers/get-all-employees.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/delete-selected-employees': {
      handler: 'payroll/handlers/delete-selected-employees.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/create-salary': {
      handler: 'payroll/handlers/create-salary.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-salaries': {
      handler: 'payroll/handlers/get-all-salaries.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/apply-salary-to-selected-staff': {
      handler: 'payroll/handlers/apply-salary-to-selected-staff.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/create-staff-rate': {
      handler: 'payroll/handlers/create-staff-rate.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-rates': {
      handler: 'payroll/handlers/get-all-rates.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/capture-rate-now': {
      handler: 'payroll/handlers/capture-rate-now.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-staff-categories': {
      handler: 'payroll/handlers/get-all-staff-categories.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/save-employee': {
      handler: 'payroll/handlers/save-employee.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/finalise-payroll': {
      handler: 'payroll/handlers/finalise-payroll.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/save-payroll-settings': {
      handler: 'payroll/handlers/save-payroll-settings.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    // Finance (issue 14): categories, providers, expenses, budgets, accounts, the dashboard
    'GET /auth/initialise-income-and-expense-cats': {
      handler: 'finance/handlers/initialise-income-and-expense-cats.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-income-categories': {
      handler: 'finance/handlers/get-all-income-categories.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'GET /auth/get-initial-finance-dashboard-data': {
      handler: 'finance/handlers/get-initial-finance-dashboard-data.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/get-selected-finance-dashboard-data': {
      handler: 'finance/handlers/get-selected-finance-dashboard-data.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'GET /auth/get-all-service-providers': {
      handler: 'finance/handlers/get-all-service-providers.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'GET /auth/get-all-expenses-categories': {
      handler: 'finance/handlers/get-all-expenses-categories.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/create-expense-category': {
      handler: 'finance/handlers/create-expense-category.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/create-service-provider': {
      handler: 'finance/handlers/create-service-provider.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/save-service-provider': {
      handler: 'finance/handlers/save-service-provider.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/get-expenses-for-selected-period': {
      handler: 'finance/handlers/get-expenses-for-selected-period.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/save-expense-manual': {
      handler: 'finance/handlers/save-expense-manual.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/bulk-delete-expenses': {
      handler: 'finance/handlers/bulk-delete-expenses.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      // The deleted expenses' attachments go too.
      uses: ['table:write', 'media:read', 'media:write'],
    },
    // Expense attachments (new): an expense's supplier invoice or till slip, as matter files are
    'POST /auth/upload-expense-file': {
      handler: 'finance/handlers/upload-expense-file.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['media:read', 'media:write'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'POST /auth/get-expense-files': {
      handler: 'finance/handlers/get-expense-files.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['media:read'],
    },
    'POST /auth/download-expense-file': {
      handler: 'finance/handlers/download-expense-file.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['media:read'],
    },
    'POST /auth/delete-expense-file': {
      handler: 'finance/handlers/delete-expense-file.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['media:read', 'media:write'],
    },
    'POST /auth/create-budget': {
      handler: 'finance/handlers/create-budget.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/get-budgets-for-selected-period': {
      handler: 'finance/handlers/get-budgets-for-selected-period.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/save-budget': {
      handler: 'finance/handlers/save-budget.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/save-financial-account': {
      handler: 'finance/handlers/save-financial-account.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-financial-accounts': {
      handler: 'finance/handlers/get-all-financial-accounts.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/bulk-delete-accounts': {
      handler: 'finance/handlers/bulk-delete-accounts.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/get-client-statement': {
      handler: 'finance/handlers/get-client-statement.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },

    // Web store and point of sale (issue 16)
    'POST /store/products': {
      handler: 'store/handlers/store-products.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /store/product': {
      handler: 'store/handlers/store-product.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /store/checkout': {
      handler: 'store/handlers/store-checkout.handler.ts',
      auth: 'public',
      tenant: 'required',
      // Holds stock (and lets lapsed holds go), then a signed card checkout.
      uses: ['table:write', 'card'],
    },
    'POST /store/order': {
      handler: 'store/handlers/store-order.handler.ts',
      auth: 'public',
      tenant: 'required',
      // A lapsed hold is let go when its order is asked about.
      uses: ['table:write'],
    },
    'POST /auth/get-store-orders': {
      handler: 'store/handlers/get-store-orders.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/pos-sale': {
      handler: 'store/handlers/pos-sale.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
  }) as const satisfies Record<string, RouteSpec>)();

export type RouteKey = keyof typeof routes;

export type RouteEntry = RouteSpec & { key: RouteKey; method: 'GET' | 'POST'; path: string };

/** The table as a list, with method and path split out of each key. */
export function routeList(): RouteEntry[] {
  return (Object.entries(routes) as Array<[RouteKey, RouteSpec]>).map(([key, spec]) => {
    const [method, path] = key.split(' ') as ['GET' | 'POST', string];
    return { ...spec, key, method, path };
  });
}

/**
 * Path prefixes that belong to the API (`/auth/`, `/images/`...): the first segment of every
 * route with more than one. A page document is never served under them, so a mistyped API path
 * answers a JSON 404, not the web app.
 */
export function apiPrefixes(): string[] {
  const prefixes = new Set<string>();
  for (const route of routeList()) {
    const segments = route.path.split('/').filter(Boolean);
    if (segments.length > 1 && !('document' in route)) prefixes.add(`/${segments[0]}/`);
  }
  return [...prefixes].sort();
}
