import type { JSONWebKeySet, JWTPayload } from 'jose';
import type { DnsRecord, DomainState } from '@shared/onboarding/schemas';

export type EmailLink = { href: string; label: string };

/** A file sent with an email (a document's PDF). */
export type EmailAttachment = { filename: string; contentType: string; content: Uint8Array };

export type EmailMessage = {
  to: string;
  subject: string;
  /** Plain text; adapters escape it when they build HTML. */
  text: string;
  links?: EmailLink[];
  attachments?: EmailAttachment[];
  replyTo?: string;
  /** Display name of the sender, usually the tenant company's name. */
  fromName?: string;
  tenant?: string;
};

export type EmailSender = {
  send(message: EmailMessage): Promise<{ id: string }>;
};

export type SmsMessage = { to: string; body: string; title?: string; tenant?: string };
export type SmsStatus = 'sent' | 'delivered' | 'rejected';

export type SmsSender = {
  send(message: SmsMessage): Promise<{ id: string; status: SmsStatus }>;
};

/**
 * Wakes the SMS dispatcher at a campaign's next run: EventBridge Scheduler in AWS (a one-time
 * `at()` schedule per run, Africa/Johannesburg), the runtime's minute tick locally.
 */
export type CampaignKey = { emis: string; id: string };

export type SmsAlarm = {
  /** The dispatcher runs this campaign at `at`. Arming the same run twice is harmless. */
  arm(campaign: CampaignKey, at: Date): Promise<void>;
  /** The run's wake-up is removed (a cancelled campaign); a missing one is fine. */
  disarm(campaign: CampaignKey, at: Date): Promise<void>;
};

export type StoredBlob = { body: Uint8Array; contentType: string; etag?: string };

export type BlobStore = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | undefined>;
  /** Object keys under a prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  delete(key: string): Promise<void>;
};

/** The public keys that verify session tokens. */
export type TokenKeys = {
  jwks(): Promise<JSONWebKeySet>;
};

export type TokenSigner = TokenKeys & {
  /** A compact ES256 JWS of the payload, with `kid` in the header; `jwks` verifies it. */
  sign(payload: JWTPayload): Promise<string>;
};

/**
 * Encrypts small secrets at rest (issue 29: TOTP secrets): AES-256-GCM under a data key (KMS
 * envelope in AWS, a key file locally). `context` is bound as additional data: a sealed value
 * opens only under the context it was sealed with (the owner's id), so one copied to another
 * owner's item does not decrypt. `open` throws SealedSecretInvalid for anything that does not
 * authenticate (tampered, another context, an unknown key).
 */
export type SecretBox = {
  seal(plain: string, context: string): Promise<string>;
  open(sealed: string, context: string): Promise<string>;
};

export type RateTable = {
  base: string;
  rates: Record<string, number>;
  /** When the provider says its rates were last updated (ISO). */
  asOf: string;
};

export type ExchangeRates = {
  /** Latest rates from the provider; throws when it cannot answer in time. */
  latest(base: string): Promise<RateTable>;
};

export type Clock = { now(): Date };

export type OutboxKind = 'email' | 'sms';
export type OutboxEntry = Record<string, unknown> & { id: string; to: string; time: string };

/** Local mode only: what the outbox adapters accepted, newest first. */
export type OutboxReader = {
  list(kind: OutboxKind, limit: number): Promise<OutboxEntry[]>;
};

/** The card gateway's two server-side checks of a notification (REFERENCE.md "Card payments"). */
export type CardGateway = {
  /** The gateway's validate call with the notification's parameter string: true on `VALID`. */
  confirms(paramString: string): Promise<boolean>;
  /** Whether a connection's address is one of the gateway's hosts' addresses. */
  isGatewayAddress(ip: string): Promise<boolean>;
};

/** Where a company's domain stands on the CDN, and the DNS records it still needs. */
export type DomainTenantState = {
  status: DomainState;
  /** The managed certificate's own state (pending-validation, issued, failed, ...), if any. */
  certificate: string | null;
  /** The first record still needed (the site-domain panel's), or null. */
  record: DnsRecord | null;
  /** Every record still needed: each name's CNAME or ALIAS, and any validation redirect. */
  records: DnsRecord[];
};

/** What a removal came to: gone, or disabled first and to be deleted on a later call. */
export type TenantRemoval = 'removed' | 'removing';

/**
 * Companies' own domains on the CDN (REFERENCE.md "Tenant domains on CloudFront"): in AWS a
 * distribution tenant of the multi-tenant distribution with a CloudFront-managed certificate;
 * locally `*.localhost` answers at once and other names wait for the test (or person) to mark
 * them validated.
 */
export type DomainTenants = {
  /**
   * Requests a tenant serving `domain` (and `aliases`: an apex's www twin); asking again answers
   * the same tenant's id. `key` tells apart a company's second tenant (a domain change) from its
   * first.
   */
  request(input: {
    emis: string;
    domain: string;
    aliases?: readonly string[];
    key?: string;
  }): Promise<{ tenantId: string }>;
  status(tenantId: string, domain: string, aliases?: readonly string[]): Promise<DomainTenantState>;
  /** Takes the tenant off the CDN; `removing` until CloudFront lets it be deleted (call again). */
  remove(tenantId: string): Promise<TenantRemoval>;
};

/**
 * One unit of scheduled work: a job's due tenant (`key` = emis) or due item, with the due items
 * the tick found for it, at the tick's time (ISO). A unit runs on its own: it may run twice.
 */
export type WorkUnit = { job: string; key: string; items?: string[]; now: string };

/** What came of a unit the queue ran at once (local mode): its results, or its dead letter. */
export type WorkDone = {
  unit: WorkUnit;
  results?: ReadonlyArray<{ result: string }>;
  /** The last error, when every attempt failed and the unit went to the dead letters. */
  deadLetter?: string;
};

/**
 * Between the tick (producer) and the job worker (consumer): in AWS an SQS queue (answers once
 * the units are accepted, nothing ran yet; the worker Lambda retries a failing unit alone and
 * the queue moves it to its dead-letter queue after its last attempt); locally the process
 * itself runs each unit at once with the same attempts and keeps the dead letters.
 */
export type WorkQueue = {
  send(units: readonly WorkUnit[]): Promise<WorkDone[]>;
};

/** The site whose cached pages changed: its company, and its distribution tenant when it has one. */
export type CachedSite = { emis: string; tenantId: string | undefined };

/**
 * The edge cache of tenants' public pages (REFERENCE.md "Server-rendered public pages and
 * caching"): in AWS CloudFront keeps a page document a minute per host, and an edit to a site
 * invalidates that site's distribution tenant's paths only; locally nothing is cached and the
 * call is recorded (DATA_DIR/outbox/cache.jsonl) so tests can see it.
 */
export type SiteCache = {
  invalidate(site: CachedSite, paths: readonly string[], reference: string): Promise<void>;
};
