import type { EntityItem } from 'electrodb';
import { isInZone, isUnderZone, servedHosts } from '@shared/domains/hosts';
import {
  DOMAIN_MESSAGES,
  type ChangeDomainBody,
  type DomainChangeView,
} from '@shared/domains/schemas';
import type { DnsRecord, DomainState } from '@shared/onboarding/schemas';
import { stamp, type RequestContext } from '../kernel/context';
import { transaction, type Step, type TxEntities } from '../kernel/transaction';
import { domainHolder, onboardingError } from '../onboarding';
import { AppError } from '../platform/errors';
import type { DomainChangeEntity } from './entities/domain-change.entity';

type ChangeRecord = EntityItem<typeof DomainChangeEntity>;

/** Names under the provider's zone that are its own, whatever a company asks. */
const RESERVED_LABELS = new Set(['www', 'app', 'api', 'admin', 'mail', 'static', 'media']);

const domainError = (status: number, message: string, field = 'new_domain') =>
  new AppError(status, message, { fields: { [field]: message } });

/** The company's item as stored now (the switch must see the latest domain). */
async function companyOf(ctx: RequestContext) {
  const { data } = await ctx.db.entities.company.get({ emis: ctx.emis }).go({ consistent: true });
  if (!data) throw new AppError(404, 'The company has no domain yet');
  return data;
}

async function changeOf(ctx: RequestContext): Promise<ChangeRecord | undefined> {
  const { data } = await ctx.db.entities.domainChange
    .get({ emis: ctx.emis })
    .go({ consistent: true });
  return data ?? undefined;
}

/** The names the company's site answers on now: its domain, and the twin when that is its too. */
async function currentHosts(ctx: RequestContext, domain: string): Promise<string[]> {
  const [, ...twins] = servedHosts(domain);
  if (twins.length === 0) return [domain];
  const { data } = await ctx.db.entities.domain
    .get(twins.map((host) => ({ domain: host })))
    .go({ consistent: true });
  const mine = new Set(data.filter((d) => d.emis === ctx.emis).map((d) => d.domain));
  return [domain, ...twins.filter((host) => mine.has(host))];
}

const zoneOf = (ctx: RequestContext) => ctx.deps.config.domains.providerZone || null;

async function viewOf(
  ctx: RequestContext,
  domain: string,
  change: ChangeRecord | undefined,
): Promise<DomainChangeView> {
  return {
    domain,
    hosts: await currentHosts(ctx, domain),
    pending:
      change?.domain && change.status
        ? {
            domain: change.domain,
            hosts: change.hosts ?? [change.domain],
            status: change.status,
            certificate: change.certificate ?? null,
            records: (change.records ?? []) as DnsRecord[],
            requested_at: change.requested_at ?? '',
          }
        : null,
    previous:
      change?.previous_domain && change.switched_at
        ? { domain: change.previous_domain, switched_at: change.switched_at }
        : null,
    zone: zoneOf(ctx),
    checked_at: stamp(ctx),
  };
}

/** The next version of the change item, put whole on condition of the version read. */
function putChange(tx: TxEntities, next: ChangeRecord, read: ChangeRecord | undefined): Step {
  const item = { ...next, version: (read?.version ?? 0) + 1 };
  return {
    name: 'domain change',
    write: read
      ? tx.domainChange
          .put(item)
          .where((a, op) => op.eq(a.version, read.version))
          .commit()
      : tx.domainChange.create(item).commit(),
    onFail: 'retry',
  };
}

/** The change item without its pending part. */
function settled(change: ChangeRecord): ChangeRecord {
  return {
    emis: change.emis,
    version: change.version,
    previous_domain: change.previous_domain,
    switched_at: change.switched_at,
    retiring: change.retiring ?? [],
  };
}

/**
 * Where the new domain may be: a host name this mode can serve, not the company's own already,
 * and under the provider's zone only one label deep and not one of its own names.
 */
function checkNewDomain(ctx: RequestContext, domain: string, current: string) {
  const local = domain === 'localhost' || domain.endsWith('.localhost');
  if (local && ctx.deps.config.mode !== 'local')
    throw domainError(
      400,
      'A .localhost domain works only on a local Kantoor: enter your own domain',
    );
  if (domain === current) throw domainError(400, DOMAIN_MESSAGES.same);
  const zone = zoneOf(ctx) ?? undefined;
  if (isInZone(domain, zone)) {
    if (!isUnderZone(domain, zone)) throw domainError(400, `${DOMAIN_MESSAGES.zoneDepth}${zone})`);
    if (RESERVED_LABELS.has(domain.split('.')[0] ?? ''))
      throw domainError(409, DOMAIN_MESSAGES.zoneReserved);
  }
}

/** GET /auth/domain-change: the domain now, any pending change as last checked, the last change. */
export async function getDomainChange(ctx: RequestContext): Promise<DomainChangeView> {
  const company = await companyOf(ctx);
  return viewOf(ctx, company.domain, await changeOf(ctx));
}

/**
 * change-domain (managers): the new domain is claimed for the company with the sign-up's rule
 * (no company has it, no sign-up holds it; the domain items are created on condition that none
 * exists, in the same transaction as the pending change), so from now on both the old and the
 * new names reach the site. Its distribution tenant is then requested and its state read: a name
 * under the provider's zone, or one already active, switches at once (checkDomainChange).
 */
export async function changeDomain(
  ctx: RequestContext,
  body: ChangeDomainBody,
): Promise<DomainChangeView> {
  const company = await companyOf(ctx);
  const domain = body.new_domain;
  checkNewDomain(ctx, domain, company.domain);
  const zoned = isUnderZone(domain, zoneOf(ctx) ?? undefined);
  const hosts = zoned ? [domain] : servedHosts(domain);
  const change = await changeOf(ctx);
  if (change?.domain) throw domainError(409, DOMAIN_MESSAGES.pending);
  const claimed: string[] = [];
  for (const host of hosts) {
    const holder = await domainHolder(ctx, host);
    if (holder === 'held') throw onboardingError('domainHeld', { fields: { new_domain: 'Held' } });
    if (holder && holder.emis !== ctx.emis)
      throw onboardingError('domainTaken', { fields: { new_domain: 'Taken' } });
    // A name the company already has (an apex's twin) is kept, not claimed again.
    if (!holder) claimed.push(host);
  }
  const now = stamp(ctx);
  const result = await transaction(ctx.db, async (tx) => {
    const read = await changeOf(ctx);
    if (read?.domain) return { steps: [], value: false };
    return {
      value: true,
      steps: [
        ...claimed.map((host): Step => ({
          name: 'claim',
          write: tx.domain.create({ domain: host, emis: ctx.emis }).commit(),
          onFail: 'refuse',
        })),
        putChange(
          tx,
          {
            ...(read ? settled(read) : { emis: ctx.emis, version: 0, retiring: [] }),
            domain,
            hosts,
            claimed,
            status: zoned ? 'active' : 'pending-validation',
            records: [],
            requested_at: now,
            requested_by: ctx.caller.userId,
          },
          read,
        ),
      ],
    };
  });
  if (!result.written) throw onboardingError('domainTaken', { fields: { new_domain: 'Taken' } });
  if (!result.value) throw domainError(409, DOMAIN_MESSAGES.pending);
  return checkDomainChange(ctx);
}

/** The pending change's tenant: requested once (a repeat answers the same) and remembered. */
async function ensureTenant(ctx: RequestContext, change: ChangeRecord): Promise<string> {
  if (change.tenant_id) return change.tenant_id;
  const { tenantId } = await ctx.deps.domains.request({
    emis: ctx.emis,
    domain: change.domain!,
    aliases: (change.hosts ?? []).slice(1),
    key: change.domain,
  });
  await transaction(ctx.db, async (tx) => {
    const read = await changeOf(ctx);
    if (!read || read.domain !== change.domain || read.tenant_id)
      return { steps: [], value: undefined };
    return { value: undefined, steps: [putChange(tx, { ...read, tenant_id: tenantId }, read)] };
  });
  return tenantId;
}

/**
 * The switch, once the new domain is active: in one transaction the company's domain (and its
 * tenant) becomes the new one, on condition that it is still the old one, and the old names no
 * longer shared with the new domain are released (their domain items deleted, so another company
 * may claim them); the old tenant joins the ones to remove. The company is never without a
 * working domain: before the transaction the old one serves, after it the new one.
 */
async function switchDomain(ctx: RequestContext): Promise<void> {
  await transaction(ctx.db, async (tx) => {
    const [company, change] = await Promise.all([companyOf(ctx), changeOf(ctx)]);
    if (!change?.domain || change.status !== 'active') return { steps: [], value: undefined };
    const old = company.domain;
    const keep = new Set(change.hosts ?? []);
    const released = (await currentHosts(ctx, old)).filter((host) => !keep.has(host));
    const zoned = isUnderZone(change.domain, zoneOf(ctx) ?? undefined);
    const companyWrite = zoned
      ? tx.company
          .patch({ emis: ctx.emis })
          .set({ domain: change.domain, updated_at: stamp(ctx) })
          .remove(['domain_tenant'])
      : tx.company
          .patch({ emis: ctx.emis })
          .set({ domain: change.domain, domain_tenant: change.tenant_id, updated_at: stamp(ctx) });
    const steps: Step[] = [
      {
        name: 'company',
        write: companyWrite.where((a, op) => op.eq(a.domain, old)).commit(),
        onFail: 'retry',
      },
      ...released.map((host): Step => ({
        name: 'release',
        write: tx.domain
          .delete({ domain: host })
          .where((a, op) => op.eq(a.emis, ctx.emis))
          .commit(),
        onFail: 'retry',
      })),
      putChange(
        tx,
        {
          ...settled(change),
          previous_domain: old,
          switched_at: stamp(ctx),
          retiring: [
            ...(change.retiring ?? []),
            ...(company.domain_tenant ? [company.domain_tenant] : []),
          ],
        },
        change,
      ),
    ];
    return { steps, value: undefined };
  });
}

/**
 * Takes the tenants that no longer serve the company off the CDN. A removal that CloudFront
 * finishes later, or one that fails, stays listed and is tried again on the next check.
 */
async function removeRetiring(ctx: RequestContext): Promise<void> {
  const change = await changeOf(ctx);
  const retiring = change?.retiring ?? [];
  if (retiring.length === 0) return;
  const removed: string[] = [];
  for (const tenantId of retiring) {
    try {
      if ((await ctx.deps.domains.remove(tenantId)) === 'removed') removed.push(tenantId);
    } catch (error) {
      ctx.log.error('distribution tenant removal failed', { tenantId, reason: String(error) });
    }
  }
  if (removed.length === 0) return;
  await transaction(ctx.db, async (tx) => {
    const read = await changeOf(ctx);
    if (!read) return { steps: [], value: undefined };
    const left = (read.retiring ?? []).filter((id) => !removed.includes(id));
    return { value: undefined, steps: [putChange(tx, { ...read, retiring: left }, read)] };
  });
}

/**
 * check-domain-change ("Check now"): the pending domain's tenant requested if it is not yet, its
 * state read from the CDN and kept; once active, the switch (switchDomain); then the tenants no
 * longer needed are removed. A CDN that cannot be reached leaves the change as it was (503).
 */
export async function checkDomainChange(ctx: RequestContext): Promise<DomainChangeView> {
  const change = await changeOf(ctx);
  if (change?.domain && change.status !== 'active') {
    let state: { status: DomainState; certificate: string | null; records: DnsRecord[] };
    try {
      const tenantId = await ensureTenant(ctx, change);
      state = await ctx.deps.domains.status(tenantId, change.domain, (change.hosts ?? []).slice(1));
    } catch (error) {
      ctx.log.error('domain change state unavailable', { reason: String(error) });
      throw new AppError(
        503,
        "The new domain's state cannot be read right now. Try again in a minute.",
      );
    }
    await transaction(ctx.db, async (tx) => {
      const read = await changeOf(ctx);
      if (!read || read.domain !== change.domain) return { steps: [], value: undefined };
      return {
        value: undefined,
        steps: [
          putChange(
            tx,
            {
              ...read,
              status: state.status,
              certificate: state.certificate ?? undefined,
              records: state.records,
              checked_at: stamp(ctx),
            },
            read,
          ),
        ],
      };
    });
  }
  const now = await changeOf(ctx);
  if (now?.domain && now.status === 'active') await switchDomain(ctx);
  await removeRetiring(ctx);
  return getDomainChange(ctx);
}

/**
 * cancel-domain-change: the pending change is dropped, the names it claimed are free again and
 * its tenant (if requested) is removed. The company keeps its domain as it was.
 */
export async function cancelDomainChange(ctx: RequestContext): Promise<DomainChangeView> {
  const result = await transaction(ctx.db, async (tx) => {
    const change = await changeOf(ctx);
    if (!change?.domain) return { steps: [], value: false };
    const steps: Step[] = [
      ...(change.claimed ?? []).map((host): Step => ({
        name: 'release',
        write: tx.domain
          .delete({ domain: host })
          .where((a, op) => op.eq(a.emis, ctx.emis))
          .commit(),
        onFail: 'retry',
      })),
      putChange(
        tx,
        {
          ...settled(change),
          retiring: [...(change.retiring ?? []), ...(change.tenant_id ? [change.tenant_id] : [])],
        },
        change,
      ),
    ];
    return { steps, value: true };
  });
  if (result.written && !result.value) throw domainError(404, DOMAIN_MESSAGES.noPending);
  await removeRetiring(ctx);
  return getDomainChange(ctx);
}
