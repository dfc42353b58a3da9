import { PROVIDER_EMIS } from '@shared/company/provider';
import { isUnderZone } from '@shared/domains/hosts';
import type { DomainStatusReply } from '@shared/onboarding/schemas';
import { normaliseHost } from '../platform/hosts';
import { stamp, type Anonymous, type RequestContext } from '../kernel/context';
import { AppError } from '../platform/errors';
import { onboardingError } from './errors';

/**
 * The company's domain on the CDN: its distribution tenant, requested once and remembered on the
 * company (a request for a company that has one answers the same tenant anyway). Answers the
 * tenant's id.
 */
export async function ensureDomainTenant(
  ctx: RequestContext<Anonymous>,
  emis: string,
): Promise<{ tenantId: string; domain: string } | undefined> {
  const { data: company } = await ctx.db.entities.company.get({ emis }).go({ consistent: true });
  if (!company) return undefined;
  if (company.domain_tenant) return { tenantId: company.domain_tenant, domain: company.domain };
  const { tenantId } = await ctx.deps.domains.request({ emis, domain: company.domain });
  await ctx.db.entities.company
    .patch({ emis })
    .set({ domain_tenant: tenantId })
    .go({ response: 'none' });
  return { tenantId, domain: company.domain };
}

/**
 * The domain right after the company is made: requested, and its state read for the next-steps
 * email. CloudFront failing here does not undo the company: the manager's domain panel asks again.
 */
export async function requestDomain(
  ctx: RequestContext<Anonymous>,
  emis: string,
): Promise<DomainStatusReply | undefined> {
  try {
    return await domainStatusOf(ctx, emis);
  } catch (error) {
    ctx.log.error('domain tenant request failed', { emis, reason: String(error) });
    return undefined;
  }
}

/**
 * Where the company's domain stands: active, pending validation (with the CNAME record to set)
 * or failed. The provider's own domains are the main distribution's, always active; so is a name
 * one label under the provider's zone (acme.kantoor.co.za), which the main distribution's
 * wildcard certificate covers: it gets no tenant (CloudFront would refuse the name twice).
 */
export async function domainStatusOf(
  ctx: RequestContext<Anonymous>,
  emis: string,
): Promise<DomainStatusReply> {
  const checkedAt = stamp(ctx);
  const { data: company } = await ctx.db.entities.company.get({ emis }).go({ consistent: true });
  if (
    emis === PROVIDER_EMIS ||
    (company && isUnderZone(company.domain, ctx.deps.config.domains.providerZone))
  ) {
    return {
      domain: company?.domain ?? '',
      status: 'active',
      record: null,
      certificate: null,
      checked_at: checkedAt,
    };
  }
  const tenant = await ensureDomainTenant(ctx, emis);
  if (!tenant) throw onboardingError('noCompany');
  const { status, certificate, record } = await ctx.deps.domains.status(
    tenant.tenantId,
    tenant.domain,
  );
  return { domain: tenant.domain, status, certificate, record, checked_at: checkedAt };
}

/** get-domain-status for the signed-in manager's company. */
export async function getDomainStatus(ctx: RequestContext): Promise<DomainStatusReply> {
  try {
    return await domainStatusOf(ctx, ctx.emis);
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error('domain status unavailable', { reason: String(error) });
    throw new AppError(503, "The domain's status cannot be read right now. Try again in a minute.");
  }
}

/**
 * The address of a company's site for links in emails: https in AWS; locally http on the port
 * the request came in on (the local server answers every `*.localhost` host on one port).
 */
export function companyOrigin(ctx: RequestContext<Anonymous>, domain: string): string {
  if (ctx.deps.config.mode !== 'local') return `https://${domain}`;
  const port = /:(\d+)$/.exec(ctx.siteHost ?? '')?.[1];
  const host = normaliseHost(domain) ?? domain;
  return `http://${host}${port ? `:${port}` : ''}`;
}
