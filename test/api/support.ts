import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { formatDate } from '@shared/time/sast';
import { createDeps, type Deps } from '../../functions/src/platform/deps';
import { readConfig } from '../../functions/src/platform/config';
import type { Clock } from '../../functions/src/platform/ports';
import { ulid } from 'ulid';
import { routeList } from '../../functions/src/routes';
import { createClient, type Client } from '../support/http-client';

export const PASSWORD = 'Kantoor#2026';

/** The paths of the routes flagged `idempotent` in the route table (they require a requestId). */
export const IDEMPOTENT_PATHS: ReadonlySet<string> = new Set(
  routeList()
    .filter((route) => route.idempotent && route.method === 'POST')
    .map((route) => route.path),
);

/**
 * A body for `path` as a screen sends it: to a flagged route, with a new request id when the body
 * has no `requestId` key (one action, one id). A test of the id itself sends its own, or
 * `requestId: undefined` to send none.
 */
export function withRequestId(path: string, body: unknown): unknown {
  const bare = path.split('?')[0]!;
  if (!IDEMPOTENT_PATHS.has(bare) || !body || typeof body !== 'object' || Array.isArray(body))
    return body;
  return 'requestId' in body ? body : { ...body, requestId: ulid() };
}

const client = createClient(inject('baseUrl'));

/** The suite's client: its posts carry a request id where the route requires one. */
export const api: Client = {
  ...client,
  post: (path, body, options) => client.post(path, withRequestId(path, body), options),
};

/**
 * The server's clock: the system's, or the day `KANTOOR_CLOCK=2031-12-31T10:00:00+02:00` set when
 * the suite started. A test that needs "now" or "today" asks this, never `new Date()`. To check
 * that a suite passes on any day: `KANTOOR_CLOCK=2027-03-01T08:00:00+02:00 npx vitest run
 * --project api <files>` (the web project's tests take the same variable as their date).
 */
export const runtimeClock: Clock = {
  now: () => new Date(Date.now() + inject('clockOffsetMs')),
};

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The first year after the server's that is not a leap year: a test of runs from 31 January
 * (28 February next) sets its dates there, after the server's today whatever the day.
 */
export function nextCommonYear(): number {
  let year = Number(formatDate(runtimeClock.now()).slice(0, 4)) + 1;
  while (isLeap(year)) year += 1;
  return year;
}

let deps: Deps | undefined;

/** The same stores the server uses, for arranging what no route creates yet (and for checks). */
export function testDeps(): Deps {
  deps ??= createDeps(
    readConfig({ ...process.env, ...inject('runtimeEnv'), LOG_LEVEL: 'silent' }),
    runtimeClock,
  );
  return deps;
}

export type Session = {
  token: string;
  user: { id: string; emis: string; alevel: number; email: string };
};

export async function login(
  email: string,
  host = 'localhost',
  password = PASSWORD,
): Promise<Session> {
  const response = await api.post<Session>('/auth/login', { email, password }, { host });
  if (response.status !== 200)
    throw new Error(`login ${email} failed: ${response.status} ${response.text}`);
  return response.body;
}

/**
 * Asserts that `next`, the number a test's invoice took after one that took `taken` in the same
 * company, skipped none: it is later, and every number between is an invoice of the company. The
 * API files may run two at a time (`--maxWorkers=2`), and other files write invoices to the same
 * demo companies, so the next number is `taken + 1` only when no other file wrote one meanwhile;
 * a number a refused request took and never wrote is the gap this finds.
 */
export async function expectNoSkippedInvoiceNumber(
  taken: number,
  next: number,
  as: { host: string; token: string },
) {
  expect(next).toBeGreaterThan(taken);
  for (let invoiceNumber = taken + 1; invoiceNumber < next; invoiceNumber += 1) {
    const between = await api.post('/auth/get-invoice-data', { invoiceNumber }, as);
    expect(between.status, `invoice ${invoiceNumber}: ${between.text}`).toBe(200);
  }
}

let counter = 0;
/** An email no other test uses. */
export function uniqueEmail(prefix = 'person') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.co.za`;
}

/** What the runtime's outbox holds (`DATA_DIR/outbox/<kind>.jsonl`; `cache`: site invalidations), oldest first. */
export function outbox(kind: 'email' | 'sms' | 'cache'): Array<Record<string, unknown>> {
  try {
    return readFileSync(join(inject('dataDir'), 'outbox', `${kind}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  } catch {
    return [];
  }
}
