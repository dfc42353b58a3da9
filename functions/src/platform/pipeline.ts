import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { z } from 'zod';
import type { AccessLevel } from '@shared/access';
import { DOMAIN_TOO_LONG, HOST_NAME_MAX } from '@shared/validation/fields';
import { isRequestId, REQUEST_ID_MESSAGES } from '@shared/request-id';
import { featureRefusal, planIncludes } from '@shared/plans/entitlements';
import type {
  Anonymous,
  Caller,
  MaybeOnSite,
  OnSite,
  RequestContext,
  SignedIn,
} from '../kernel/context';
import { flushSiteChanges } from '../kernel/site-cache';
import type { CompanyRecord } from '../db/records';
import type { TenantData } from '../db/tenant-data';
import { DEFAULT_BODY_LIMIT, type RouteEntry, type RouteSpec } from './route-spec';
import { verifyToken } from './auth/tokens';
import { EDGE_SECRET_HEADER } from './config';
import type { Deps } from './deps';
import { AppError, platformError, validationError } from './errors';
import { errorFields, type Logger } from './log';
import { isReply, type Reply } from './reply';
import { normaliseHost } from './hosts';
import { checkStanding } from './standing-gate';

export type Event = APIGatewayProxyEventV2;
export type Result = APIGatewayProxyStructuredResultV2;

type State = {
  requestId: string;
  started: number;
  log: Logger;
  rawBody: unknown;
  body: unknown;
  query: unknown;
  caller?: Caller;
  tenant?: TenantData;
  company?: CompanyRecord;
  idempotency?: { scope: string; id: string; fingerprint: string };
};

type Invocation = Context & { kantoor?: State };

export type Schemas = { body?: z.ZodType; query?: z.ZodType };
type Out<S, K extends keyof Schemas> =
  S extends Record<K, infer T extends z.ZodType> ? z.output<T> : undefined;

/** Who the route's requests are from, as its table entry declares. */
export type IdentityFor<R> = R extends { auth: 'token' }
  ? SignedIn
  : R extends { tenant: 'required' }
    ? OnSite
    : R extends { tenant: 'optional' }
      ? MaybeOnSite
      : Anonymous;

/** What a handler's `run` receives: the request context and the validated input. */
export type HandlerInput<R extends RouteSpec, S extends Schemas> = {
  ctx: RequestContext<IdentityFor<R>>;
  body: Out<S, 'body'>;
  query: Out<S, 'query'>;
  params: Record<string, string>;
  event: Event;
};

export type RunFunction<R extends RouteSpec, S extends Schemas> = (
  input: HandlerInput<R, S>,
) => Promise<unknown>;

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

function header(event: Event, name: string): string | undefined {
  const value = event.headers?.[name];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The body's `domain`, read before validation to find the tenant: one longer than a host name
 * is the caller's error (400, the schemas' message), never a lookup by an oversized key.
 */
function bodyDomain(raw: Record<string, unknown> | undefined): string | undefined {
  const domain = typeof raw?.domain === 'string' ? raw.domain : undefined;
  if (domain !== undefined && domain.trim().length > HOST_NAME_MAX)
    throw new AppError(400, DOMAIN_TOO_LONG, { fields: { domain: DOMAIN_TOO_LONG } });
  return domain;
}

/** A value as JSON with its objects' keys sorted: the same request digests the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * An idempotent route's request id (400 without a well-formed one) and the digest of the rest
 * of its body: the same id sent again with another body is refused, not answered.
 */
function idempotencyOf(route: RouteEntry, raw: unknown): State['idempotency'] {
  const body = (raw ?? {}) as Record<string, unknown>;
  if (!isRequestId(body.requestId))
    throw new AppError(400, REQUEST_ID_MESSAGES.missing, {
      fields: { requestId: REQUEST_ID_MESSAGES.missing },
    });
  const { requestId, ...rest } = body;
  // The route too: routes that share a scope (the trust movements) tell their requests apart.
  const fingerprint = createHash('sha256')
    .update(`${route.key}\n${canonical(rest)}`)
    .digest('base64url');
  return { scope: route.key, id: requestId, fingerprint };
}

/** The page a closed company's host answers in place of its site (issue 27). */
const CLOSED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>This site has closed</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{color:#475569;line-height:1.5}</style>
</head><body><main><h1>This site has closed</h1><p>The company that published this site has closed it. Its pages, sign-in and back office are no longer available.</p></main></body></html>`;

/** 410 for a closed company's host: a page on the page documents' routes, JSON on the API's. */
const siteClosed = (route: RouteEntry) =>
  platformError('siteClosed', 'document' in route ? { html: CLOSED_PAGE } : undefined);

function stateOf(context: Context): State {
  const state = (context as Invocation).kantoor;
  if (!state) throw new Error('Pipeline state missing');
  return state;
}

function toResult(value: unknown): Result {
  const r: Reply | undefined = isReply(value) ? value : undefined;
  if (r?.binary) {
    return {
      statusCode: r.status,
      isBase64Encoded: true,
      headers: { 'content-type': r.binary.contentType, ...r.headers },
      body: Buffer.from(r.binary.data).toString('base64'),
    };
  }
  if (r?.text) {
    return {
      statusCode: r.status,
      headers: { 'content-type': r.text.contentType, ...r.headers },
      body: r.text.body,
    };
  }
  const status = r ? r.status : 200;
  const body = r ? r.body : value;
  return {
    statusCode: status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...r?.headers,
    },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

/**
 * A header set by our own edge: believed only when the request carries the edge secret (when
 * one is configured), so a caller going around CloudFront cannot choose it.
 */
function edgeHeader(event: Event, deps: Deps, name: string | undefined): string | undefined {
  if (!name) return undefined;
  const secret = deps.config.edgeSecret;
  if (secret) {
    const sent = Buffer.from(header(event, EDGE_SECRET_HEADER) ?? '');
    const expected = Buffer.from(secret);
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return undefined;
  }
  return header(event, name);
}

function sourceIpOf(event: Event, deps: Deps): string {
  const forwarded = edgeHeader(event, deps, deps.config.clientIpHeader);
  return forwarded?.split(',')[0]?.trim() || event.requestContext?.http?.sourceIp || 'unknown';
}

function siteHostOf(event: Event, deps: Deps): string | undefined {
  if (deps.config.tenantHostHeader === 'host') return header(event, 'host');
  return edgeHeader(event, deps, deps.config.tenantHostHeader) ?? header(event, 'host');
}

/**
 * Builds a route's Lambda handler: the platform's middleware in a fixed order around `run`.
 * Order of `before`: observe, body, identify (token or site), entitle (the plan), validate. On error the mapper
 * answers 4xx with the user's message, or 500 with a request id (the stack goes to the log).
 */
export function createPipeline<R extends RouteSpec, S extends Schemas>(
  route: RouteEntry & R,
  schemas: S,
  run: RunFunction<R, S>,
  getDeps: () => Deps,
) {
  const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;

  const observe: middy.MiddlewareObj<Event, Result, Error, Context> = {
    before: (request) => {
      const deps = getDeps();
      const requestId =
        request.event.requestContext?.requestId || request.context.awsRequestId || randomUUID();
      const log = deps.log.child({ requestId, route: route.key });
      (request.context as Invocation).kantoor = {
        requestId,
        started: performance.now(),
        log,
        rawBody: undefined,
        body: undefined,
        query: undefined,
      };
    },
    after: (request) => finish(request),
    onError: (request) => finish(request),
  };

  const finish = (request: middy.Request<Event, Result, Error, Context>) => {
    const state = (request.context as Invocation).kantoor;
    if (!state) return;
    const status = request.response?.statusCode ?? 500;
    const fields = {
      status,
      ms: Math.round((performance.now() - state.started) * 10) / 10,
      tenant: state.caller?.emis ?? state.tenant?.emis,
      user: state.caller?.userId,
    };
    if (status >= 500)
      state.log.error('request failed', { ...fields, ...errorFields(request.error) });
    else state.log.info('request', fields);
  };

  const securityHeaders: middy.MiddlewareObj<Event, Result, Error, Context> = {
    after: (request) => addHeaders(request),
    onError: (request) => addHeaders(request),
  };
  const addHeaders = (request: middy.Request<Event, Result, Error, Context>) => {
    if (!request.response) return;
    const state = (request.context as Invocation).kantoor;
    request.response.headers = {
      ...SECURITY_HEADERS,
      ...(state ? { 'x-request-id': state.requestId } : {}),
      ...request.response.headers,
    };
  };

  const mapErrors: middy.MiddlewareObj<Event, Result, Error, Context> = {
    onError: (request) => {
      const error = request.error;
      if (error instanceof AppError && error.details.html !== undefined) {
        request.response = {
          statusCode: error.status,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
          body: error.details.html,
        };
        return;
      }
      if (error instanceof AppError) {
        request.response = {
          statusCode: error.status,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
            ...error.details.headers,
          },
          body: JSON.stringify({
            error: error.message,
            ...(error.details.fields ? { fields: error.details.fields } : {}),
          }),
        };
        return;
      }
      const state = (request.context as Invocation).kantoor;
      request.response = {
        statusCode: 500,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        body: JSON.stringify({
          error:
            'Something went wrong on our side. If it keeps happening, quote this reference to support.',
          requestId: state?.requestId,
        }),
      };
    },
  };

  const parseBody: middy.MiddlewareObj<Event, Result, Error, Context> = {
    before: (request) => {
      const state = stateOf(request.context);
      const { event } = request;
      if (event.body === undefined || event.body === null || event.body === '') return;
      const size = event.isBase64Encoded
        ? Buffer.byteLength(event.body, 'base64')
        : Buffer.byteLength(event.body);
      if (size > limit) {
        throw platformError('payloadTooLarge', {
          fields: { _: `At most ${limit} bytes are accepted here` },
        });
      }
      if (route.method === 'GET') return;
      const type = header(event, 'content-type');
      const text = event.isBase64Encoded
        ? Buffer.from(event.body, 'base64').toString('utf8')
        : event.body;
      if (route.body === 'form') {
        // A form post (the card gateway's notification): the fields in the order posted.
        if (!type || !/^application\/x-www-form-urlencoded/i.test(type))
          throw platformError('unsupportedMediaType');
        state.rawBody = { fields: [...new URLSearchParams(text).entries()] };
        return;
      }
      if (type && !/json/i.test(type) && !/^text\/plain/i.test(type))
        throw platformError('unsupportedMediaType');
      try {
        state.rawBody = JSON.parse(text);
      } catch {
        throw platformError('invalidJson');
      }
    },
  };

  const identify: middy.MiddlewareObj<Event, Result, Error, Context> = {
    before: async (request) => {
      const state = stateOf(request.context);
      const deps = getDeps();
      if (route.auth === 'token') {
        const authorization = header(request.event, 'authorization');
        const match = authorization?.match(/^Bearer\s+(\S+)$/i);
        if (!match?.[1]) throw platformError('signInRequired');
        const claims = await verifyToken(deps, match[1]);
        const tenant = deps.tenant(claims.emis);
        const { membership, revoked, company } = await tenant.authState(claims.userId, claims.jti);
        if (revoked || !membership || !company || membership.token_version !== claims.ver) {
          throw platformError('sessionExpired');
        }
        if (membership.banned_at) throw platformError('deactivated');
        // A closed company's tokens open nothing (issue 27): its back office is gone.
        if (company.closed_at) throw platformError('companyClosed');
        if (membership.alevel < route.level) throw platformError('forbidden');
        // A session that must enrol a second factor reaches only the enrolment's routes.
        if (claims.enrolPending && !route.duringEnrolment) throw platformError('enrolTwoFactor');
        state.caller = {
          userId: claims.userId,
          emis: claims.emis,
          alevel: membership.alevel as AccessLevel,
          role: membership.role,
          sid: membership.sid || undefined,
          membership,
          jti: claims.jti,
          expiresAt: claims.exp,
          enrolPending: claims.enrolPending,
        };
        state.tenant = tenant;
        state.company = company;
        state.log = state.log.child({ tenant: claims.emis, user: claims.userId });
        return;
      }
      if (route.tenant === 'none') return;
      const raw = state.rawBody as Record<string, unknown> | undefined;
      const fromBody = bodyDomain(raw);
      const host = normaliseHost(fromBody ?? siteHostOf(request.event, deps));
      const emis = host ? await deps.global.domains.resolve(host) : undefined;
      const tenant = emis ? deps.tenant(emis) : undefined;
      const company = tenant ? await tenant.company.get() : undefined;
      // A closed company's host (its claim released, or not yet) answers 410 on every route.
      const closed = company?.closed_at
        ? true
        : host && !company
          ? Boolean(await deps.global.domains.closedSite(host))
          : false;
      if (closed) throw siteClosed(route);
      if (!tenant || !company) {
        if (route.tenant === 'required') throw platformError('unknownSite');
        return;
      }
      // A body that names a company must name this site's company.
      if (typeof raw?.emis === 'string' && raw.emis !== '' && raw.emis !== company.emis) {
        throw platformError('wrongSite');
      }
      state.tenant = tenant;
      state.company = company;
      state.log = state.log.child({ tenant: company.emis });
    },
  };

  // Entitlements (issue 27): a route of a feature outside the company's plan (the caller's, or
  // the site's on a public route) is refused right after identification: no work, no data.
  const entitle: middy.MiddlewareObj<Event, Result, Error, Context> = {
    before: (request) => {
      const feature = route.feature;
      if (!feature) return;
      const company = stateOf(request.context).company;
      if (company && !planIncludes(company.plan, feature))
        throw new AppError(403, featureRefusal(feature));
    },
  };

  // A company read-only after its grace (issue 27): its writes are refused, reads go on.
  const standing: middy.MiddlewareObj<Event, Result, Error, Context> = {
    before: (request) => {
      checkStanding(route, stateOf(request.context).company, () => getDeps().clock.now());
    },
  };

  const validate: middy.MiddlewareObj<Event, Result, Error, Context> = {
    before: (request) => {
      const state = stateOf(request.context);
      if (route.idempotent) state.idempotency = idempotencyOf(route, state.rawBody);
      if (schemas.body) {
        const raw = state.rawBody ?? {};
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
          throw platformError('notAnObject');
        const parsed = schemas.body.safeParse(raw);
        if (!parsed.success) throw validationError(parsed.error);
        state.body = parsed.data;
      }
      if (schemas.query) {
        const parsed = schemas.query.safeParse(request.event.queryStringParameters ?? {});
        if (!parsed.success) throw validationError(parsed.error);
        state.query = parsed.data;
      }
    },
  };

  const core = async (event: Event, context: Context): Promise<Result> => {
    const state = stateOf(context);
    const deps = getDeps();
    const ctx = {
      deps,
      // Read on first use: a route that never touches the table never builds its client.
      get db() {
        return deps.db;
      },
      clock: deps.clock,
      log: state.log,
      requestId: state.requestId,
      sourceIp: sourceIpOf(event, deps),
      connectionIp: event.requestContext?.http?.sourceIp ?? 'unknown',
      siteHost: siteHostOf(event, deps),
      ...(state.caller ? { caller: state.caller } : {}),
      ...(state.tenant ? { tenant: state.tenant, emis: state.tenant.emis } : {}),
      ...(state.company ? { company: state.company } : {}),
      ...(state.idempotency ? { idempotency: state.idempotency } : {}),
    };
    const input = {
      ctx,
      event,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      body: state.body,
      query: state.query,
    } as unknown as HandlerInput<R, S>;
    const result = toResult(await run(input));
    // After the handler's writes committed: the site's cached pages those writes changed.
    await flushSiteChanges(ctx as RequestContext<object>);
    return result;
  };

  const handler = middy<Event, Result, Error, Context>()
    .use(observe)
    .use(securityHeaders)
    .use(mapErrors)
    .use(parseBody)
    .use(identify)
    .use(entitle)
    .use(standing)
    .use(validate)
    .handler(core);
  // The schemas ride on the handler: the security matrices (test/api/security-*.ts) and the fuzz
  // suite (test/support/fuzz.ts) generate from them.
  return Object.assign(handler, { schemas });
}
