import { createHash } from 'node:crypto';
import {
  CloudFrontClient,
  CreateDistributionTenantCommand,
  DeleteDistributionTenantCommand,
  GetDistributionTenantCommand,
  GetManagedCertificateDetailsCommand,
  UpdateDistributionTenantCommand,
  type CreateDistributionTenantCommandInput,
  type DistributionTenant,
  type ManagedCertificateDetails,
} from '@aws-sdk/client-cloudfront';
import { isApex } from '@shared/domains/hosts';
import type { DnsRecord } from '@shared/onboarding/schemas';
import type { DomainTenantState, DomainTenants, TenantRemoval } from '../ports';

export type CloudFrontDomainSettings = {
  distributionId: string;
  connectionGroupId?: string;
  routingEndpoint: string;
};

/**
 * The tenant's name: unique in the account and fixed for the company, so that asking twice finds
 * the same tenant. Lower-case letters, digits and dashes; the hash keeps `a_b` and `a-b` apart.
 * A domain change's tenant (`key`: the new domain) lives beside the first one until the switch,
 * so its name hashes the key too.
 */
export function tenantName(emis: string, key?: string): string {
  const slug = emis
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  const hash = createHash('sha256')
    .update(key ? `${emis}\n${key}` : emis)
    .digest('hex')
    .slice(0, 8);
  return `kantoor-${slug || 'company'}-${hash}`;
}

/**
 * The request that makes a company's domain a distribution tenant: the domain on the
 * multi-tenant distribution, in Kantoor's connection group, with a certificate CloudFront
 * requests and renews itself, validated over HTTP by CloudFront once the domain's CNAME points
 * at the connection group's routing endpoint (REFERENCE.md: `cloudfront` serves the token).
 */
export function distributionTenantRequest(
  settings: CloudFrontDomainSettings,
  input: { emis: string; domain: string; aliases?: readonly string[]; key?: string },
): CreateDistributionTenantCommandInput {
  return {
    DistributionId: settings.distributionId,
    Name: tenantName(input.emis, input.key),
    // An apex's www twin rides on the same tenant and the same managed certificate.
    Domains: [input.domain, ...(input.aliases ?? [])].map((domain) => ({ Domain: domain })),
    ...(settings.connectionGroupId ? { ConnectionGroupId: settings.connectionGroupId } : {}),
    Parameters: [{ Name: 'tenantEmis', Value: input.emis }],
    ManagedCertificateRequest: {
      PrimaryDomainName: input.domain,
      ValidationTokenHost: 'cloudfront',
      CertificateTransparencyLoggingPreference: 'enabled',
    },
    Enabled: true,
  };
}

const FAILED = new Set(['failed', 'validation-timed-out', 'revoked', 'expired']);

/** The record that points a name at the routing endpoint: an apex cannot hold a CNAME. */
export const pointerRecord = (domain: string, routingEndpoint: string): DnsRecord => ({
  type: isApex(domain) ? 'ALIAS' : 'CNAME',
  name: domain,
  value: routingEndpoint,
});

/**
 * Where a domain stands, from its tenant and its managed certificate: active once the certificate
 * is issued and CloudFront serves every name; failed when the certificate cannot be had; pending
 * validation otherwise, with the records to set (a CNAME per name under a domain, an ALIAS/ANAME
 * at an apex, and the redirect a self-hosted validation asks for).
 */
export function domainStateOf(
  domain: string,
  routingEndpoint: string,
  tenant: DistributionTenant | undefined,
  certificate: ManagedCertificateDetails | undefined,
  aliases: readonly string[] = [],
): DomainTenantState {
  const certificateStatus = certificate?.CertificateStatus ?? null;
  const names = [domain, ...aliases];
  const served = (name: string) =>
    tenant?.Domains?.find((d) => d.Domain === name)?.Status === 'active';
  const redirects: DnsRecord[] = (certificate?.ValidationTokenDetails ?? []).flatMap((detail) =>
    detail.RedirectFrom && detail.RedirectTo
      ? [{ type: 'HTTP redirect' as const, name: detail.RedirectFrom, value: detail.RedirectTo }]
      : [],
  );
  const pointers = names.filter((name) => !served(name));
  const records = [...pointers.map((name) => pointerRecord(name, routingEndpoint)), ...redirects];
  if (certificateStatus && FAILED.has(certificateStatus))
    return {
      status: 'failed',
      certificate: certificateStatus,
      record: pointerRecord(domain, routingEndpoint),
      records: records.length ? records : names.map((name) => pointerRecord(name, routingEndpoint)),
    };
  if (pointers.length === 0 && (certificateStatus === 'issued' || certificateStatus === null))
    return { status: 'active', certificate: certificateStatus, record: null, records: [] };
  return {
    status: 'pending-validation',
    certificate: certificateStatus,
    record: pointerRecord(domain, routingEndpoint),
    records: records.length ? records : [pointerRecord(domain, routingEndpoint)],
  };
}

const named = (error: unknown, name: string) => (error as { name?: string }).name === name;

/** AWS: distribution tenants through the CloudFront API (a global service: us-east-1). */
export class CloudFrontDomainTenants implements DomainTenants {
  constructor(
    private readonly settings: CloudFrontDomainSettings,
    private readonly client = new CloudFrontClient({ region: 'us-east-1' }),
  ) {}

  async request(input: {
    emis: string;
    domain: string;
    aliases?: readonly string[];
    key?: string;
  }) {
    try {
      const created = await this.client.send(
        new CreateDistributionTenantCommand(distributionTenantRequest(this.settings, input)),
      );
      const id = created.DistributionTenant?.Id;
      if (!id) throw new Error('CloudFront created a distribution tenant without an id');
      return { tenantId: id };
    } catch (error) {
      // Asked before (a retried notification): the tenant is there under the company's name.
      if (!named(error, 'EntityAlreadyExists')) throw error;
      const found = await this.client.send(
        new GetDistributionTenantCommand({ Identifier: tenantName(input.emis, input.key) }),
      );
      const id = found.DistributionTenant?.Id;
      if (!id) throw error;
      return { tenantId: id };
    }
  }

  async status(
    tenantId: string,
    domain: string,
    aliases: readonly string[] = [],
  ): Promise<DomainTenantState> {
    const [tenant, certificate] = await Promise.all([
      this.client.send(new GetDistributionTenantCommand({ Identifier: tenantId })),
      this.client
        .send(new GetManagedCertificateDetailsCommand({ Identifier: tenantId }))
        .catch((error: unknown) => {
          // No managed certificate (yet): the domain is still pending.
          if (named(error, 'EntityNotFound')) return { ManagedCertificateDetails: undefined };
          throw error;
        }),
    ]);
    return domainStateOf(
      domain,
      this.settings.routingEndpoint,
      tenant.DistributionTenant,
      certificate.ManagedCertificateDetails,
      aliases,
    );
  }

  /**
   * Takes a tenant off the distribution: CloudFront deletes only a disabled tenant, by its ETag.
   * An enabled one is disabled (`removing`: the next call deletes it once CloudFront has
   * deployed that); one already gone counts as removed, so a repeat is harmless.
   */
  async remove(tenantId: string): Promise<TenantRemoval> {
    let found;
    try {
      found = await this.client.send(new GetDistributionTenantCommand({ Identifier: tenantId }));
    } catch (error) {
      if (named(error, 'EntityNotFound')) return 'removed';
      throw error;
    }
    const tenant = found.DistributionTenant;
    if (tenant?.Enabled !== false) {
      await this.client.send(
        new UpdateDistributionTenantCommand({
          Id: tenantId,
          IfMatch: found.ETag,
          DistributionId: tenant?.DistributionId,
          Domains: tenant?.Domains?.map((d) => ({ Domain: d.Domain })),
          Enabled: false,
        }),
      );
      return 'removing';
    }
    if (tenant.Status && tenant.Status !== 'Deployed') return 'removing';
    try {
      await this.client.send(
        new DeleteDistributionTenantCommand({ Id: tenantId, IfMatch: found.ETag }),
      );
    } catch (error) {
      if (named(error, 'EntityNotFound')) return 'removed';
      // Still being disabled at the edge: the next call deletes it.
      if (named(error, 'ResourceNotDisabled') || named(error, 'PreconditionFailed'))
        return 'removing';
      throw error;
    }
    return 'removed';
  }
}
