// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import type { AccessLevel } from '../../../shared/src/access';
import type { Feature } from '../../../shared/src/plans/entitlements';

/**
 * What a route of the table is. Each domain declares its routes in its own `routes.ts`
 * (`functions/src/<domain>/routes.ts`) with these types; functions/src/routes.ts joins them into
 * THE route table, from which the local server and the CDK API stacks are both generated.
 *
 * - `handler`: the module (under functions/src, in the declaring domain's folder) whose
 *   `handler` export serves the route.
 * - `auth`: `public` (no token; the tenant, when needed, comes from the site's domain) or
 *   `token` with the minimum access level the caller's membership must hold.
 * - `uses`: what the function touches beyond reading the table; the CDK grants exactly that.
 * - `bodyLimit`: bytes of request body accepted (default 16 KiB); larger bodies get 413.
 * - `card` in `uses`: the card gateway's merchant settings (the passphrase among them) are in the
 *   function's environment; no other function has them.
 * - `domains` in `uses`: the function may create and read distribution tenants of the
 *   multi-tenant distribution (companies' own domains), and nothing else of CloudFront.
 * - `site:invalidate` in `uses`: the route changes what a tenant's public site shows; after its
 *   write commits it invalidates that company's cached pages (kernel/site-cache.ts).
 * - `secret-box` in `uses`: the function seals or opens secrets kept at rest (TOTP secrets):
 *   kms:GenerateDataKey and kms:Decrypt on the secrets key, under its encryption context only.
 * - `edgeCache` (public GET routes): CloudFront keeps the answer per host like a page document
 *   (the site's calendar, sitemap and robots.txt), instead of passing every request through.
 * - `timeoutSeconds`: the function's time limit in AWS (default 10; the HTTP API waits 30 at
 *   most): for the bulk sends, which call the provider once per recipient.
 * - `idempotent`: the route moves money, stock, credits or a number: its body must carry a
 *   `requestId` (one per user action; 400 without), and its transaction records it
 *   (kernel/request.ts), so a repeat answers the first reply and writes nothing.
 *   test/api/idempotency.test.ts sends each such route the same request twice at once.
 * - `feature`: the plan feature the route belongs to (shared/src/plans/entitlements.ts): the
 *   pipeline refuses it with 403 (`featureRefusal`) for a company whose plan lacks it (the
 *   caller's company, or a public route's site's company), before validation and any work.
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
  | 'domains'
  | 'site:invalidate'
  | 'secret-box';

type RouteBase = {
  handler: string;
  uses: readonly Permission[];
  bodyLimit?: number;
  timeoutSeconds?: number;
  /** `form`: the body is form-encoded (the card gateway's notification), read in posted order. */
  body?: 'form';
  idempotent?: true;
  feature?: Feature;
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
  /** A public GET whose answer the edge keeps per host for a minute (see the list above). */
  edgeCache?: true;
};

export type TokenRoute = RouteBase & {
  auth: 'token';
  level: AccessLevel;
  /**
   * Issue 29: the route serves a session that must enrol a second factor first (its token's
   * `mfa_pending` claim); every other token route refuses such a session with 403.
   */
  duringEnrolment?: true;
};

export type RouteSpec = PublicRoute | TokenRoute;

/** A domain's routes by key (`<METHOD> <path>`), as its routes.ts declares them. */
export type RouteTable = Record<string, RouteSpec>;

export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Uploads travel as base64 in JSON: 4 MiB of file is about 5.4 MiB of body, under Lambda's 6 MB
 * synchronous payload limit.
 */
export const UPLOAD_BODY_LIMIT = 5_600_000;
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

/** The domains' tables as one type: every key with its own literal entry. */
type Joined<T> = (T extends unknown ? (table: T) => void : never) extends (table: infer J) => void
  ? J
  : never;

/**
 * The domains' tables joined into one, given by domain folder (`{ auth: authRoutes, ... }`): a
 * route key declared twice, or a route whose handler is outside its domain's folder, is refused.
 *
 * Call it under a pure mark (as functions/src/routes.ts does), as each domain builds its table
 * in a call under one: a bundle that never reads the table (a route's Lambda bundle carries its
 * own entry, see platform/handler.ts) then drops it whole. A plain object literal would stay,
 * since esbuild cannot know that reading LEVEL's members has no side effect.
 */
export function joinRoutes<const T extends Record<string, RouteTable>>(
  domains: T,
): Joined<T[keyof T]> {
  const joined: RouteTable = {};
  for (const [domain, table] of Object.entries(domains)) {
    for (const [key, spec] of Object.entries(table)) {
      if (key in joined) throw new Error(`Route ${key} is declared twice`);
      if (!spec.handler.startsWith(`${domain}/`))
        throw new Error(`Route ${key} of ${domain}/routes.ts has its handler outside ${domain}/`);
      joined[key] = spec;
    }
  }
  return joined as Joined<T[keyof T]>;
}

export type RouteEntry<K extends string = string> = RouteSpec & {
  key: K;
  method: 'GET' | 'POST';
  path: string;
};

/** A table as a list, with method and path split out of each key. */
export function listRoutes<T extends RouteTable>(table: T): Array<RouteEntry<keyof T & string>> {
  return (Object.entries(table) as Array<[keyof T & string, RouteSpec]>).map(([key, spec]) => {
    const [method, path] = key.split(' ') as ['GET' | 'POST', string];
    return { ...spec, key, method, path };
  });
}

/**
 * Path prefixes that belong to the API (`/auth/`, `/images/`...): the first segment of every
 * route with more than one. A page document is never served under them, so a mistyped API path
 * answers a JSON 404, not the web app.
 */
export function prefixesOf(list: readonly RouteEntry[]): string[] {
  const prefixes = new Set<string>();
  for (const route of list) {
    const segments = route.path.split('/').filter(Boolean);
    if (segments.length > 1 && !('document' in route)) prefixes.add(`/${segments[0]}/`);
  }
  return [...prefixes].sort();
}
