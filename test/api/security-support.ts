import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { routeList, type RouteEntry } from '../../functions/src/routes';
import { idFieldsOf, sameShape } from '../security/zod-sample';
import { api, login, nextCommonYear, runtimeClock, testDeps } from './support';
import { planCompany } from './plans-support';

export type RouteSchemas = { body?: z.ZodType; query?: z.ZodType };
export type MatrixRoute = RouteEntry & { schemas: RouteSchemas; idFields: string[] };

const FUNCTIONS_SRC = join(import.meta.dirname, '../../functions/src');

/**
 * Every route of the table with the zod schemas its handler validates with (defineHandler puts
 * them on the handler) and the id fields they take: body and query keys named id / *Id / *ID /
 * *_id, nested ones included, and the path's parameters.
 */
export async function matrixRoutes(): Promise<MatrixRoute[]> {
  return Promise.all(
    routeList().map(async (route) => {
      const module = (await import(pathToFileURL(join(FUNCTIONS_SRC, route.handler)).href)) as {
        handler: { schemas?: RouteSchemas };
      };
      const schemas = module.handler.schemas ?? {};
      const params = (route.path.match(/\{[^}]+\}/g) ?? []).map(
        (segment) => `params.${segment.slice(1, -1)}`,
      );
      const idFields = [
        ...idFieldsOf(schemas.body, 'body'),
        ...idFieldsOf(schemas.query, 'query'),
        ...params,
      ];
      return { ...route, schemas, idFields };
    }),
  );
}

export type Record_ = { kind: string; emis: string; id: string; name?: string };

/**
 * One record of each kind (ElectroDB entity) held by companies other than `except`, with the
 * name of the company holding it: the other tenant's real ids and the names a leak would show.
 * The demo companies the runtime seeds hold one of everything between them (legal, school,
 * agency, shop...); a test's Scan is the one way to see all of them at once.
 */
export const otherTenantRecords = (except: string) =>
  recordsWhere((emis) => emis !== except, except);

/** One record of each kind held by the company `emis`. */
export const recordsOf = async (emis: string) =>
  (await recordsWhere((held) => held === emis)).byKind;

/**
 * `caller`: a company whose own ids are never chosen. Some ids are per company by design (a
 * site's `branch-1`, `branch-2`...): another company's `branch-1` is the caller's own branch,
 * not a leak, so the probe takes one the caller does not hold (its `branch-3` when the caller
 * has two).
 */
async function recordsWhere(keep: (emis: string) => boolean, caller?: string) {
  const db = testDeps().db;
  const byKind = new Map<string, Record_>();
  const companyNames = new Map<string, string>();
  const callerIds = new Set<string>();
  const candidates: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({ TableName: db.table, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      if (caller && item.emis === caller && typeof item.id === 'string')
        callerIds.add(`${String(item.__edb_e__)}#${item.id}`);
      candidates.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  for (const item of candidates) {
    const kind = item.__edb_e__ as string | undefined;
    const emis = item.emis as string | undefined;
    if (!kind || !emis || !keep(emis)) continue;
    if (typeof item.id === 'string' && callerIds.has(`${kind}#${item.id}`)) continue;
    if (kind === 'company' && typeof item.name === 'string') companyNames.set(emis, item.name);
    // A person's id is global; a membership ties it to its company (the `user` kind).
    if (kind === 'membership' && typeof item.userId === 'string' && !byKind.has('user'))
      byKind.set('user', { kind: 'user', emis, id: item.userId });
    // A fee account's billings are records of their own (a payment names one by its id).
    if (kind === 'fee_account' && Array.isArray(item.billings) && !byKind.has('fee_billing')) {
      const billing = (item.billings as Array<{ id?: unknown }>).find(
        (line) => typeof line.id === 'string',
      );
      if (billing)
        byKind.set('fee_billing', { kind: 'fee_billing', emis, id: billing.id as string });
    }
    if (typeof item.id !== 'string' || byKind.has(kind)) continue;
    const name = [item.name, item.title, item.surname].find(
      (value): value is string => typeof value === 'string',
    );
    byKind.set(kind, { kind, emis, id: item.id, ...(name ? { name } : {}) });
  }
  return { byKind, companyNames };
}

/** Runs `tasks` with at most `limit` at a time, answers in order. */
export async function pool<T>(tasks: Array<() => Promise<T>>, limit = 8): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

// Records of a company's identity and the platform's bookkeeping: never copied into another.
const NOT_COPIED = new Set([
  'company',
  'membership',
  'user',
  'user_company',
  'user_email',
  'domain',
  'invitation',
  'revoked_token',
  'closure',
  'closed_site',
  'onboarding',
  'onboarding_hold',
  'meta',
  // Keyed by month ("2026-03"): a copy would share the other company's id, so that id would
  // name the caller's own run (not a leak) and the matrix could not tell them apart.
  'payroll_run',
  'payslip',
  'migration',
  'rate_window',
  'request_record',
]);

/**
 * Gives company `into` its own copy of every other company's records (the demo companies hold one
 * of everything between them): each item with the company's code and every record id replaced
 * (new ids of the same shape), so `into` holds real records of each kind with ids of its own, and
 * the others' ids stay theirs. The matrix's requests then carry the caller's own real ids in every
 * field but the one under test, and reach the check of that one.
 */
export async function copyRecordsInto(into: string, from: readonly string[]): Promise<number> {
  const db = testDeps().db;
  const items: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({ TableName: db.table, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      const kind = item.__edb_e__ as string | undefined;
      const emis = item.emis as string | undefined;
      if (!kind || !emis || !from.includes(emis) || NOT_COPIED.has(kind)) continue;
      if (typeof item.pk !== 'string' || !item.pk.startsWith(`${emis}#`)) continue;
      items.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  const renames = new Map<string, string>();
  for (const emis of from) renames.set(emis, into);
  for (const item of items)
    // Fixed ids of six characters or more with a letter (a legal court type's `court-mc`, the
    // same in every company the seed makes) get new ones too: the copy's must be its own.
    if (
      typeof item.id === 'string' &&
      (item.id.length >= 10 || (item.id.length >= 6 && /[a-z]/i.test(item.id))) &&
      !renames.has(item.id)
    )
      renames.set(item.id, sameShape(item.id));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    [...renames.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|'),
    'g',
  );
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(pattern, (found) => renames.get(found)!);
    if (Array.isArray(value)) return value.map(rewrite);
    if (value instanceof Set) return new Set([...value].map(rewrite));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
    return value;
  };
  // One item per key (a company's single settings item would otherwise come once per company).
  const byKey = new Map<string, Record<string, unknown>>();
  for (const item of items) {
    const copy = rewrite(item) as Record<string, unknown>;
    byKey.set(`${String(copy.pk)}\u0000${String(copy.sk)}`, copy);
  }
  const copies = [...byKey.values()];
  // The companies' counters merge into one per name (the last company's wins) while their
  // documents merge by number: a numbering counter is set past every copied document it numbers
  // (an invoice's counter past every invoice), so a new document never takes a copied number.
  const highest = new Map<string, number>();
  for (const copy of copies)
    if (typeof copy.number === 'number' && typeof copy.__edb_e__ === 'string')
      highest.set(copy.__edb_e__, Math.max(highest.get(copy.__edb_e__) ?? 0, copy.number));
  for (const copy of copies)
    if (copy.__edb_e__ === 'counter' && typeof copy.name === 'string' && highest.has(copy.name))
      copy.value = Math.max(Number(copy.value ?? 0), highest.get(copy.name)!);
  for (let index = 0; index < copies.length; index += 25) {
    const batch = copies.slice(index, index + 25).map((Item) => ({ PutRequest: { Item } }));
    let unprocessed: Record<string, unknown[]> | undefined = { [db.table]: batch };
    while (unprocessed && Object.keys(unprocessed).length) {
      const reply = await db.client.send(
        new BatchWriteCommand({ RequestItems: unprocessed as never }),
      );
      unprocessed = reply.UnprocessedItems as Record<string, unknown[]> | undefined;
    }
  }
  return copies.length;
}

/**
 * Another tenant of its own (a Legal-plan company: every feature) holding, made through the
 * routes, the kinds of record the demo seed has none of: an SMS group, a sent SMS batch with its
 * message, a scheduled campaign, a bulk email, a recurring invoice and a payroll run. Their ids
 * are the other tenant's real ids the matrix probes with. Answers the company's code.
 */
export async function otherTenantFixture(): Promise<string> {
  const other = await planCompany('Legal', 'matrix-other');
  const ok = async <T>(path: string, body: unknown): Promise<T> => {
    const reply = await other.post<T>(path, body);
    if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.text}`);
    return reply.body;
  };
  const owner = await login('owner@localhost');
  const credits = await api.post(
    '/auth/add-sms-credits',
    { emis: other.emis, credits: 20 },
    { host: 'localhost', token: owner.token },
  );
  if (credits.status !== 200) throw new Error(`add-sms-credits: ${credits.status} ${credits.text}`);
  await ok('/auth/save-sms-group', { name: 'Matrix other group', description: '' });
  const sms = {
    recipientsIDs: [],
    groupTable: '',
    noteBody: 'Matrix fixture message.',
    sentSMSID: '',
    numbersArray: ['076 555 0101'],
  };
  await ok('/auth/send-bulk-sms', { ...sms, noteTitle: 'Matrix sent' });
  const tomorrow = new Date(runtimeClock.now().getTime() + 24 * 3600_000).toLocaleDateString(
    'en-CA',
    { timeZone: 'Africa/Johannesburg' },
  );
  await ok('/auth/schedule-sms-for-future', {
    ...sms,
    noteTitle: 'Matrix scheduled',
    selectedDate: `${tomorrow} 09:00`,
    cycle: 'Monthly',
  });
  await ok('/auth/send-bulk-email', {
    subject: 'Matrix notice',
    body: 'The office closes at 13:00 on Friday.',
    recipientsIDs: [],
    emailsArray: ['matrix-other@example.co.za'],
  });
  const client = await ok<{ id: string }>('/auth/save-client', {
    name: 'Matrix Other Client',
    clientReference: '',
    phone: '082 555 0101',
    institution: '',
    position: '',
    email: 'accounts@example.co.za',
    address: '12 Lagoon Drive',
    city: 'Umhlanga',
    postalCode: '4319',
  });
  await ok('/auth/save-recurring-invoice', {
    client: client.id,
    items: [
      { item_type: 'service', name: 'Monthly retainer', unit_price: '1,000.00', quantity: 1 },
    ],
    discount: '0',
    comment: 'Retainer',
    dueDays: 14,
    frequency: 'monthly',
    startDate: `${nextCommonYear()}-01-31`,
  });
  await ok('/auth/create-payroll', { month: 3, year: 2026 });
  return other.emis;
}
