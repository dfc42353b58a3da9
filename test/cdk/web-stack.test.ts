import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../functions/src/routes';
import { PUBLIC_PAGE_CACHE } from '../../functions/src/platform/edge-cache';
import { edgePaths, MAX_BEHAVIOURS } from '../../infra/cdk/edge-paths';
import { buildTestKantoor, plannedRoutes, resourcesOf } from './kantoor-app';

type Behaviour = {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId?: string;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId?: unknown;
  ViewerProtocolPolicy: string;
  AllowedMethods?: string[];
  FunctionAssociations?: Array<{
    EventType: string;
    FunctionARN: { 'Fn::GetAtt': [string, string] };
  }>;
};
type DistributionConfig = {
  DefaultCacheBehavior: Behaviour;
  CacheBehaviors?: Behaviour[];
  Origins: Array<{ Id: string; OriginAccessControlId?: unknown; CustomOriginConfig?: unknown }>;
  CustomErrorResponses?: unknown;
  Aliases?: string[];
  ViewerCertificate?: Record<string, unknown>;
};

/** CloudFront path patterns: `*` is any run of characters (slashes too), `?` one character. */
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(path);

const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, 'sample');
const intendedOrigin = (path: string) =>
  path.startsWith('/images/') || path.startsWith('/tutorials/') ? 'media' : 'api';

/** The distribution of the provider's own domains (not the multi-tenant one). */
function distributionOf(template: Template, tenants = false): DistributionConfig {
  const distribution = resourcesOf(template, 'AWS::CloudFront::Distribution').find(
    ([, resource]) =>
      ((resource.Properties?.DistributionConfig as { ConnectionMode?: string }).ConnectionMode ===
        'tenant-only') ===
      tenants,
  )?.[1];
  return distribution?.Properties?.DistributionConfig as DistributionConfig;
}

/** A CloudFront Function of the template, runnable here (its code is plain ES5 `function handler`). */
function edgeFunction(
  template: Template,
  logicalId: string,
): (event: unknown) => { uri: string; headers: Record<string, { value: string }> } {
  const resource = new Map(resourcesOf(template, 'AWS::CloudFront::Function')).get(logicalId);
  return new Function(`${String(resource?.Properties?.FunctionCode)}\nreturn handler;`)() as never;
}

describe('Web stack', () => {
  let template: Template;
  let config: DistributionConfig;

  beforeAll(() => {
    template = Template.fromStack(buildTestKantoor().web);
    config = distributionOf(template);
    // Building every stack takes more than a hook's default 10 s on a busy machine.
  }, 180_000);

  it('sends every route path to exactly the intended behaviour', () => {
    for (const route of routeList()) {
      const path = samplePath(route.path);
      const hits = (config.CacheBehaviors ?? []).filter((b) => matches(b.PathPattern ?? '', path));
      // Page documents are the default behaviour (below).
      if ('document' in route) {
        expect(hits, route.key).toEqual([]);
        continue;
      }
      expect(
        hits.map((b) => b.TargetOriginId),
        route.key,
      ).toEqual([intendedOrigin(route.path)]);
    }
  });

  it("sends page paths to the site's documents and the build's files to the site bucket", () => {
    for (const path of [
      '/',
      '/index.html',
      '/clients',
      '/invoices/42',
      '/auth',
      '/sign-in',
      // Per host at the root (issue 26): cached per host with the documents.
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      const hits = (config.CacheBehaviors ?? []).filter((b) => matches(b.PathPattern ?? '', path));
      expect(hits, path).toEqual([]);
    }
    const assets = (config.CacheBehaviors ?? []).filter((b) =>
      matches(b.PathPattern ?? '', '/assets/index-abc.js'),
    );
    expect(assets.map((b) => b.TargetOriginId)).toEqual(['web']);
    expect(config.DefaultCacheBehavior).toMatchObject({
      TargetOriginId: 'api',
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      OriginRequestPolicyId:
        OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    });
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    // The edge sets the site's host before the cache key is made: one document per host.
    expect(config.DefaultCacheBehavior.FunctionAssociations?.map((f) => f.EventType)).toEqual([
      'viewer-request',
    ]);
    const policies = resourcesOf(template, 'AWS::CloudFront::CachePolicy');
    expect(policies).toHaveLength(1);
    expect(JSON.stringify(policies[0]?.[1].Properties)).toContain('x-kantoor-host');
    // A product's, post's or event's page is its own document (its own head), per host.
    expect(
      (policies[0]?.[1].Properties as Record<string, Record<string, unknown>>).CachePolicyConfig
        ?.ParametersInCacheKeyAndForwardedToOrigin,
    ).toMatchObject({
      QueryStringsConfig: {
        QueryStringBehavior: 'whitelist',
        QueryStrings: ['product', 'post', 'event'],
      },
    });
    // Error responses are distribution-wide: they would turn the API's 403/404 into a page.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('caches page documents and public GETs flagged edgeCache per site host for a minute, five at most; never the API', () => {
    const policies = resourcesOf(template, 'AWS::CloudFront::CachePolicy');
    expect(policies).toHaveLength(1);
    const [policyId, policy] = policies[0]!;
    const settings = (policy.Properties?.CachePolicyConfig ?? {}) as {
      DefaultTTL: number;
      MaxTTL: number;
      MinTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: string; Headers?: string[] };
        CookiesConfig: { CookieBehavior: string };
        QueryStringsConfig: { QueryStringBehavior: string };
      };
    };
    expect(settings).toMatchObject({ MinTTL: 0, DefaultTTL: 60, MaxTTL: 300 });
    const key = settings.ParametersInCacheKeyAndForwardedToOrigin;
    // The viewer's Host, copied by the viewer-request function before the cache is looked up.
    expect(key.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: ['x-kantoor-host'] });
    expect(key.CookiesConfig.CookieBehavior).toBe('none');
    // Only the item pages' own keys (a product's, post's or event's page is its own document).
    expect(key.QueryStringsConfig.QueryStringBehavior).toBe('whitelist');
    // The documents' own Cache-Control lies within the policy's bounds.
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(PUBLIC_PAGE_CACHE)?.[1]);
    expect(sMaxAge).toBeGreaterThan(settings.MinTTL);
    expect(sMaxAge).toBeLessThanOrEqual(settings.MaxTTL);
    expect(PUBLIC_PAGE_CACHE).toMatch(/stale-while-revalidate=\d+/);

    const cachedPaths = routeList()
      .filter((r) => 'edgeCache' in r && r.edgeCache)
      .map((r) => r.path);
    expect(cachedPaths).toContain('/events.ics');
    for (const distribution of [config, distributionOf(template, true)]) {
      expect(distribution.DefaultCacheBehavior.CachePolicyId).toEqual({ Ref: policyId });
      for (const behaviour of distribution.CacheBehaviors ?? []) {
        const pattern = behaviour.PathPattern ?? '';
        if (cachedPaths.includes(pattern)) {
          expect(behaviour.CachePolicyId, pattern).toEqual({ Ref: policyId });
          expect(behaviour.AllowedMethods, pattern).toEqual(['GET', 'HEAD']);
        } else if (behaviour.TargetOriginId === 'api') {
          // Signed-in and back-office calls: never kept at the edge.
          expect(behaviour.CachePolicyId, pattern).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
        }
      }
      expect(
        (distribution.CacheBehaviors ?? []).find((b) => b.PathPattern === '/auth/*')?.CachePolicyId,
      ).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    }
  });

  it('caches only single-segment GET routes at the edge', () => {
    expect(edgePaths([{ path: '/events.ics', method: 'GET', edgeCache: true }])).toEqual([
      { pattern: '/events.ics', target: 'cached' },
    ]);
    expect(() => edgePaths([{ path: '/feeds/all', method: 'GET', edgeCache: true }])).toThrow(
      /single-segment GET/,
    );
    expect(() => edgePaths([{ path: '/form', method: 'POST', edgeCache: true }])).toThrow(
      /single-segment GET/,
    );
  });

  it('stays within the behaviour quota for the ~170 planned routes too', () => {
    expect((config.CacheBehaviors ?? []).length + 1).toBeLessThanOrEqual(MAX_BEHAVIOURS);
    const planned = plannedRoutes();
    const paths = edgePaths(planned);
    expect(paths.length + 1).toBeLessThanOrEqual(MAX_BEHAVIOURS);
    for (const route of planned.filter((r) => !('document' in r))) {
      const hits = paths.filter((p) => matches(p.pattern, samplePath(route.path)));
      expect(
        hits.map((p) => p.target),
        route.key,
      ).toEqual([intendedOrigin(route.path)]);
    }
  });

  it('refuses a path CloudFront cannot route by its first segment', () => {
    expect(() => edgePaths([{ path: '/{emis}/logo' }])).toThrow(/first path segment/);
  });

  it('forwards API calls uncached, with every method and the viewer headers but Host', () => {
    // Public GETs flagged edgeCache are cached like the documents (tested above).
    const cached = new Set(
      routeList()
        .filter((r) => 'edgeCache' in r && r.edgeCache)
        .map((r) => r.path),
    );
    const api = (config.CacheBehaviors ?? []).filter(
      (b) => b.TargetOriginId === 'api' && !cached.has(b.PathPattern ?? ''),
    );
    expect(api.length).toBeGreaterThan(0);
    for (const behaviour of api) {
      expect(behaviour).toMatchObject({
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId:
          OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        ViewerProtocolPolicy: 'https-only',
      });
      expect(behaviour.AllowedMethods).toEqual(
        expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
      );
      expect(behaviour.FunctionAssociations?.map((f) => f.EventType)).toEqual(['viewer-request']);
    }
    const origin = config.Origins.find((o) => o.Id === 'api');
    expect(origin?.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(JSON.stringify(origin)).toContain('.execute-api.af-south-1.');
    // The edge proves itself to the functions with the Data stack's generated secret.
    const edge = (
      origin as { OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }> }
    ).OriginCustomHeaders?.find((h) => h.HeaderName === 'x-kantoor-edge');
    expect(JSON.stringify(edge?.HeaderValue)).toContain('resolve:secretsmanager:');
  });

  it('sets the host and viewer IP headers at the edge, overwriting what the client sent', () => {
    const api = (config.CacheBehaviors ?? []).find((b) => b.TargetOriginId === 'api');
    const handler = edgeFunction(
      template,
      api?.FunctionAssociations?.[0]?.FunctionARN['Fn::GetAtt'][0] ?? '',
    );
    const request = handler({
      viewer: { ip: '198.51.100.7' },
      request: {
        uri: '/auth/login',
        headers: {
          host: { value: 'school.kantoor.co.za' },
          'x-kantoor-host': { value: 'other-tenant.co.za' },
          'x-kantoor-viewer-ip': { value: '10.0.0.1' },
        },
      },
    });
    expect(request.headers['x-kantoor-host']).toEqual({ value: 'school.kantoor.co.za' });
    expect(request.headers['x-kantoor-viewer-ip']).toEqual({ value: '198.51.100.7' });
  });

  it('gives page documents the same edge headers as the API', () => {
    const pages =
      config.DefaultCacheBehavior.FunctionAssociations?.[0]?.FunctionARN['Fn::GetAtt'][0];
    const api = (config.CacheBehaviors ?? []).find((b) => b.TargetOriginId === 'api');
    expect(pages).toBeDefined();
    expect(pages).toBe(api?.FunctionAssociations?.[0]?.FunctionARN['Fn::GetAtt'][0]);
  });

  it('gives the page documents (the back office among them) HSTS and frame denial, keeping their own nonce CSP', () => {
    // Issue 29 item 7: every document is the default behaviour, on both distributions.
    const policies = new Map(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    for (const distribution of [config, distributionOf(template, true)]) {
      const id = distribution.DefaultCacheBehavior.ResponseHeadersPolicyId as {
        Ref?: string;
        'Fn::GetAtt'?: [string, string];
      };
      const policy = policies.get(id.Ref ?? id['Fn::GetAtt']?.[0] ?? '')?.Properties
        ?.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: number; Override: boolean };
          FrameOptions: { FrameOption: string };
          ContentTypeOptions: { Override: boolean };
          ContentSecurityPolicy: { ContentSecurityPolicy: string; Override: boolean };
        };
      };
      const headers = policy.SecurityHeadersConfig;
      expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(
        365 * 24 * 3600,
      );
      expect(headers.StrictTransportSecurity.Override).toBe(true);
      expect(headers.FrameOptions.FrameOption).toBe('DENY');
      expect(headers.ContentTypeOptions.Override).toBe(true);
      // The origin's per-response nonce policy wins; this one fills in when there is none.
      expect(headers.ContentSecurityPolicy.Override).toBe(false);
      const csp = headers.ContentSecurityPolicy.ContentSecurityPolicy;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain(
        'unsafe-inline',
      );
    }
  });

  it('reads both buckets through Origin Access Control and images/* from the media bucket', () => {
    for (const id of ['web', 'media']) {
      expect(config.Origins.find((o) => o.Id === id)?.OriginAccessControlId, id).toBeDefined();
    }
    const images = (config.CacheBehaviors ?? []).find((b) => b.PathPattern === '/images/*');
    expect(images).toMatchObject({
      TargetOriginId: 'media',
      CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('uploads the React build only when there is one', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    const dist = mkdtempSync(join(tmpdir(), 'kantoor-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kantoor</title>');
    const withSite = Template.fromStack(buildTestKantoor({ siteDist: dist }).web);
    withSite.resourceCountIs('Custom::CDKBucketDeployment', 1);
  });

  it("serves companies' own domains from a multi-tenant distribution with the same behaviours, and a connection group", () => {
    const tenants = distributionOf(template, true) as DistributionConfig & {
      ConnectionMode?: string;
      TenantConfig?: { ParameterDefinitions: Array<{ Name: string; Definition: unknown }> };
      PriceClass?: string;
      IPV6Enabled?: boolean;
    };
    expect(tenants).toBeDefined();
    expect(tenants.ConnectionMode).toBe('tenant-only');
    expect(tenants.TenantConfig?.ParameterDefinitions).toEqual([
      {
        Name: 'tenantEmis',
        Definition: {
          StringSchema: { Required: false, DefaultValue: 'none', Comment: "The company's emis" },
        },
      },
    ]);
    // What a multi-tenant distribution leaves to its connection group, or has no use for.
    expect(tenants).not.toHaveProperty('PriceClass');
    expect(tenants).not.toHaveProperty('IPV6Enabled');
    expect(tenants).not.toHaveProperty('Aliases');
    expect(tenants.DefaultCacheBehavior).toMatchObject({
      TargetOriginId: 'api',
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
    const shape = (c: DistributionConfig) =>
      (c.CacheBehaviors ?? []).map((b) => [b.PathPattern, b.TargetOriginId, b.CachePolicyId]);
    expect(shape(tenants)).toEqual(shape(config));
    template.resourceCountIs('AWS::CloudFront::Distribution', 2);
    template.hasResourceProperties('AWS::CloudFront::ConnectionGroup', {
      Name: 'kantoor-companies',
      Enabled: true,
      Ipv6Enabled: true,
    });
    // The site bucket lets both distributions read it (each binds its own origin).
    const policy = JSON.stringify(resourcesOf(template, 'AWS::S3::BucketPolicy'));
    expect(policy.match(/AWS:SourceArn/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it("answers on tenants' domains when given domains and a certificate, and not half-configured", () => {
    const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';
    const web = Template.fromStack(
      buildTestKantoor({ domains: ['kantoor.co.za', '*.kantoor.co.za'], certificateArn }).web,
    );
    expect(distributionOf(web)).toMatchObject({
      Aliases: ['kantoor.co.za', '*.kantoor.co.za'],
      ViewerCertificate: {
        AcmCertificateArn: certificateArn,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
    });
    expect(() => buildTestKantoor({ domains: ['kantoor.co.za'] })).toThrow(
      /domains.*certificateArn/,
    );
  });
});
