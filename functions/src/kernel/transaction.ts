import { ulid } from 'ulid';
import type { Database } from '../db/service';
import { REQUEST_ID_MESSAGES } from '@shared/request-id';
import { AppError, platformError } from '../platform/errors';
import { aggregateSteps, type Delta } from './aggregates';
import type { Step, TxEntities } from './steps';

// The step types live in steps.ts so aggregates.ts can build steps without importing this file.
export type { OnFail, Step, TxEntities } from './steps';

/** The steps with their figures' merged aggregate writes after them. */
function withFigureWrites(tx: TxEntities, steps: Step[]): Step[] {
  const byCompany = new Map<string, Delta[]>();
  for (const step of steps) {
    if (!step.figures) continue;
    const deltas = byCompany.get(step.figures.emis) ?? [];
    deltas.push(...step.figures.deltas);
    byCompany.set(step.figures.emis, deltas);
  }
  if (byCompany.size === 0) return steps;
  return [
    ...steps,
    ...[...byCompany].flatMap(([emis, deltas]) => aggregateSteps(tx, emis, deltas)),
  ];
}

/**
 * A transaction's end: written, or refused by the named steps (those with `onFail: 'refuse'`).
 * `replayed`: the request was already recorded (a repeat): `value` is the first one's, and this
 * one wrote nothing.
 */
export type TxResult<T> =
  { written: true; value: T; replayed?: true } | { written: false; refused: string[] };

/** What one logical attempt writes, and what the caller gets back when it is written. */
export type Plan<T> = { steps: Step[]; value: T };

/**
 * A request the caller identified with its own id (kernel/request.ts builds it from the
 * context): recorded in the same transaction as its writes, once per (tenant, scope, id).
 * `fingerprint`: the request's digest; the same id with another one is refused (409).
 */
export type RequestKey = { emis: string; scope: string; id: string; fingerprint?: string };

export type TransactionOptions = {
  /** Record the request in the same transaction; a repeat answers the first value and writes nothing. */
  request?: RequestKey;
  /** The error when the attempts run out (default 503 'Kantoor is busy…'). */
  busy?: AppError;
  /** Tests shorten the pauses; product code keeps the one policy. */
  policy?: Partial<RetryPolicy>;
};

type RetryPolicy = { attempts: number; budgetMs: number; baseMs: number; capMs: number };

/** DynamoDB's limit of writes in one transaction. */
export const TRANSACTION_LIMIT = 100;

/** The one retry policy: full jitter, exponential to a cap, bounded in attempts and time. */
export const RETRY_POLICY: RetryPolicy = {
  attempts: 200,
  /** Time budget for all attempts: a request still has to answer inside the Lambda's 10 s. */
  budgetMs: 8_000,
  // Short pauses: under contention the transaction itself is the queue (fifty saves on one
  // counter need fifty rounds), so waiting longer only lengthens the line.
  baseMs: 5,
  capMs: 60,
};

/** How long a request is remembered (the table's TTL drops it afterwards). */
export const REQUEST_RECORD_DAYS = 30;
const REQUEST_STEP = 'request';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const backoff = (policy: RetryPolicy, attempt: number) =>
  Math.random() * Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(attempt, 10));

type Reason = { rejected: boolean; code?: string };
type Outcome = { canceled: boolean; data: Reason[] };

/** Cancellation codes that say the attempt lost to other traffic, not to a rule. */
const TRANSIENT_CODES = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
]);

/**
 * Whether a thrown error may have left the attempt's outcome unknown (the reply was lost, the
 * service was briefly unavailable): the same attempt is then sent again with the same token, so
 * DynamoDB applies it at most once.
 */
export function isTransientError(error: unknown): boolean {
  const cause = ((error as { cause?: unknown }).cause ?? error) as {
    name?: string;
    code?: string;
    $retryable?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  if (cause.$retryable) return true;
  const status = cause.$metadata?.httpStatusCode;
  if (status !== undefined && status >= 500) return true;
  return [
    'TransactionInProgressException',
    'ThrottlingException',
    'ProvisionedThroughputExceededException',
    'RequestLimitExceeded',
    'InternalServerError',
    'ServiceUnavailable',
    'TimeoutError',
    'RequestTimeout',
    'ECONNRESET',
    'ECONNREFUSED',
    'EPIPE',
    'ETIMEDOUT',
  ].some((name) => cause.name === name || cause.code === name);
}

/**
 * THE transaction runner. `plan` is called once per logical attempt: it reads what the writes
 * depend on and returns the named steps. Each attempt carries its own idempotency token
 * (DynamoDB's ClientRequestToken); a thrown transient error sends the same attempt again with
 * the same token, so a commit whose reply was lost is never applied twice. A cancellation
 * decides by the failed steps: a lost race (a `retry` step, or a conflicting transaction) plans
 * again after a pause; otherwise an `AppError` is thrown, and `refuse` answers
 * `{ written: false }` with the names. When the attempts or the time run out: 503.
 *
 * With `request`, the attempt also creates the request's record (only if none exists) holding
 * the plan's value: a repeat of the request, before, during or after the first, answers the
 * first value (`replayed`) and writes nothing.
 */
export async function transaction<T = undefined>(
  db: Database,
  plan: (tx: TxEntities, attempt: number) => Plan<T> | Step[] | Promise<Plan<T> | Step[]>,
  options: TransactionOptions = {},
): Promise<TxResult<T>> {
  const policy = { ...RETRY_POLICY, ...options.policy };
  const started = Date.now();
  const { request } = options;
  // A repeat sent after the first was written answers before planning: the first one's writes
  // may have changed what the plan reads (the stock it took, the next number).
  if (request) {
    const first = await recorded<T>(db, request);
    if (first) return first;
  }
  const tx = db.entities as unknown as TxEntities;
  for (let attempt = 1; ; attempt += 1) {
    let planned: Plan<T> | Step[];
    try {
      planned = await plan(tx, attempt);
    } catch (error) {
      // Refused on what the first of two requests sent at once has just written: its answer.
      const first =
        request && error instanceof AppError ? await recorded<T>(db, request) : undefined;
      if (first) return first;
      throw error;
    }
    const { steps: plannedSteps, value } = Array.isArray(planned)
      ? { steps: planned, value: undefined as T }
      : planned;
    const steps = withFigureWrites(tx, plannedSteps);
    if (steps.length === 0) {
      // Nothing left to do, perhaps because the first of two requests sent at once did it.
      const first = request ? await recorded<T>(db, request) : undefined;
      return first ?? { written: true, value };
    }
    const all = request ? [...steps, requestStep(tx, request, value)] : steps;
    if (all.length > TRANSACTION_LIMIT)
      throw new AppError(400, 'Too many changes at a time: select fewer');

    const outcome = await send(db, all, ulid(), started, policy);
    if (!outcome.canceled) return { written: true, value };
    // The request's record exists: a repeat (even one sent at the same moment). That explains
    // every other failure of the attempt; it answers the first one's value.
    if (request && outcome.data[steps.length]?.code === 'ConditionalCheckFailed') {
      const first = await recorded<T>(db, request);
      if (first) return first;
    }

    const failed = outcome.data.flatMap((reason, index) =>
      reason.rejected && !TRANSIENT_CODES.has(reason.code ?? '') ? [steps[index]] : [],
    );
    // A lost race explains every other failure of the attempt (they were planned on the same
    // stale read): it plans again first. Only then do the steps' own rules speak.
    const lostRace = failed.length === 0 || failed.some((step) => step?.onFail === 'retry');
    if (!lostRace) {
      const error = failed.find((step) => step?.onFail instanceof AppError)?.onFail;
      if (error instanceof AppError) throw error;
      const refused = failed.filter((step) => step?.onFail === 'refuse');
      if (refused.length > 0) return { written: false, refused: refused.map((s) => s!.name) };
      throw new Error(
        `Transaction cancelled by steps that cannot fail: ${failed.map((s) => s?.name).join(', ')}`,
      );
    }
    if (attempt >= policy.attempts || Date.now() - started > policy.budgetMs)
      throw options.busy ?? platformError('busy');
    await sleep(backoff(policy, attempt));
  }
}

/** The create of the request's record (only if none exists), holding the value as JSON. */
function requestStep(tx: TxEntities, request: RequestKey, value: unknown): Step {
  const now = Date.now();
  return {
    name: REQUEST_STEP,
    write: tx.requestRecord
      .create({
        emis: request.emis,
        scope: request.scope,
        id: request.id,
        value: JSON.stringify({ value }),
        fingerprint: request.fingerprint,
        created_at: new Date(now).toISOString(),
        // Epoch seconds, by the real clock: DynamoDB's TTL compares with its own time.
        expires_at: Math.floor(now / 1000) + REQUEST_RECORD_DAYS * 86_400,
      })
      .commit(),
    // Never refused as such: the runner reads the record and answers it (above).
    onFail: 'retry',
  };
}

/**
 * The reply a request already recorded answered, or undefined: for a use case whose records are
 * gone after its first run (a POPIA erasure of a user), so its repeat cannot be read again.
 */
export async function replayed<T>(
  db: Database,
  request: RequestKey | undefined,
): Promise<T | undefined> {
  return request ? (await recorded<T>(db, request))?.value : undefined;
}

/** The first value of a request already recorded (a consistent read), or undefined. */
async function recorded<T>(
  db: Database,
  request: RequestKey,
): Promise<{ written: true; value: T; replayed: true } | undefined> {
  const { data } = await db.entities.requestRecord
    .get({ emis: request.emis, scope: request.scope, id: request.id })
    .go({ consistent: true });
  if (!data) return undefined;
  if (request.fingerprint && data.fingerprint && data.fingerprint !== request.fingerprint)
    throw new AppError(409, REQUEST_ID_MESSAGES.reused, {
      fields: { requestId: REQUEST_ID_MESSAGES.reused },
    });
  const { value } = JSON.parse(data.value) as { value: T };
  return { written: true, value, replayed: true };
}

/** Sends one attempt; on a transient error, the same items again with the same token. */
async function send(
  db: Database,
  steps: Step[],
  token: string,
  started: number,
  policy: RetryPolicy,
) {
  const items = steps.map((step) => step.write);
  for (let replay = 1; ; replay += 1) {
    try {
      return (await db.service.transaction
        .write(() => items as never)
        .go({ token })) as unknown as Outcome;
    } catch (error) {
      const late = Date.now() - started > policy.budgetMs;
      if (!isTransientError(error) || replay >= 5 || late) throw error;
      await sleep(backoff(policy, replay));
    }
  }
}

/** An ElectroDB write refused by its condition (`where`, or create's attribute_not_exists). */
export const isConditionFailed = (error: unknown): boolean =>
  (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';

/**
 * A transaction none of whose steps refuses (each failure is an error or a lost race): its
 * value once written.
 */
export async function commit<T = undefined>(
  db: Database,
  plan: Parameters<typeof transaction<T>>[1],
  options?: TransactionOptions,
): Promise<T> {
  const result = await transaction(db, plan, options);
  if (!result.written) throw new Error(`Transaction refused by ${result.refused.join(', ')}`);
  return result.value;
}
