import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations, type Acknowledgment } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyDocument, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { functionCode } from './bundling';
import { TABLE } from '../../functions/src/db/table';
import type { RouteEntry } from '../../functions/src/routes';
import { CLIENT_IP_HEADER, TENANT_HOST_HEADER } from './edge-headers';
import { REPO_ROOT } from './repo-root';
import { wildcardResourceFinding } from './nag';
import { needsPublicKey, routeStatements } from './route-permissions';
import { SCHEDULE_GROUP } from './schedule-group';

/** The shared resources a route function is wired to (from the Data stack). */

/**
 * The files a page-document function reads beside its bundle: the app's index.html, the public
 * pages' public.html and their server renderer (`vite build --ssr`, one self-contained module).
 * Without a server build the function serves the app's document for every path.
 */
function documentFiles(siteIndex: string): Array<{ from: string; to: string }> {
  const dist = dirname(siteIndex);
  const extra = [
    { from: join(dist, 'public.html'), to: 'public.html' },
    { from: join(dist, '..', 'dist-ssr', 'entry-server.mjs'), to: 'entry-server.mjs' },
  ];
  return [
    { from: siteIndex, to: 'index.html' },
    ...(extra.every(({ from }) => existsSync(from)) ? extra : []),
  ];
}

export type DataRefs = {
  table: ITableV2;
  media: IBucket;
  mediaBucketArn: string;
  signingKey: IKey;
  /** Wraps the data keys of the secrets sealed at rest (routes that use 'secret-box'). */
  secretBoxKey: IKey;
  /** The signing key's public half, base64 DER (DataStack.signingPublicKey). */
  signingPublicKey: string;
  edgeSecret: ISecret;
  /** The card gateway's merchant id, key and passphrase (JSON), for routes that use 'card'. */
  gatewaySecret: ISecret;
};

/** The multi-tenant distribution companies' domains become tenants of (the Web stack). */
export type TenantDomainRefs = {
  distributionId: string;
  distributionArn: string;
  connectionGroupId: string;
  routingEndpoint: string;
};

/** The SMS dispatcher and the role EventBridge Scheduler invokes it with (the Scheduler stack). */
export type SchedulerRefs = { dispatcherArn: string; invokerRoleArn: string };

/** The ARN of every SMS run schedule in Kantoor's group, for the `schedule` grant. */
export const smsSchedulesArn = (scope: Construct, group: string) =>
  Stack.of(scope).formatArn({
    service: 'scheduler',
    resource: 'schedule',
    resourceName: `${group}/sms-*`,
  });

export type RouteFunctionProps = {
  route: RouteEntry;
  api: IHttpApi;
  data: DataRefs;
  emailFrom: string;
  /** For routes that arm or disarm SMS runs (`uses: ['schedule']`). */
  scheduler?: SchedulerRefs;
  /** For routes that make companies' domains distribution tenants (`uses: ['domains']`). */
  tenantDomains?: TenantDomainRefs;
  /** The built index.html, bundled with the page-document functions when it exists at synth. */
  siteIndex?: string;
};

/** Password hashing (scrypt: 128 MiB and CPU) and KMS signing get more memory, hence more CPU. */
export function memoryFor(route: Pick<RouteEntry, 'path' | 'uses'>): number {
  const hashesPasswords =
    route.path === '/auth/login' ||
    route.path.startsWith('/auth/register') ||
    route.path === '/onboard-company';
  return hashesPasswords || route.uses.includes('sign') ? 512 : 256;
}

// Findings every route function shares.
const ACKNOWLEDGEMENTS: Acknowledgment[] = [
  {
    id: 'AwsSolutions-L1',
    reason: 'The project targets nodejs22.x deliberately (the version it is built and tested for).',
  },
  {
    id: 'AwsSolutions-APIG4',
    reason:
      "Routes are authorised inside the function pipeline with our own ES256 JWTs (verified with the KMS key's public half, then the membership and access level in DynamoDB); public routes are public by design.",
  },
];

/**
 * One route of the table: its function (with its own log group and least-privilege role), and
 * its HTTP API route and integration. Authorisation is not API Gateway's: the function's
 * pipeline verifies the token and the access level of the route.
 */
export class RouteFunction extends Construct {
  readonly function: LambdaFunction;

  constructor(
    scope: Construct,
    id: string,
    { route, api, data, emailFrom, siteIndex, scheduler, tenantDomains }: RouteFunctionProps,
  ) {
    super(scope, id);
    const schedules = route.uses.includes('schedule');
    if (schedules && !scheduler) throw new Error(`${route.key} uses 'schedule': pass scheduler`);
    const domains = route.uses.includes('domains');
    if (domains && !tenantDomains)
      throw new Error(`${route.key} uses 'domains': pass tenantDomains`);
    const distributionTenantsArn = Stack.of(this).formatArn({
      service: 'cloudfront',
      region: '',
      resource: 'distribution-tenant',
      resourceName: '*',
    });
    const schedulesArn = smsSchedulesArn(this, SCHEDULE_GROUP);

    // Explicit, so the retention is ours and the role needs no managed policy.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const emailIdentityArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: '*',
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Kantoor ${route.key}`,
      inlinePolicies: {
        route: new PolicyDocument({
          statements: routeStatements(route, {
            tableArn: data.table.tableArn,
            indexArns: TABLE.globalIndexes.map(
              (index) => `${data.table.tableArn}/index/${index.name}`,
            ),
            mediaBucketArn: data.mediaBucketArn,
            signingKeyArn: data.signingKey.keyArn,
            secretBoxKeyArn: data.secretBoxKey.keyArn,
            logGroupArn: logGroup.logGroupArn,
            emailIdentityArn,
            smsSchedulesArn: schedulesArn,
            schedulerRoleArn: scheduler?.invokerRoleArn,
            tenantDistributionArn: tenantDomains?.distributionArn,
            distributionTenantsArn,
          }),
        }),
      },
    });

    this.function = new LambdaFunction(this, 'Function', {
      description: route.key,
      code: functionCode(
        route,
        join(REPO_ROOT, 'functions/src', route.handler),
        'document' in route && siteIndex ? documentFiles(siteIndex) : [],
      ),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: memoryFor(route),
      timeout: Duration.seconds(route.timeoutSeconds ?? 10),
      role,
      logGroup,
      environment: {
        KANTOOR_MODE: 'aws',
        TABLE_NAME: data.table.tableName,
        MEDIA_BUCKET: data.media.bucketName,
        // Every function reads it at start-up (functions/src/platform/deps.ts); only those
        // that sign tokens may use the key.
        SIGNING_KEY_ID: data.signingKey.keyArn,
        // Those that verify or sign have its public half: they never ask KMS for it.
        ...(needsPublicKey(route) ? { SIGNING_PUBLIC_KEY: data.signingPublicKey } : {}),
        // Only the functions that seal or open secrets know (and may use) the secrets key.
        ...(route.uses.includes('secret-box')
          ? { SECRET_BOX_KEY_ID: data.secretBoxKey.keyArn }
          : {}),
        EMAIL_FROM: emailFrom,
        TENANT_HOST_HEADER,
        CLIENT_IP_HEADER,
        // A dynamic reference resolved at deploy: the same value CloudFront sends.
        EDGE_SECRET: data.edgeSecret.secretValue.unsafeUnwrap(),
        NODE_OPTIONS: '--enable-source-maps',
        ...(route.uses.includes('card') ? gatewayEnvironment(data.gatewaySecret, api) : {}),
        ...('document' in route
          ? {
              SITE_INDEX_FILE: '/var/task/index.html',
              // The public pages' document and server renderer (frontend/dist-ssr).
              SITE_PUBLIC_FILE: '/var/task/public.html',
              SITE_RENDERER_FILE: '/var/task/entry-server.mjs',
            }
          : {}),
        ...(domains && tenantDomains
          ? {
              DOMAIN_DISTRIBUTION_ID: tenantDomains.distributionId,
              DOMAIN_CONNECTION_GROUP_ID: tenantDomains.connectionGroupId,
              DOMAIN_ROUTING_ENDPOINT: tenantDomains.routingEndpoint,
            }
          : {}),
        ...(schedules && scheduler
          ? {
              SMS_DISPATCHER_ARN: scheduler.dispatcherArn,
              SMS_SCHEDULER_ROLE_ARN: scheduler.invokerRoleArn,
              SCHEDULE_GROUP,
            }
          : {}),
      },
    });

    new HttpRoute(this, 'Route', {
      httpApi: api,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration('Integration', this.function),
    });

    Validations.of(this).acknowledge(...ACKNOWLEDGEMENTS);
    const uses = new Set(route.uses);
    if (uses.has('media:read') || uses.has('media:write')) {
      Validations.of(role).acknowledge({
        id: wildcardResourceFinding(role, `${data.mediaBucketArn}/*`),
        reason:
          "Media objects are addressed by folder, tenant and name at run time: the grant is on the bucket's objects.",
      });
    }
    if (uses.has('email')) {
      Validations.of(role).acknowledge({
        id: wildcardResourceFinding(role, emailIdentityArn),
        reason:
          'SES authorises the sending identity; which one follows from EMAIL_FROM and the tenant.',
      });
    }
    if (uses.has('schedule')) {
      Validations.of(role).acknowledge({
        id: wildcardResourceFinding(role, schedulesArn),
        reason:
          "Each SMS campaign run gets its own one-time schedule (sms-<campaign>-<time>) in Kantoor's group.",
      });
    }
    if (uses.has('domains')) {
      Validations.of(role).acknowledge({
        id: wildcardResourceFinding(role, distributionTenantsArn),
        reason:
          "A company's distribution tenant is created at onboarding, so its id is not known at deploy: the grant is on the account's distribution tenants, for creating, reading and (a domain change's old one) disabling and deleting them.",
      });
    }
    if (uses.has('site:invalidate')) {
      Validations.of(role).acknowledge({
        id: wildcardResourceFinding(role, distributionTenantsArn),
        reason:
          "A company's distribution tenant is made at onboarding, so its id is not known at deploy: the grant is to invalidate the account's distribution tenants' cached pages, nothing else.",
      });
    }
    if (uses.has('sms')) {
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'SMS is published straight to a phone number, which has no ARN: sns:Publish needs "*".',
      });
    }
  }
}

/**
 * The card gateway settings of a function that uses 'card': the merchant id, key and passphrase
 * as dynamic references to the gateway secret (resolved at deploy), and the notify address on
 * the API's own endpoint, so that a notification's connection address is the gateway's.
 * `kantoor:gateway` = `live` in cdk.json context switches from the provider's sandbox.
 */
function gatewayEnvironment(secret: ISecret, api: IHttpApi): Record<string, string> {
  const live = Stack.of(api).node.tryGetContext('kantoor:gateway') === 'live';
  const host = live ? 'https://www.payfast.co.za' : 'https://sandbox.payfast.co.za';
  return {
    GATEWAY_MERCHANT_ID: secret.secretValueFromJson('merchant_id').unsafeUnwrap(),
    GATEWAY_MERCHANT_KEY: secret.secretValueFromJson('merchant_key').unsafeUnwrap(),
    GATEWAY_PASSPHRASE: secret.secretValueFromJson('passphrase').unsafeUnwrap(),
    GATEWAY_PROCESS_URL: `${host}/eng/process`,
    GATEWAY_VALIDATE_URL: `${host}/eng/query/validate`,
    GATEWAY_NOTIFY_URL: `${api.apiEndpoint}/payments/notify`,
  };
}
