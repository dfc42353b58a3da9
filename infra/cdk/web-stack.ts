import { Annotations, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CfnConnectionGroup,
  type CfnDistribution,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { PAGE_CSP } from '@shared/site/page-policy';
import { EDGE_SECRET_HEADER } from '../../functions/src/platform/config';
import { EDGE_TTL_SECONDS } from '../../functions/src/platform/edge-cache';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { CLIENT_IP_HEADER, TENANT_HOST_HEADER } from './edge-headers';
import { DOCUMENT_QUERY_KEYS, edgePaths } from './edge-paths';
import { acknowledgeWildcards } from './nag';
import type { TenantDomainRefs } from './route-function';

/** The parameter every distribution tenant carries: its company's emis (for lookups and logs). */
export const TENANT_PARAMETER = 'tenantEmis';

export type WebStackProps = StackProps & {
  routes: ReadonlyArray<{ path: string; method?: string; document?: true; edgeCache?: true }>;
  apiId: string;
  /** Sent to the API in x-kantoor-edge so that the functions believe the edge headers. */
  edgeSecret: ISecret;
  media: IBucket;
  /** The React build (frontend/dist) when it exists at synth time; without it nothing is uploaded. */
  siteDist?: string;
  /** Tenants' host names and an ACM certificate (us-east-1) covering them; both or neither. */
  domains?: string[];
  certificateArn?: string;
};

// The edge, not the client, says which site was asked for and who asked: the API trusts these
// two headers only because this function overwrites whatever the client sent.
const EDGE_HEADERS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${TENANT_HOST_HEADER}'] = { value: request.headers.host ? request.headers.host.value : '' };
  request.headers['${CLIENT_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/**
 * The tenants' sites: CloudFront in front of the React build (private bucket, OAC), the media
 * bucket's images/* (OAC) and the HTTP API (paths generated from the route table), all on the
 * tenant's own host. Without `domains` and `certificateArn` in the context the distribution
 * answers on its default *.cloudfront.net name only; tenants' domains (or a wildcard such as
 * *.kantoor.co.za) need a certificate in us-east-1 and at most 100 names per distribution.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** Companies' own domains: one distribution tenant each (issue 16). */
  readonly tenantDistribution: Distribution;
  readonly tenantDomains: TenantDomainRefs;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { routes, apiId, media, edgeSecret, siteDist, domains = [], certificateArn } = props;
    if (domains.length > 0 !== Boolean(certificateArn)) {
      throw new Error('Context `domains` and `certificateArn` go together: give both or neither');
    }

    const site = new Bucket(this, 'Site', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
    });
    Validations.of(site).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Holds only the public build of the React app, written by the deployment and read only by CloudFront; there is no user data to audit.',
    });

    const securityHeadersBehavior = (override: boolean) => ({
      // A page document's own policy (its per-response nonce) is kept: override is false there.
      contentSecurityPolicy: { contentSecurityPolicy: PAGE_CSP, override },
      // No includeSubDomains: a tenant's domain may have other sites under it.
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(365),
        includeSubdomains: false,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    });
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: securityHeadersBehavior(true),
    });
    const documentHeaders = new ResponseHeadersPolicy(this, 'DocumentHeaders', {
      securityHeadersBehavior: securityHeadersBehavior(false),
    });

    const edgeFunction = (name: string, code: string, comment: string) =>
      new EdgeFunction(this, name, {
        code: FunctionCode.fromInline(code),
        runtime: FunctionRuntime.JS_2_0,
        comment,
      });

    const edgeHeaders = edgeFunction(
      'EdgeHeaders',
      EDGE_HEADERS_CODE,
      'Kantoor: viewer host and IP for the API',
    );
    // One Origin Access Control (SigV4) for both buckets.
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccess', {
      description: 'Kantoor: CloudFront reads the site and media buckets',
    });
    const mediaBucket = Bucket.fromBucketAttributes(this, 'MediaBucket', {
      bucketName: media.bucketName,
      region: this.region,
    });
    // The Data stack's bucket policy already lets CloudFront read images/* (see data-stack.ts).
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The media bucket policy in the Data stack grants CloudFront read access to images/*.',
    );
    // Page documents (GET / and GET /{page+}) and public GETs flagged `edgeCache`: one per site
    // host, kept at the edge a minute (the answer's Cache-Control, PUBLIC_PAGE_CACHE, within
    // these bounds) and invalidated per distribution tenant when the site changes. The viewer's
    // Host is in the key as TENANT_HOST_HEADER, which the viewer-request function copies from
    // it before the cache is looked up: Host itself cannot be, as the API's origin needs its own.
    const documentsCache = new CachePolicy(this, 'SiteDocuments', {
      comment: 'Kantoor: a page document per site host',
      headerBehavior: CacheHeaderBehavior.allowList(TENANT_HOST_HEADER),
      // A page's item is in its query (product-details?product=, read-post?post=,
      // events-calendar?event=): each is its own document, with its own head (issue 26).
      queryStringBehavior: CacheQueryStringBehavior.allowList(...DOCUMENT_QUERY_KEYS),
      cookieBehavior: CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(EDGE_TTL_SECONDS.default),
      maxTtl: Duration.seconds(EDGE_TTL_SECONDS.max),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    /**
     * The behaviours of a distribution serving the sites: the same for the provider's own
     * domains and for companies' domains (each distribution binds its own origins, so that the
     * site bucket's policy names both).
     */
    const behaviours = () => {
      const apiOrigin = new HttpOrigin(`${apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
        originId: 'api',
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        customHeaders: { [EDGE_SECRET_HEADER]: edgeSecret.secretValue.unsafeUnwrap() },
      });
      const api: BehaviorOptions = {
        origin: apiOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY, // a redirect would turn a POST into a GET
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        // The API Gateway endpoint needs its own Host; the viewer's travels in TENANT_HOST_HEADER.
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: edgeHeaders },
        ],
      };
      const documents: BehaviorOptions = {
        origin: apiOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: documentsCache,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: documentHeaders,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: edgeHeaders },
        ],
      };
      const images: BehaviorOptions = {
        origin: S3BucketOrigin.withOriginAccessControl(mediaBucket, {
          originId: 'media',
          originAccessControl,
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
      };
      return {
        defaultBehavior: documents,
        additionalBehaviors: {
          // The React build's files; every other page path is a document.
          '/assets/*': {
            origin: S3BucketOrigin.withOriginAccessControl(site, {
              originId: 'web',
              originAccessControl,
            }),
            viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
            cachePolicy: CachePolicy.CACHING_OPTIMIZED,
            responseHeadersPolicy: securityHeaders,
          },
          ...Object.fromEntries(
            edgePaths(routes).map(({ pattern, target }) => [
              pattern,
              target === 'media' ? images : target === 'cached' ? documents : api,
            ]),
          ),
        },
        httpVersion: HttpVersion.HTTP2_AND_3,
      };
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Kantoor: tenant sites and API',
      ...behaviours(),
      // Price class 200 includes the South African edge locations.
      priceClass: PriceClass.PRICE_CLASS_200,
      ...(certificateArn
        ? {
            domainNames: domains,
            certificate: Certificate.fromCertificateArn(this, 'Certificate', certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });

    // Companies' own domains at scale (issue 16): one multi-tenant distribution (reachable only
    // through its tenants, connection mode tenant-only) with the same behaviours, and a
    // connection group whose routing endpoint every company's CNAME points at. Onboarding makes
    // each company's domain a distribution tenant with a CloudFront-managed certificate
    // (functions/src/platform/adapters/cloudfront-domain-tenants.ts). aws-cdk-lib has no L2 for
    // them: the L2 distribution's CfnDistribution gets the multi-tenant settings, and loses the
    // ones a multi-tenant distribution leaves to its connection group (IPv6, price class).
    this.tenantDistribution = new Distribution(this, 'TenantDistribution', {
      comment: "Kantoor: companies' own domains (distribution tenants)",
      ...behaviours(),
    });
    const tenantConfig = this.tenantDistribution.node.defaultChild as CfnDistribution;
    tenantConfig.addPropertyOverride('DistributionConfig.ConnectionMode', 'tenant-only');
    tenantConfig.addPropertyOverride('DistributionConfig.TenantConfig', {
      ParameterDefinitions: [
        {
          Name: TENANT_PARAMETER,
          Definition: {
            StringSchema: {
              Required: false,
              DefaultValue: 'none',
              Comment: "The company's emis",
            },
          },
        },
      ],
    });
    tenantConfig.addPropertyDeletionOverride('DistributionConfig.IPV6Enabled');
    tenantConfig.addPropertyDeletionOverride('DistributionConfig.PriceClass');
    const connections = new CfnConnectionGroup(this, 'TenantConnections', {
      name: 'kantoor-companies',
      enabled: true,
      ipv6Enabled: true,
    });
    this.tenantDomains = {
      distributionId: this.tenantDistribution.distributionId,
      distributionArn: this.formatArn({
        service: 'cloudfront',
        region: '',
        resource: 'distribution',
        resourceName: this.tenantDistribution.distributionId,
      }),
      connectionGroupId: connections.attrId,
      routingEndpoint: connections.attrRoutingEndpoint,
    };

    if (siteDist) {
      new BucketDeployment(this, 'DeploySite', {
        sources: [Source.asset(siteDist)],
        destinationBucket: site,
        distribution: this.distribution,
        distributionPaths: ['/*'],
      });
      acknowledgeDeployment(this);
    }

    const findings = [
      { id: 'AwsSolutions-CFR1', reason: "Tenants' public sites serve visitors from any country." },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF yet: sign-in and e-mail abuse are rate limited in the API (DynamoDB counters); add a us-east-1 web ACL when traffic warrants its cost.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'CloudFront standard logs cannot be delivered to S3 buckets in af-south-1; API calls are logged by the API Gateway access log and each function, media reads by S3 server access logs.',
      },
    ];
    Validations.of(this.tenantDistribution).acknowledge(...findings, {
      id: 'AwsSolutions-CFR4',
      reason:
        "A multi-tenant distribution has no domain of its own: each tenant (a company's domain) serves its own CloudFront-managed ACM certificate.",
    });
    Validations.of(this.distribution).acknowledge(
      ...findings,
      ...(certificateArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without tenant domains the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with a certificate TLSv1.2_2021 is required.',
            },
          ]),
    );
  }
}

/** The BucketDeployment's own function is CDK's: its runtime, managed policy and wildcards. */
function acknowledgeDeployment(stack: Stack) {
  for (const handler of stack.node.children.filter((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  )) {
    Validations.of(handler).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason: "CDK's BucketDeployment handler; aws-cdk-lib chooses its runtime.",
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: "CDK's BucketDeployment handler writes its logs with the basic execution role.",
      },
    );
    const policy = handler.node
      .findAll()
      .find((child): child is CfnPolicy => child instanceof CfnPolicy);
    if (policy) {
      acknowledgeWildcards(
        policy,
        'BucketDeployment copies the whole build from the asset bucket into the site bucket (bucket/*, s3:List*, ...) and invalidates the distribution.',
      );
    }
  }
}
