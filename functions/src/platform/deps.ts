import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { accounts, type Accounts } from '../kernel/accounts';
import { globalData, type GlobalData } from '../db/global-data';
import { createDatabase, type Database } from '../db/service';
import { tenantData, type TenantData } from '../db/tenant-data';
import { CloudFrontDomainTenants } from './adapters/cloudfront-domain-tenants';
import { HttpCardGateway } from './adapters/http-card-gateway';
import { HttpExchangeRates, OfflineExchangeRates } from './adapters/http-exchange-rates';
import { KmsSigner } from './adapters/kms-signer';
import { kmsSecretBox } from './adapters/kms-secret-box';
import { CloudFrontSiteCache } from './adapters/cloudfront-site-cache';
import { LocalDomainTenants } from './adapters/local-domain-tenants';
import { LocalSiteCache } from './adapters/local-site-cache';
import { LocalKeySigner } from './adapters/local-key-signer';
import { localSecretBox } from './adapters/local-secret-box';
import { ConfiguredPublicKey } from './adapters/public-key';
import { OutboxEmailSender, OutboxFileReader, OutboxSmsSender } from './adapters/outbox';
import { S3BlobStore } from './adapters/s3-blob-store';
import { startedClock, systemClock } from './adapters/clocks';
import { SesEmailSender } from './adapters/ses-email';
import { SnsSmsSender } from './adapters/sns-sms';
import { EventBridgeSmsAlarm, MinuteTickAlarm } from './adapters/eventbridge-alarm';
import { passwordsAt, type Passwords } from './auth/passwords';
import { readConfig, type Config } from './config';
import { createLogger, stdoutSink, type Logger } from './log';
import type {
  OutboxReader,
  BlobStore,
  CardGateway,
  Clock,
  DomainTenants,
  EmailSender,
  ExchangeRates,
  SmsAlarm,
  SecretBox,
  SiteCache,
  SmsSender,
  TokenKeys,
  TokenSigner,
} from './ports';

export type Deps = {
  config: Config;
  db: Database;
  global: GlobalData;
  accounts: Accounts;
  /** The tenant-scoped data object; the platform calls this, handlers receive its result. */
  tenant: (emis: string) => TenantData;
  email: EmailSender;
  sms: SmsSender;
  /** Wakes the SMS dispatcher at a campaign's next run. */
  alarm: SmsAlarm;
  blobs: BlobStore;
  signer: TokenSigner;
  /** The keys that verify session tokens (the signer's public half). */
  keys: TokenKeys;
  /** Seals secrets at rest (TOTP secrets): a KMS data key in AWS, a key file locally. */
  secretBox: SecretBox;
  fx: ExchangeRates;
  /** The card gateway's checks of a notification. */
  gateway: CardGateway;
  /** Companies' own domains on the CDN (distribution tenants in AWS). */
  domains: DomainTenants;
  /** The edge cache of the public pages: invalidated after an edit to a site. */
  siteCache: SiteCache;
  /** Local mode only: what the outbox adapters accepted. */
  outbox: OutboxReader | undefined;
  clock: Clock;
  /** Password hashing: the production cost but in the test runtime (config.passwordCost). */
  passwords: Passwords;
  log: Logger;
};

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

/**
 * A stand-in for an adapter this bundle does not hold: every call is refused with the reason. A
 * route's Lambda bundle holds only the AWS adapters its `uses` declares (infra/cdk/bundling.ts
 * defines `process.env.KANTOOR_OMIT_<ADAPTER>` for the others, and esbuild drops those branches
 * with their AWS clients); IAM grants such a route nothing for them either. Unbundled (the local
 * runtime, tests) nothing is omitted.
 */
function undeclared<T extends object>(permission: string): T {
  const refuse = () =>
    Promise.reject(
      new Error(
        `${process.env.KANTOOR_BUNDLE_OF ?? 'This function'} does not declare '${permission}'`,
      ),
    );
  // `then` stays undefined, so the stand-in is not mistaken for a promise.
  return new Proxy({} as T, { get: (_, key) => (key === 'then' ? undefined : refuse) });
}

/**
 * DynamoDB Local checks no signature: it reads the access key from the Authorization header
 * and, run with -sharedDb, ignores even that. A fixed header spares every local request the
 * SDK's SigV4 signing (a canonical request, a SHA-256 and five HMACs: about 5 % of the API
 * runtime's CPU in the suites). AWS, and any endpoint in AWS mode, is signed as always.
 */
const LOCAL_DYNAMO_SIGNER = {
  sign: async <R extends { headers: Record<string, string> }>(request: R): Promise<R> => {
    request.headers.authorization =
      'AWS4-HMAC-SHA256 Credential=local/20260101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=0';
    return request;
  },
};

/** A value built on first use, then kept. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Local mode's adapters (npm start, the tests): files under the data directory, not AWS. */
function localAdapters(config: Config, clock: Clock) {
  return {
    email: lazy<EmailSender>(
      () => new OutboxEmailSender(required(config.outboxDir, 'OUTBOX_DIR'), clock),
    ),
    sms: lazy<SmsSender>(
      () => new OutboxSmsSender(required(config.outboxDir, 'OUTBOX_DIR'), clock),
    ),
    signer: lazy<TokenSigner>(() => new LocalKeySigner(required(config.keyDir, 'KEY_DIR'))),
    secretBox: lazy<SecretBox>(() => localSecretBox(required(config.keyDir, 'KEY_DIR'))),
    domains: lazy<DomainTenants>(() => new LocalDomainTenants(config.outboxDir)),
    siteCache: lazy<SiteCache>(
      () => new LocalSiteCache(required(config.outboxDir, 'OUTBOX_DIR'), clock),
    ),
    outbox: config.outboxDir ? new OutboxFileReader(config.outboxDir) : undefined,
  };
}

/**
 * The composition root: the one place where adapters are chosen, by configuration. Business
 * code never asks which mode it runs in. Adapters are built on first use, so a function that
 * never sends email never creates an SES client (nor needs its settings).
 */
export function createDeps(config: Config = readConfig(), setClock?: Clock): Deps {
  // A set clock is local mode's only (the tests'): readConfig reads KANTOOR_CLOCK in local mode
  // alone, and a Lambda bundle (KANTOOR_OMIT_LOCAL) leaves this branch out.
  const clock =
    setClock ??
    (!process.env.KANTOOR_OMIT_LOCAL && config.mode === 'local' && config.clockStart
      ? startedClock(config.clockStart)
      : systemClock);
  // A Lambda bundle runs in AWS only: infra/cdk/bundling.ts defines KANTOOR_OMIT_LOCAL, and
  // esbuild leaves localAdapters (the key file, the outbox) out of the bundle.
  if (process.env.KANTOOR_OMIT_LOCAL && config.mode === 'local') {
    throw new Error('A Lambda bundle runs with KANTOOR_MODE=aws only');
  }
  const local = process.env.KANTOOR_OMIT_LOCAL
    ? undefined
    : config.mode === 'local'
      ? localAdapters(config, clock)
      : undefined;
  const db = lazy(() => {
    const raw = new DynamoDBClient({
      region: config.region,
      ...(config.dynamoEndpoint
        ? {
            endpoint: config.dynamoEndpoint,
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
            ...(!process.env.KANTOOR_OMIT_LOCAL && config.mode === 'local'
              ? { signer: LOCAL_DYNAMO_SIGNER }
              : {}),
          }
        : {}),
    });
    const client = DynamoDBDocumentClient.from(raw, {
      marshallOptions: { removeUndefinedValues: true },
    });
    return createDatabase(client, config.tableName);
  });
  const globals = lazy(() => globalData(db()));
  const people = lazy(() => accounts(db()));
  // Each `process.env.KANTOOR_OMIT_*` test is spelled out where it is used: esbuild replaces it
  // with a constant only there, and then leaves the unused branch (and its import) out.
  const email = lazy<EmailSender>(() =>
    local
      ? local.email()
      : process.env.KANTOOR_OMIT_SES
        ? undeclared('email')
        : new SesEmailSender(config.region, config.emailFrom),
  );
  const sms = lazy<SmsSender>(() =>
    local
      ? local.sms()
      : process.env.KANTOOR_OMIT_SNS
        ? undeclared('sms')
        : new SnsSmsSender(config.region, config.smsMaxPrice),
  );
  // Without 'schedule' a function has no dispatcher configured: the minute tick, as before.
  const alarm = lazy<SmsAlarm>(() =>
    !local &&
    !process.env.KANTOOR_OMIT_SCHEDULER &&
    config.smsDispatcherArn &&
    config.smsSchedulerRoleArn
      ? new EventBridgeSmsAlarm({
          region: config.region,
          group: config.scheduleGroup,
          targetArn: config.smsDispatcherArn,
          roleArn: config.smsSchedulerRoleArn,
        })
      : new MinuteTickAlarm(),
  );
  const blobs = lazy<BlobStore>(() =>
    process.env.KANTOOR_OMIT_S3
      ? undeclared('media:read')
      : new S3BlobStore({
          region: config.region,
          bucket: config.mediaBucket,
          endpoint: config.s3Endpoint,
        }),
  );
  const signer = lazy<TokenSigner>(() =>
    local
      ? local.signer()
      : process.env.KANTOOR_OMIT_KMS
        ? undeclared('sign')
        : KmsSigner.forRegion(
            config.region,
            required(config.signingKeyId, 'SIGNING_KEY_ID'),
            required(config.signingPublicKey, 'SIGNING_PUBLIC_KEY'),
          ),
  );
  const secretBox = lazy<SecretBox>(() =>
    local
      ? local.secretBox()
      : process.env.KANTOOR_OMIT_KMS_BOX
        ? undeclared('secret-box')
        : kmsSecretBox(config.region, required(config.secretBoxKeyId, 'SECRET_BOX_KEY_ID')),
  );
  // Verifying needs no signer in AWS: the public half is configuration, and a function that
  // only verifies holds no KMS client.
  const keys = lazy<TokenKeys>(() =>
    local
      ? local.signer()
      : new ConfiguredPublicKey(required(config.signingPublicKey, 'SIGNING_PUBLIC_KEY')),
  );
  const fx = lazy<ExchangeRates>(() =>
    process.env.KANTOOR_OMIT_FX
      ? undeclared('internet')
      : config.fxUrl
        ? new HttpExchangeRates(config.fxUrl, config.fxTimeoutMs)
        : new OfflineExchangeRates(),
  );
  const gateway = lazy<CardGateway>(
    () =>
      new HttpCardGateway(
        config.gateway.validateUrl,
        config.gateway.hosts,
        config.gateway.timeoutMs,
      ),
  );
  const domains = lazy<DomainTenants>(() =>
    local
      ? local.domains()
      : process.env.KANTOOR_OMIT_CLOUDFRONT
        ? undeclared('domains')
        : new CloudFrontDomainTenants({
            distributionId: required(config.domains.distributionId, 'DOMAIN_DISTRIBUTION_ID'),
            connectionGroupId: config.domains.connectionGroupId,
            routingEndpoint: required(config.domains.routingEndpoint, 'DOMAIN_ROUTING_ENDPOINT'),
          }),
  );
  const siteCache = lazy<SiteCache>(() =>
    local
      ? local.siteCache()
      : process.env.KANTOOR_OMIT_CLOUDFRONT_CACHE
        ? undeclared('site:invalidate')
        : new CloudFrontSiteCache(),
  );
  const log = createLogger({ service: 'kantoor' }, config.logLevel, stdoutSink(config.logFile));
  // The demo cost for the test runtime only: local mode (which a Lambda bundle never runs in)
  // and the setting, which readConfig reads in local mode alone.
  const passwords = passwordsAt(
    !process.env.KANTOOR_OMIT_LOCAL && config.mode === 'local' && config.passwordCost === 'test'
      ? 'test'
      : 'production',
  );

  return {
    config,
    clock,
    passwords,
    log,
    get db() {
      return db();
    },
    get global() {
      return globals();
    },
    get accounts() {
      return people();
    },
    tenant: (emis) => tenantData(db(), emis),
    get email() {
      return email();
    },
    get sms() {
      return sms();
    },
    get alarm() {
      return alarm();
    },
    get blobs() {
      return blobs();
    },
    get signer() {
      return signer();
    },
    get keys() {
      return keys();
    },
    get secretBox() {
      return secretBox();
    },
    get fx() {
      return fx();
    },
    get gateway() {
      return gateway();
    },
    get domains() {
      return domains();
    },
    get siteCache() {
      return siteCache();
    },
    outbox: local?.outbox,
  };
}

let current: Deps | undefined;

/** The process-wide dependencies, built on first use (after the runtime has set the environment). */
export function getDeps(): Deps {
  current ??= createDeps();
  return current;
}
