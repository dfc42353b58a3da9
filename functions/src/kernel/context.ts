import { formatDateTime } from '@shared/time/sast';
import { normaliseHost } from '../platform/hosts';
import type { AccessLevel } from '@shared/access';
import type { CompanyRecord, MembershipRecord } from '../db/records';
import type { Database } from '../db/service';
import type { TenantData } from '../db/tenant-data';
import type { Deps } from '../platform/deps';
import type { Logger } from '../platform/log';
import type { Clock } from '../platform/ports';

/** The signed-in caller, as the verified token and the fresh membership say. */
export type Caller = {
  userId: string;
  emis: string;
  alevel: AccessLevel;
  role: string;
  /** The student number a parent or student is linked to (a membership's `sid`). */
  sid: string | undefined;
  membership: MembershipRecord;
  jti: string;
  expiresAt: number;
  /** Issue 29: the session may only enrol a second factor (its token's `mfa_pending`). */
  enrolPending?: boolean;
};

/**
 * Who a request is from: a signed-in member of the tenant (token routes). `company` is the
 * company as the pipeline read it with the membership (absent in a system context).
 */
export type SignedIn = {
  caller: Caller;
  tenant: TenantData;
  emis: string;
  company?: CompanyRecord;
};
/** A visitor of a tenant's site (public routes whose tenant is required). */
export type OnSite = { tenant: TenantData; company: CompanyRecord; emis: string };
/** A visitor who may or may not be on a known tenant's site. */
export type MaybeOnSite = { tenant?: TenantData; company?: CompanyRecord; emis?: string };
/** No tenant at all (health, the provider's own tools). */
export type Anonymous = object;

/**
 * THE request context: built once by the pipeline and handed to every service as its first
 * argument, `service(ctx, body)`. `I` says who is asking: token routes get `SignedIn`, public
 * routes `OnSite`, `MaybeOnSite` or `Anonymous`, as the route table declares.
 */
export type RequestContext<I = SignedIn> = {
  deps: Deps;
  db: Database;
  clock: Clock;
  log: Logger;
  requestId: string;
  /** The caller's address, by the edge's trust rules. */
  sourceIp: string;
  /**
   * The connection's own address (API Gateway's request context), whatever any header says: what
   * a server-to-server caller such as the card gateway is checked by.
   */
  connectionIp: string;
  /** The site's host as the request names it (port included), by the same trust rules as tenancy. */
  siteHost: string | undefined;
  /**
   * On a route flagged `idempotent`: the caller's request id for this action, the route as its
   * scope and the body's digest (kernel/request.ts hands it to the transaction runner).
   */
  idempotency?: { scope: string; id: string; fingerprint: string };
} & I;

/** The request's time as the product writes it (`YYYY-MM-DD HH:mm:ss`, Johannesburg). */
export const stamp = (ctx: { clock: Clock }): string => formatDateTime(ctx.clock.now());

/**
 * A context for work no request asked for: the seed and the SMS dispatcher. It acts as the
 * system, at level super admin, and writes no audit entries (`caller.userId` is empty).
 */
export function systemContext(deps: Deps, emis: string): RequestContext {
  const membership = {
    emis,
    userId: '',
    alevel: 11,
    role: 'system',
    token_version: 0,
  } as MembershipRecord;
  return {
    deps,
    db: deps.db,
    clock: deps.clock,
    log: deps.log.child({ tenant: emis }),
    requestId: '',
    sourceIp: 'system',
    connectionIp: 'system',
    siteHost: undefined,
    emis,
    tenant: deps.tenant(emis),
    caller: {
      userId: '',
      emis,
      alevel: 11,
      role: 'system',
      sid: undefined,
      membership,
      jti: '',
      expiresAt: 0,
    },
  };
}

/**
 * The context of a sweep across companies: a scheduled job's one Query of what is due in every
 * company (a global index). It holds the data without a tenant, so it is used for that Query
 * only; each company's work then runs in systemContext(deps, emis).
 */
export function sweepContext(deps: Deps): { db: Database; clock: Clock; log: Logger } {
  return { db: deps.db, clock: deps.clock, log: deps.log };
}

/** True for the system's own context (no person to name in an audit entry). */
export const isSystem = (ctx: { caller?: Caller }): boolean => !ctx.caller?.userId;

/** Who makes a change, as its audit entry names them: the company, the user and the request. */
export type Actor = { emis: string; userId: string; requestId: string };

/** The actor of a signed-in request; none for the system (the seed writes no audit entries). */
export const actorOf = (ctx: RequestContext): Actor | undefined =>
  isSystem(ctx)
    ? undefined
    : { emis: ctx.emis, userId: ctx.caller.userId, requestId: ctx.requestId };

/**
 * The origin of a company's site for links that leave the request (an invitation, the card
 * gateway's return address): the request's own host when it is this company's (it keeps its
 * port locally), else the company's domain.
 */
export function siteOrigin(
  ctx: Pick<RequestContext<Anonymous>, 'deps' | 'siteHost'>,
  domain: string,
): string {
  const scheme = ctx.deps.config.mode === 'local' ? 'http' : 'https';
  const host =
    ctx.siteHost && normaliseHost(ctx.siteHost) === normaliseHost(domain) ? ctx.siteHost : domain;
  return `${scheme}://${host}`;
}
