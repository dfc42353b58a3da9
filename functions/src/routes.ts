import { authRoutes } from './auth/routes';
import { catalogueRoutes } from './catalogue/routes';
import { clientsRoutes } from './clients/routes';
import { closingRoutes } from './closing/routes';
import { documentsRoutes } from './documents/routes';
import { domainsRoutes } from './domains/routes';
import { emailRoutes } from './email/routes';
import { eventsRoutes } from './events/routes';
import { financeRoutes } from './finance/routes';
import { legalRoutes } from './legal/routes';
import { mediaRoutes } from './media/routes';
import { onboardingRoutes } from './onboarding/routes';
import { paymentsRoutes } from './payments/routes';
import { plansRoutes } from './plans/routes';
import { postsRoutes } from './posts/routes';
import { privacyRoutes } from './privacy/routes';
import { providerRoutes } from './provider/routes';
import { payrollRoutes } from './payroll/routes';
import {
  joinRoutes,
  listRoutes,
  prefixesOf,
  type RouteEntry as Entry,
} from './platform/route-spec';
import { receivablesRoutes } from './receivables/routes';
import { refundsRoutes } from './refunds/routes';
import { schoolRoutes } from './school/routes';
import { siteRoutes } from './site/routes';
import { smsRoutes } from './sms/routes';
import { staffRoutes } from './staff/routes';
import { storeRoutes } from './store/routes';
import { systemRoutes } from './system/routes';
import { tablesRoutes } from './tables/routes';
import { usersRoutes } from './users/routes';

export type { Permission, PublicRoute, RouteSpec, TokenRoute } from './platform/route-spec';

/**
 * THE route table: every endpoint Kantoor serves, joined from the domains' own tables
 * (`functions/src/<domain>/routes.ts`, each route in the folder of its handler). The local
 * server and the CDK API stacks are both generated from it, and test/routes checks it against
 * docs/routes.md. A new domain adds its routes.ts and one line here; this file declares no
 * route itself (test/routes/registries.test.ts).
 *
 * The domains in the order the table has always listed them (the list keeps its order; the
 * routes of a new domain go last). Both built in calls marked pure (see
 * platform/route-spec.ts): a route's Lambda bundle, which carries its own entry, drops the
 * table whole.
 */
export const ROUTES_BY_DOMAIN = /* @__PURE__ */ (() => ({
  system: systemRoutes,
  auth: authRoutes,
  site: siteRoutes,
  users: usersRoutes,
  tables: tablesRoutes,
  clients: clientsRoutes,
  staff: staffRoutes,
  catalogue: catalogueRoutes,
  media: mediaRoutes,
  email: emailRoutes,
  documents: documentsRoutes,
  sms: smsRoutes,
  school: schoolRoutes,
  receivables: receivablesRoutes,
  legal: legalRoutes,
  payments: paymentsRoutes,
  onboarding: onboardingRoutes,
  payroll: payrollRoutes,
  finance: financeRoutes,
  store: storeRoutes,
  events: eventsRoutes,
  posts: postsRoutes,
  closing: closingRoutes,
  domains: domainsRoutes,
  refunds: refundsRoutes,
  plans: plansRoutes,
  provider: providerRoutes,
  privacy: privacyRoutes,
}))();

export const routes = /* @__PURE__ */ joinRoutes(ROUTES_BY_DOMAIN);

export type RouteKey = keyof typeof routes;

export type RouteEntry = Entry<RouteKey>;

/** The table as a list, with method and path split out of each key. */
export function routeList(): RouteEntry[] {
  return listRoutes(routes);
}

/**
 * Path prefixes that belong to the API (`/auth/`, `/images/`...): the first segment of every
 * route with more than one. A page document is never served under them, so a mistyped API path
 * answers a JSON 404, not the web app.
 */
export function apiPrefixes(): string[] {
  return prefixesOf(routeList());
}
