import {
  CreateInvalidationForDistributionTenantCommand,
  type CloudFrontClient,
} from '@aws-sdk/client-cloudfront';
import { describe, expect, it } from 'vitest';
import { coalescePaths } from '../../kernel/site-cache';
import { CloudFrontSiteCache, tenantInvalidation } from './cloudfront-site-cache';

/** A CloudFront client (aws-sdk-client-mock is not installed) that records what it is sent. */
function fakeClient() {
  const sent: unknown[] = [];
  const client = {
    send: async (command: unknown) => {
      sent.push(command);
      return { Invalidation: { Id: 'I1', Status: 'InProgress' } };
    },
  } as unknown as CloudFrontClient;
  return { client, sent };
}

describe("the invalidation of a company's cached site pages", () => {
  it("asks CloudFront to invalidate the company's distribution tenant's paths, with the request as caller reference", async () => {
    const { client, sent } = fakeClient();
    await new CloudFrontSiteCache(client).invalidate(
      { emis: 'acme_trading', tenantId: 'dt_2abc' },
      ['/*'],
      'req-01',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(CreateInvalidationForDistributionTenantCommand);
    expect((sent[0] as CreateInvalidationForDistributionTenantCommand).input).toEqual({
      Id: 'dt_2abc',
      InvalidationBatch: {
        Paths: { Quantity: 1, Items: ['/*'] },
        CallerReference: 'req-01',
      },
    });
  });

  it('counts the paths it lists', () => {
    expect(tenantInvalidation('dt_1', ['/news/*', '/'], 'r').InvalidationBatch).toEqual({
      Paths: { Quantity: 2, Items: ['/news/*', '/'] },
      CallerReference: 'r',
    });
  });

  it("sends nothing for a company without a distribution tenant (the provider's shared distribution)", async () => {
    const { client, sent } = fakeClient();
    await new CloudFrontSiteCache(client).invalidate(
      { emis: 'school', tenantId: undefined },
      ['/*'],
      'req-02',
    );
    expect(sent).toEqual([]);
  });
});

describe("a request's paths, coalesced", () => {
  it('lists each path once, drops paths a wildcard covers, and takes the whole site for /* or many paths', () => {
    expect(coalescePaths(['/news/*', '/news/a', '/', '/', '/web-store'])).toEqual([
      '/',
      '/news/*',
      '/web-store',
    ]);
    expect(coalescePaths(['/a', '/*', '/b'])).toEqual(['/*']);
    expect(coalescePaths(Array.from({ length: 11 }, (_, i) => `/p${i}`))).toEqual(['/*']);
  });
});
