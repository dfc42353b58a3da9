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
import type { DomainTenantState, DomainTenants } from '../ports';

export type CloudFrontDomainSettings = {
  distributionId: string;
  connectionGroupId?: string;
  routingEndpoint: string;
};

/**
 * The tenant's name: unique in the account and fixed for the company, so that asking twice finds
 * the same tenant. Lower-case letters, digits and dashes; the hash keeps `a_b` and `a-b` apart.
 */
export function tenantName(emis: string): string {
  const slug = emis
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  const hash = createHash('sha256').update(emis).digest('hex').slice(0, 8);
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
  input: { emis: string; domain: string },
): CreateDistributionTenantCommandInput {
  return {
    DistributionId: settings.distributionId,
    Name: tenantName(input.emis),
    Domains: [{ Domain: input.domain }],
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

/**
 * Where a domain stands, from its tenant and its managed certificate: active once the certificate
 * is issued and CloudFront serves the domain; failed when the certificate cannot be had; pending
 * validation otherwise, with the CNAME to set.
 */
export function domainStateOf(
  domain: string,
  routingEndpoint: string,
  tenant: DistributionTenant | undefined,
  certificate: ManagedCertificateDetails | undefined,
): DomainTenantState {
  const certificateStatus = certificate?.CertificateStatus ?? null;
  const record = { type: 'CNAME' as const, name: domain, value: routingEndpoint };
  const served = tenant?.Domains?.find((d) => d.Domain === domain)?.Status === 'active';
  if (certificateStatus && FAILED.has(certificateStatus))
    return { status: 'failed', certificate: certificateStatus, record };
  if (served && (certificateStatus === 'issued' || certificateStatus === null))
    return { status: 'active', certificate: certificateStatus, record: null };
  return { status: 'pending-validation', certificate: certificateStatus, record };
}

const named = (error: unknown, name: string) => (error as { name?: string }).name === name;

/** AWS: distribution tenants through the CloudFront API (a global service: us-east-1). */
export class CloudFrontDomainTenants implements DomainTenants {
  constructor(
    private readonly settings: CloudFrontDomainSettings,
    private readonly client = new CloudFrontClient({ region: 'us-east-1' }),
  ) {}

  async request(input: { emis: string; domain: string }) {
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
        new GetDistributionTenantCommand({ Identifier: tenantName(input.emis) }),
      );
      const id = found.DistributionTenant?.Id;
      if (!id) throw error;
      return { tenantId: id };
    }
  }

  async status(tenantId: string, domain: string): Promise<DomainTenantState> {
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
    );
  }

  /**
   * CloudFront deletes only a disabled tenant, and each change names the version it replaces
   * (IfMatch: the ETag): read it, disable it if it is enabled (waiting for nothing: a disabled
   * tenant may be deleted at once), then delete it with the ETag the last call answered. A tenant
   * already gone is done; a retried unit finds it disabled and only deletes it.
   */
  async remove(tenantId: string): Promise<void> {
    let found;
    try {
      found = await this.client.send(new GetDistributionTenantCommand({ Identifier: tenantId }));
    } catch (error) {
      if (named(error, 'EntityNotFound')) return;
      throw error;
    }
    const tenant = found.DistributionTenant;
    let etag = found.ETag;
    if (tenant?.Enabled !== false) {
      const updated = await this.client.send(
        new UpdateDistributionTenantCommand({
          Id: tenantId,
          IfMatch: etag,
          Enabled: false,
          ...(tenant?.DistributionId ? { DistributionId: tenant.DistributionId } : {}),
          ...(tenant?.Domains
            ? { Domains: tenant.Domains.map((d) => ({ Domain: d.Domain })) }
            : {}),
        }),
      );
      etag = updated.ETag;
    }
    try {
      await this.client.send(new DeleteDistributionTenantCommand({ Id: tenantId, IfMatch: etag }));
    } catch (error) {
      if (!named(error, 'EntityNotFound')) throw error;
    }
  }
}
