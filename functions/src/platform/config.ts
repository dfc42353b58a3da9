/** The header in which CloudFront proves a request came through it. */
export const EDGE_SECRET_HEADER = 'x-kantoor-edge';

/** Runtime settings, read once from the environment (set by the CDK stacks or by npm start). */
export type Config = {
  mode: 'local' | 'aws';
  region: string;
  tableName: string;
  dynamoEndpoint?: string;
  mediaBucket: string;
  s3Endpoint?: string;
  outboxDir?: string;
  keyDir?: string;
  signingKeyId?: string;
  /**
   * The signing key's public half (base64 DER, SubjectPublicKeyInfo), placed in the environment
   * by the CDK at deploy time: AWS functions verify tokens with it, without asking KMS.
   */
  signingPublicKey?: string;
  /**
   * The symmetric KMS key whose data keys seal secrets at rest (SECRET_BOX_KEY_ID, AWS): set
   * only for the functions that use 'secret-box'. Locally a key file in KEY_DIR serves instead.
   */
  secretBoxKeyId?: string;
  emailFrom: string;
  smsMaxPrice?: string;
  /** The SMS dispatcher Lambda and the role EventBridge Scheduler invokes it with (AWS). */
  smsDispatcherArn?: string;
  smsSchedulerRoleArn?: string;
  scheduleGroup: string;
  /**
   * The SQS queue between the tick and the job worker (AWS): each unit of scheduled work is one
   * message. Unset (local mode): units run in process through the same port (local-work-queue.ts).
   */
  jobQueueUrl?: string;
  /** Header that carries the site's host. Locally `host`; behind CloudFront a header the edge sets. */
  tenantHostHeader: string;
  /** Header that carries the caller's address, set by the edge; unset means the connection's. */
  clientIpHeader?: string;
  /**
   * The secret the edge (CloudFront) sends in EDGE_SECRET_HEADER. When set, the tenant-host and
   * client-IP headers are believed only on requests that carry it: a caller who goes around
   * CloudFront to the execute-api endpoint cannot choose them.
   */
  edgeSecret?: string;
  fxUrl?: string;
  fxTimeoutMs: number;
  tokenTtlSeconds: number;
  issuer: string;
  audience: string;
  /** The web app's built index.html, the template of every page document. */
  siteIndexFile?: string;
  /** The public pages' built document (public.html): the template of a server-rendered page. */
  sitePublicFile?: string;
  /** The server renderer of the public pages (frontend/dist-ssr/entry-server.mjs). */
  siteRendererFile?: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  logFile?: string;
  /** The card gateway (REFERENCE.md "Card payments"): server-side only, never sent whole. */
  gateway: GatewayConfig;
  /** Companies' own domains: the multi-tenant distribution (AWS, routes that use 'domains'). */
  domains: DomainsConfig;
  /**
   * Local mode only (KANTOOR_CLOCK, an ISO time): the instant the clock starts at, for tests that
   * run the product on a chosen day. Never read in AWS mode: a deployed function keeps real time.
   */
  clockStart?: string;
  /**
   * Local mode only (KANTOOR_PASSWORD_COST=test): the test runtime hashes the passwords its
   * suites set at the demo cost (auth/passwords.ts `passwordsAt`). Never read in AWS mode, and
   * `npm start` leaves it unset: a person's password is hashed at N=2^17 there too.
   */
  passwordCost?: 'test';
};

export type DomainsConfig = {
  distributionId?: string;
  connectionGroupId?: string;
  /** The connection group's routing endpoint: the CNAME target a company's domain points at. */
  routingEndpoint?: string;
  /**
   * The provider's own zone (kantoor.co.za): the main distribution's wildcard certificate covers
   * every name one label under it, so such a company domain is active at once, with no tenant.
   */
  providerZone: string;
};

export type GatewayConfig = {
  merchantId?: string;
  merchantKey?: string;
  passphrase?: string;
  /** Where the browser posts the signed checkout (may be a path of the site, locally). */
  processUrl: string;
  /** The gateway's validate call, asked about every notification. */
  validateUrl: string;
  /** The host names whose addresses a notification may come from. */
  hosts: string[];
  /**
   * Where the gateway posts its notifications: the API's own address, so that the connection's
   * address is the gateway's. Unset: the site's own origin (local mode, one server).
   */
  notifyUrl?: string;
  timeoutMs: number;
};

/** The provider's published notification hosts (REFERENCE.md). */
export const GATEWAY_HOSTS = [
  'www.payfast.co.za',
  'sandbox.payfast.co.za',
  'w1w.payfast.co.za',
  'w2w.payfast.co.za',
];

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const optional = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const mode = env.KANTOOR_MODE === 'local' ? 'local' : 'aws';
  const level = env.LOG_LEVEL;
  return {
    mode,
    region: optional('AWS_REGION') ?? 'af-south-1',
    tableName: optional('TABLE_NAME') ?? 'kantoor',
    dynamoEndpoint: optional('DYNAMODB_ENDPOINT'),
    mediaBucket: optional('MEDIA_BUCKET') ?? 'kantoor-media',
    s3Endpoint: optional('S3_ENDPOINT'),
    outboxDir: optional('OUTBOX_DIR'),
    keyDir: optional('KEY_DIR'),
    signingKeyId: optional('SIGNING_KEY_ID'),
    signingPublicKey: optional('SIGNING_PUBLIC_KEY'),
    secretBoxKeyId: optional('SECRET_BOX_KEY_ID'),
    emailFrom: optional('EMAIL_FROM') ?? 'no-reply@kantoor.co.za',
    smsMaxPrice: optional('SMS_MAX_PRICE'),
    smsDispatcherArn: optional('SMS_DISPATCHER_ARN'),
    smsSchedulerRoleArn: optional('SMS_SCHEDULER_ROLE_ARN'),
    scheduleGroup: optional('SCHEDULE_GROUP') ?? 'kantoor',
    jobQueueUrl: optional('JOB_QUEUE_URL'),
    tenantHostHeader: (optional('TENANT_HOST_HEADER') ?? 'host').toLowerCase(),
    clientIpHeader: optional('CLIENT_IP_HEADER')?.toLowerCase(),
    edgeSecret: optional('EDGE_SECRET'),
    fxUrl:
      env.FX_URL === 'offline'
        ? undefined
        : (optional('FX_URL') ?? 'https://open.er-api.com/v6/latest/{base}'),
    fxTimeoutMs: Number(optional('FX_TIMEOUT_MS') ?? 1500),
    tokenTtlSeconds: Number(optional('TOKEN_TTL_SECONDS') ?? 8 * 3600),
    issuer: optional('TOKEN_ISSUER') ?? 'https://kantoor.co.za',
    audience: optional('TOKEN_AUDIENCE') ?? 'kantoor-api',
    logLevel:
      level === 'debug' ||
      level === 'info' ||
      level === 'warn' ||
      level === 'error' ||
      level === 'silent'
        ? level
        : 'info',
    logFile: optional('LOG_FILE'),
    siteIndexFile: optional('SITE_INDEX_FILE'),
    sitePublicFile: optional('SITE_PUBLIC_FILE'),
    siteRendererFile: optional('SITE_RENDERER_FILE'),
    gateway: {
      merchantId: optional('GATEWAY_MERCHANT_ID'),
      merchantKey: optional('GATEWAY_MERCHANT_KEY'),
      passphrase: optional('GATEWAY_PASSPHRASE'),
      processUrl: optional('GATEWAY_PROCESS_URL') ?? 'https://sandbox.payfast.co.za/eng/process',
      validateUrl:
        optional('GATEWAY_VALIDATE_URL') ?? 'https://sandbox.payfast.co.za/eng/query/validate',
      hosts: (optional('GATEWAY_HOSTS') ?? GATEWAY_HOSTS.join(','))
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
      notifyUrl: optional('GATEWAY_NOTIFY_URL'),
      timeoutMs: Number(optional('GATEWAY_TIMEOUT_MS') ?? 5000),
    },
    domains: {
      distributionId: optional('DOMAIN_DISTRIBUTION_ID'),
      connectionGroupId: optional('DOMAIN_CONNECTION_GROUP_ID'),
      routingEndpoint: optional('DOMAIN_ROUTING_ENDPOINT'),
      providerZone: optional('DOMAIN_PROVIDER_ZONE') ?? 'kantoor.co.za',
    },
    clockStart: mode === 'local' ? optional('KANTOOR_CLOCK') : undefined,
    passwordCost:
      mode === 'local' && optional('KANTOOR_PASSWORD_COST') === 'test' ? 'test' : undefined,
  };
}
