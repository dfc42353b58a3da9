import {
  CloudFrontClient,
  CreateInvalidationForDistributionTenantCommand,
  type CreateInvalidationForDistributionTenantCommandInput,
} from '@aws-sdk/client-cloudfront';
import type { CachedSite, SiteCache } from '../ports';

/**
 * The invalidation of one distribution tenant's paths: a wildcard counts as one path, and the
 * caller reference (the request's id) makes a retried call the same invalidation.
 */
export function tenantInvalidation(
  tenantId: string,
  paths: readonly string[],
  reference: string,
): CreateInvalidationForDistributionTenantCommandInput {
  return {
    Id: tenantId,
    InvalidationBatch: {
      Paths: { Quantity: paths.length, Items: [...paths] },
      CallerReference: reference,
    },
  };
}

/**
 * AWS: CloudFront's invalidation of a company's distribution tenant (its own domain on the
 * multi-tenant distribution), never the whole distribution. A company without a tenant is
 * served on the provider's distribution, shared by every company: there its pages age out
 * within the cache policy's minute instead.
 */
export class CloudFrontSiteCache implements SiteCache {
  constructor(private readonly client = new CloudFrontClient({ region: 'us-east-1' })) {}

  async invalidate(site: CachedSite, paths: readonly string[], reference: string) {
    if (!site.tenantId || paths.length === 0) return;
    await this.client.send(
      new CreateInvalidationForDistributionTenantCommand(
        tenantInvalidation(site.tenantId, paths, reference),
      ),
    );
  }
}
