import { ExecuteStatementCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { ACCESS_LEVELS } from '@shared/access';
import { createInvitation } from '../../functions/src/auth/invitations';
import { DEFINITIONS } from '../../functions/src/entities';
import type { Deps } from '../../functions/src/platform/deps';
import type { Schemas } from '../../functions/src/platform/pipeline';
import { routeList, type RouteEntry } from '../../functions/src/routes';
import type { ApiResponse, createClient } from './http-client';

/**
 * Schema-aware fuzzing of every route of the table (issue 29 item 2), shared by
 * test/api/fuzz.test.ts (a short run in `npm test`) and test/load/bench-fuzz.ts (20,000).
 * A body starts as a plausible value generated from the route's zod schema, then takes one
 * mutation: a wrong type, a missing or extra field, a huge or odd unicode string, a prototype
 * key, 1,000 levels of nesting, an odd number, an array for an object, or no object at all.
 * Every reply must be below 500, and a refused (4xx) request must leave the tenant's items as
 * they were (see `snapshot`).
 */

type Client = ReturnType<typeof createClient>;
export type FuzzRoute = RouteEntry & { schemas: Schemas };

/** Every route of the table with the zod schemas its handler validates with. */
export async function fuzzRoutes(): Promise<FuzzRoute[]> {
  return Promise.all(
    routeList().map(async (route) => {
      const module = (await import(/* @vite-ignore */ `../../functions/src/${route.handler}`)) as {
        handler: { schemas?: Schemas };
      };
      return { ...route, schemas: module.handler.schemas ?? {} };
    }),
  );
}

// JSON cannot say these numbers; the body's text carries them (replaced after stringify).
const RAW_NUMBERS: Record<string, string> = {
  '\u0000-0\u0000': '-0',
  '\u0000unsafe\u0000': '9007199254740993',
  '\u0000-unsafe\u0000': '-9007199254740993',
};

const HUGE = 'a'.repeat(1024 * 1024);
const ODD_STRINGS = [
  '\u202Eتجربة עברית\u202C',
  '😀👩‍👩‍👧‍👦🇿🇦',
  'nul\u0000byte',
  '\uD800',
  'lone \uDFFF low',
  '',
  ' ',
  '%00%s%n{{7*7}}${x}',
  "'; DROP TABLE x; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'a'.repeat(5000),
];
const ODD_NUMBERS: unknown[] = [
  'NaN',
  'Infinity',
  1e308,
  -1e308,
  '\u0000-0\u0000',
  '\u0000unsafe\u0000',
  '\u0000-unsafe\u0000',
  -1,
  0.1,
  '1e308',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

function deep(levels: number, leaf: unknown, array: boolean): unknown {
  let value = leaf;
  for (let n = 0; n < levels; n += 1) value = array ? [value] : { a: value };
  return value;
}

const WRONG_TYPES: unknown[] = [null, true, 0, 'text', [], {}, [1, 'two'], { a: 1 }];

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A plausible value for `schema` (not always valid: refinements are not followed). */
export function valueOf(schema: z.ZodType | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return fc.oneof(
        fc.constantFrom('Thandi Nkosi', 'thandi@example.co.za', '2031-03-03', '100.00', ulid()),
        fc.string({ maxLength: 12 }),
      );
    case 'number':
    case 'int':
      return fc.oneof(
        fc.integer({ min: 0, max: 1000 }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
      );
    case 'bigint':
      return fc.constant(1);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.constant('2031-03-03');
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return valueOf(def.innerType as z.ZodType, depth);
    case 'pipe':
      return valueOf(def.in as z.ZodType, depth);
    case 'lazy':
      return valueOf((def.getter as () => z.ZodType)(), depth + 1);
    case 'array':
      return fc.array(valueOf(def.element as z.ZodType, depth + 1), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => valueOf(item, depth + 1)));
    case 'record':
      return fc.dictionary(
        fc.constantFrom('a', 'b', 'name'),
        valueOf(def.valueType as z.ZodType, depth + 1),
        { maxKeys: 3 },
      );
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => valueOf(option, depth)));
    case 'intersection':
      return fc
        .tuple(valueOf(def.left as z.ZodType, depth), valueOf(def.right as z.ZodType, depth))
        .map(([left, right]) =>
          isObject(left) && isObject(right) ? { ...left, ...right } : (left ?? right),
        );
    case 'object': {
      const shape = (def.shape ?? {}) as Record<string, z.ZodType>;
      const fields = Object.entries(shape).map(
        ([key, field]) =>
          [key, fc.option(valueOf(field, depth + 1), { nil: undefined, freq: 8 })] as const,
      );
      return fc.tuple(...fields.map(([, arb]) => arb)).map((values) => {
        const out: Record<string, unknown> = {};
        fields.forEach(([key], n) => {
          if (values[n] !== undefined) out[key] = values[n];
        });
        return out;
      });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null));
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paths of every value inside `value` (objects' keys and arrays' indexes). */
function pathsOf(
  value: unknown,
  prefix: Array<string | number> = [],
): Array<Array<string | number>> {
  if (Array.isArray(value))
    return value.flatMap((item, n) => [[...prefix, n], ...pathsOf(item, [...prefix, n])]);
  if (isObject(value))
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  return [];
}

function setAt(root: unknown, path: Array<string | number>, value: unknown, remove = false) {
  let node = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove && Array.isArray(node)) node.splice(last as number, 1);
  else if (remove) delete node[last];
  else
    Object.defineProperty(node, last, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

export type Mutation =
  | 'wrong-type'
  | 'missing'
  | 'extra'
  | 'proto-key'
  | 'odd-string'
  | 'huge-string'
  | 'deep'
  | 'odd-number'
  | 'array-for-object'
  | 'not-an-object'
  | 'none';

const MUTATIONS = fc.oneof(
  { arbitrary: fc.constant<Mutation>('wrong-type'), weight: 4 },
  { arbitrary: fc.constant<Mutation>('missing'), weight: 3 },
  { arbitrary: fc.constant<Mutation>('extra'), weight: 2 },
  { arbitrary: fc.constant<Mutation>('proto-key'), weight: 2 },
  { arbitrary: fc.constant<Mutation>('odd-string'), weight: 4 },
  { arbitrary: fc.constant<Mutation>('huge-string'), weight: 1 },
  { arbitrary: fc.constant<Mutation>('deep'), weight: 1 },
  { arbitrary: fc.constant<Mutation>('odd-number'), weight: 3 },
  { arbitrary: fc.constant<Mutation>('array-for-object'), weight: 1 },
  { arbitrary: fc.constant<Mutation>('not-an-object'), weight: 1 },
  { arbitrary: fc.constant<Mutation>('none'), weight: 1 },
);

export type FuzzCase = { mutation: Mutation; value: unknown };

/** A mutated input for a schema: a plausible value, then one mutation at a random place. */
export function caseOf(schema: z.ZodType | undefined): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      base: valueOf(schema),
      mutation: MUTATIONS,
      at: fc.nat(),
      pick: fc.nat(),
      key: fc.constantFrom('extra', 'emis', 'id', 'ك', '😀', ...PROTO_KEYS),
    })
    .map(({ base, mutation, at, pick, key }) => {
      const value: unknown = structuredClone(base ?? {});
      const paths = pathsOf(value);
      const path = paths.length > 0 ? paths[at % paths.length]! : undefined;
      const choose = <T>(list: readonly T[]) => list[pick % list.length]!;
      const put = (next: unknown) => {
        if (path) setAt(value, path, next);
        else if (isObject(value)) setAt(value, [key], next);
        else return next;
        return value;
      };
      switch (mutation) {
        case 'wrong-type':
          return { mutation, value: put(choose(WRONG_TYPES)) };
        case 'missing':
          if (path) setAt(value, path, undefined, true);
          return { mutation, value };
        case 'extra':
          return {
            mutation,
            value: isObject(value) ? (setAt(value, [key], choose(WRONG_TYPES)), value) : value,
          };
        case 'proto-key': {
          const target = isObject(value) ? value : {};
          setAt(target, [choose(PROTO_KEYS)], { polluted: true, alevel: 11, isAdmin: true });
          return { mutation, value: target };
        }
        case 'odd-string':
          return { mutation, value: put(choose(ODD_STRINGS)) };
        case 'huge-string':
          return { mutation, value: put(HUGE) };
        case 'deep':
          return { mutation, value: put(deep(1000, 'leaf', pick % 2 === 0)) };
        case 'odd-number':
          return { mutation, value: put(choose(ODD_NUMBERS)) };
        case 'array-for-object':
          return { mutation, value: [value] };
        case 'not-an-object':
          return { mutation, value: choose([null, 'text', 42, true, '']) };
        default:
          return { mutation, value };
      }
    });
}

/** The body's text: JSON with the numbers JSON cannot say put back raw. */
export function bodyText(value: unknown): string {
  let text = JSON.stringify(value) ?? 'null';
  for (const [token, raw] of Object.entries(RAW_NUMBERS))
    text = text.split(JSON.stringify(token)).join(raw);
  return text;
}

// A lone surrogate has no UTF-8: it travels as the bytes of one (ED A0 80), which no decoder accepts.
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}`;
  }
};

const flatQuery = (value: unknown): string => {
  if (!isObject(value)) return `q=${encode(String(value))}`;
  return Object.entries(value)
    .map(
      ([key, item]) => `${encode(key)}=${encode(typeof item === 'string' ? item : bodyText(item))}`,
    )
    .join('&');
};

const PATH_SEGMENTS = [
  'x',
  '..%2F..%2Fetc',
  '%00',
  '%F0%9F%98%80',
  'a'.repeat(300),
  '%E2%80%AE',
  '%ZZ',
];

/** The request a case makes of a route (path parameters filled with odd segments). */
const GET_QUERY_LIMIT = 8_000;

export function requestOf(route: FuzzRoute, fuzz: FuzzCase, n: number) {
  let path = route.path.replace(/\{[^}]+\}/g, () => PATH_SEGMENTS[n % PATH_SEGMENTS.length]!);
  if (route.method === 'GET') {
    let query = flatQuery(fuzz.value);
    // API Gateway refuses a request line and headers over 10,240 bytes before any handler runs
    // (the local server resets the connection): a huge query string is cut to what reaches one.
    if (query && query.length > GET_QUERY_LIMIT) query = query.slice(0, GET_QUERY_LIMIT);
    if (query) path += `?${query}`;
    return { method: 'GET', path, rawBody: undefined, headers: {} as Record<string, string> };
  }
  if (route.body === 'form') {
    const form = isObject(fuzz.value)
      ? new URLSearchParams(
          Object.entries(fuzz.value).map(([key, item]) => [
            key,
            typeof item === 'string' ? item : bodyText(item),
          ]),
        ).toString()
      : String(fuzz.value);
    return {
      method: 'POST',
      path,
      rawBody: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  return {
    method: 'POST',
    path,
    rawBody: bodyText(fuzz.value),
    headers: { 'content-type': 'application/json' },
  };
}

/**
 * Items a refused request legitimately writes, left out of the comparison: the audit trail
 * (`${emis}#audit#<table>`, not among the enumerated partitions anyway), sign-in throttles and
 * rate-limit windows (`rate#<bucket>`, global). Both are outside the partitions `snapshot` reads;
 * the list says so for the reader. Nothing inside them is excluded.
 */
export const EXCLUDED_ITEMS = ['auditEntry (${emis}#audit#<table>)', 'rateWindow (rate#<bucket>)'];

/** The tenant's partitions: every entity whose partition key is the tenant's id alone. */
const TENANT_PARTITIONS = [
  ...new Set(
    Object.values(
      DEFINITIONS as unknown as Record<
        string,
        {
          schema: {
            indexes: Record<
              string,
              { index?: string; pk: { composite: string[]; template: string } }
            >;
          };
        }
      >,
    )
      .map(({ schema }) => {
        const indexes = Object.values(schema.indexes);
        return indexes.find((index) => !index.index) ?? indexes[0]!;
      })
      .filter((primary) => primary.pk.composite.length === 1 && primary.pk.composite[0] === 'emis')
      .map((primary) => primary.pk.template),
  ),
];

// DynamoDB's limit on the partition keys one PartiQL `IN` may name.
const KEYS_PER_STATEMENT = 50;

/**
 * The tenant's items (every partition read, consistent), keyed by pk and sk, as canonical JSON:
 * compare two snapshots with `diffSnapshots`. One PartiQL SELECT names up to 50 partitions with
 * `pk IN [...]` (a query of each, no scan): two requests instead of one query per partition (75),
 * which made the fuzz suite's 729 snapshots 70% of its time (382 ms against 26 ms each on a busy
 * machine, the same items).
 */
export async function snapshot(deps: Deps, emis: string): Promise<Map<string, string>> {
  const items = new Map<string, string>();
  const pks = TENANT_PARTITIONS.map((template) => template.replace('${emis}', emis));
  const chunks: string[][] = [];
  for (let at = 0; at < pks.length; at += KEYS_PER_STATEMENT)
    chunks.push(pks.slice(at, at + KEYS_PER_STATEMENT));
  await Promise.all(
    chunks.map(async (chunk) => {
      let next: string | undefined;
      do {
        const page = await deps.db.client.send(
          new ExecuteStatementCommand({
            Statement: `SELECT * FROM "${deps.config.tableName}" WHERE "pk" IN [${chunk.map(() => '?').join(', ')}]`,
            Parameters: chunk,
            ConsistentRead: true,
            NextToken: next,
          }),
        );
        for (const item of page.Items ?? [])
          items.set(`${String(item.pk)} ${String(item.sk)}`, canonical(item));
        next = page.NextToken;
      } while (next);
    }),
  );
  return items;
}

/** The same items read with one query per partition (the fuzz suite checks `snapshot` by it). */
export async function snapshotByQueries(deps: Deps, emis: string): Promise<Map<string, string>> {
  const items = new Map<string, string>();
  await Promise.all(
    TENANT_PARTITIONS.map(async (template) => {
      const pk = template.replace('${emis}', emis);
      let start: Record<string, unknown> | undefined;
      do {
        const page = await deps.db.client.send(
          new QueryCommand({
            TableName: deps.config.tableName,
            KeyConditionExpression: '#pk = :pk',
            ExpressionAttributeNames: { '#pk': 'pk' },
            ExpressionAttributeValues: { ':pk': pk },
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? [])
          items.set(`${String(item.pk)} ${String(item.sk)}`, canonical(item));
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
  return items;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Set) return canonical([...value].sort());
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The keys added, removed or changed between two snapshots. */
export function diffSnapshots(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [key, item] of after)
    if (before.get(key) !== item) changed.push(before.has(key) ? `changed ${key}` : `added ${key}`);
  for (const key of before.keys()) if (!after.has(key)) changed.push(`removed ${key}`);
  return changed;
}

type Sent = { fuzz: FuzzCase; reply: ApiResponse; sent: string };

export type Caller = { token?: string; host: string };

export type GroupStats = {
  requests: number;
  ok: number;
  refused: number;
  server: number;
  checked: number;
  written: number;
};

export type FuzzReport = {
  seed: number;
  requests: number;
  groups: Map<string, GroupStats>;
  failures: string[];
  /** Successful requests whose writes the snapshots saw: proof that they see writes at all. */
  seenWrites: number;
  snapshots: number;
  snapshotMs: number;
  /** Reads the `unchanged` probe answered instead (the database provably written by no one). */
  skipped: number;
};

/** The route's group in the tables: its domain folder. */
export const groupOf = (route: RouteEntry) => route.handler.split('/')[0]!;

const clip = (text: string, size = 300) =>
  text.length > size ? `${text.slice(0, size)}…(${text.length} chars)` : text;

/**
 * Sends `total` fuzzed requests spread evenly over `routes`, route by route, each with the
 * caller `callerOf` gives (a user at the route's level, or the public). The tenant's items are
 * read before and after each route's requests: where every reply was a refusal, nothing may
 * have changed (`checked`); a route whose batch also had a 2xx reads them again after each
 * request, so that a refusal's write is still found.
 */
export async function fuzz(options: {
  client: Client;
  deps: Deps;
  emis: string;
  routes: FuzzRoute[];
  total: number;
  seed: number;
  callerOf: (route: FuzzRoute) => Promise<Caller>;
  /** After each route's requests; `'stop'` ends the run there (a bench's time budget). */
  onRoute?: (route: FuzzRoute, done: number) => void | 'stop';
  /**
   * Whether nothing at all was written to the database since its last call (bench:fuzz reads
   * DynamoDB Local's file; see test/load/bench-fuzz.ts). It may say "changed" wrongly (a read is
   * then taken), never "unchanged": then the last snapshot is still the tenant's items exactly.
   */
  unchanged?: () => Promise<boolean>;
}): Promise<FuzzReport> {
  const { client, deps, emis, routes, total, seed } = options;
  const report: FuzzReport = {
    seed,
    requests: 0,
    groups: new Map(),
    failures: [],
    seenWrites: 0,
    snapshots: 0,
    snapshotMs: 0,
    skipped: 0,
  };
  let last: Map<string, string> | undefined;
  const read = async () => {
    const started = performance.now();
    // The probe first, then the read: a write between the two is read now and seen as a change
    // by the next probe (one read too many, never one too few).
    if (last && options.unchanged && (await options.unchanged())) {
      report.skipped += 1;
      return last;
    }
    const items = await snapshot(deps, emis);
    report.snapshots += 1;
    report.snapshotMs += performance.now() - started;
    last = items;
    return items;
  };
  const perRoute = Math.max(1, Math.floor(total / routes.length));
  let extra = total - perRoute * routes.length;
  let before = await read();
  for (const [index, route] of routes.entries()) {
    const count = perRoute + (extra-- > 0 ? 1 : 0);
    const schema = route.method === 'GET' ? route.schemas.query : route.schemas.body;
    // Bodies the schema refuses first, compared as one batch; then those it accepts (they may
    // write), each compared on its own.
    const cases = fc
      .sample(caseOf(schema), { seed: seed + index, numRuns: count })
      .map((fuzzCase) => ({
        fuzzCase,
        valid: schema ? schema.safeParse(fuzzCase.value).success : true,
      }))
      .sort((a, b) => Number(a.valid) - Number(b.valid));
    const group = groupOf(route);
    const stats = report.groups.get(group) ?? {
      requests: 0,
      ok: 0,
      refused: 0,
      server: 0,
      checked: 0,
      written: 0,
    };
    report.groups.set(group, stats);
    let batch: Sent[] = [];
    let alone = false;
    const flush = async () => {
      if (batch.length === 0) return;
      const after = await read();
      check(before, after, batch);
      before = after;
      batch = [];
    };
    for (const [n, { fuzzCase, valid }] of cases.entries()) {
      if (valid && !alone) {
        await flush();
        alone = true;
      }
      const request = requestOf(route, fuzzCase, n);
      const caller = await options.callerOf(route);
      let reply: ApiResponse;
      try {
        reply = await client.call(request.method, request.path, {
          host: caller.host,
          token: caller.token,
          rawBody: request.rawBody,
          headers: request.headers,
        });
      } catch (error) {
        reply = { status: 599, headers: {}, body: undefined, text: String(error) };
      }
      report.requests += 1;
      stats.requests += 1;
      const sent = `${request.method} ${clip(request.path, 200)} ${clip(request.rawBody ?? '')}`;
      if (reply.status >= 500) {
        stats.server += 1;
        report.failures.push(
          `5xx seed=${seed} route=${route.key} mutation=${fuzzCase.mutation} -> ${reply.status} ${clip(reply.text)}\n  sent: ${sent}`,
        );
      } else if (reply.status < 400) {
        stats.ok += 1;
      } else stats.refused += 1;
      const entry = { fuzz: fuzzCase, reply, sent };
      if (!alone && reply.status >= 400) {
        batch.push(entry);
      } else {
        // A success (or any request once the schema accepted one): compared on its own.
        const after = await read();
        const changes = diffSnapshots(before, after);
        if (reply.status >= 400) check(before, after, [entry]);
        else if (changes.length > 0 && batch.length === 0) report.seenWrites += 1;
        // A success amid the batch: the batch's refusals are compared only when nothing changed.
        else if (changes.length === 0) check(before, after, batch);
        batch = [];
        before = after;
      }
    }
    await flush();
    if (options.onRoute?.(route, report.requests) === 'stop') break;

    function check(from: Map<string, string>, to: Map<string, string>, refused: Sent[]) {
      const changes = diffSnapshots(from, to);
      stats.checked += refused.length;
      if (changes.length === 0) return;
      stats.written += 1;
      report.failures.push(
        `write by a refused request seed=${seed} route=${route.key}: ${clip(changes.join(', '), 600)}\n` +
          refused
            .map((r) => `  ${r.reply.status} ${clip(r.reply.text, 120)} sent: ${r.sent}`)
            .join('\n'),
      );
    }
  }
  return report;
}

/** The per-group table, and a total line. */
export function formatReport(report: FuzzReport): string {
  const rows = [...report.groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  const total: GroupStats = { requests: 0, ok: 0, refused: 0, server: 0, checked: 0, written: 0 };
  const lines = [
    `${'group'.padEnd(14)}${'requests'.padStart(9)}${'2xx'.padStart(7)}${'4xx'.padStart(7)}${'5xx'.padStart(6)}${'4xx checked'.padStart(13)}${'writes'.padStart(8)}`,
  ];
  const line = (name: string, s: GroupStats) =>
    `${name.padEnd(14)}${String(s.requests).padStart(9)}${String(s.ok).padStart(7)}${String(s.refused).padStart(7)}${String(s.server).padStart(6)}${String(s.checked).padStart(13)}${String(s.written).padStart(8)}`;
  for (const [name, stats] of rows) {
    lines.push(line(name, stats));
    for (const key of Object.keys(total) as Array<keyof GroupStats>) total[key] += stats[key];
  }
  lines.push(line('total', total));
  return lines.join('\n');
}

const FUZZ_PASSWORD = 'Invited#2026';

/**
 * A Legal-plan company of its own (every feature, so no route is refused by the plan), made by
 * the provider's create-company, with a user at each access level registered through an
 * invitation. `callerOf` answers the user at a route's level, or the public on its site; signing
 * out ends the session it is sent with, so each sign-out gets a session of its own.
 */
export async function fuzzCompany(client: Client, deps: Deps) {
  const owner = await client.post<{ token: string }>(
    '/auth/login',
    { email: 'owner@localhost', password: 'Kantoor#2026' },
    { host: 'localhost' },
  );
  if (owner.status !== 200) throw new Error(`owner login: ${owner.status} ${owner.text}`);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const domain = `fuzz-${tag}.localhost`;
  const created = await client.post<{ emis: string }>(
    '/auth/create-company',
    {
      plan: 'Legal',
      name: `Fuzz ${tag} (Pty) Ltd`,
      site_domain: domain,
      industry: 'Legal Practice',
      currency: 'ZAR',
      email: 'hello@fuzz.example.co.za',
      primary_phone: '012 555 0199',
      primary_address: '12 Church Street',
      city: 'Pretoria',
      postal_code: '0002',
      manager_name: 'Thandi Nkosi',
      manager_email: `fuzz.manager.${tag}@example.co.za`,
      manager_phone: '082 555 0101',
    },
    { host: 'localhost', token: owner.body.token },
  );
  if (created.status !== 200) throw new Error(`create-company: ${created.status} ${created.text}`);
  const emis = created.body.emis;
  const users = new Map<number, { token: string; email: string }>();
  for (const alevel of ACCESS_LEVELS) {
    const email = `fuzz.${alevel}.${tag}@example.co.za`;
    const { token } = await createInvitation(deps, deps.tenant(emis), {
      name: 'Fuzz Person',
      email,
      phone: '082 555 0102',
      alevel,
      invitedBy: 'fuzz',
    });
    const registered = await client.post<{ token: string }>(
      '/auth/register-invited-user',
      { token, name: 'Fuzz Person', email, tel: '0825550102', password: FUZZ_PASSWORD },
      { host: domain },
    );
    if (registered.status !== 200)
      throw new Error(`register level ${alevel}: ${registered.status} ${registered.text}`);
    users.set(alevel, { token: registered.body.token, email });
  }
  const callerOf = async (route: FuzzRoute): Promise<Caller> => {
    if (route.auth === 'public') return { host: domain };
    const user = users.get(route.level)!;
    if (route.path === '/auth/logout') {
      const session = await client.post<{ token: string }>(
        '/auth/login',
        { email: user.email, password: FUZZ_PASSWORD },
        { host: domain },
      );
      return { host: domain, token: session.body.token };
    }
    return { host: domain, token: user.token };
  };
  return { emis, domain, callerOf };
}
