import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_EMIS } from '@shared/company/provider';
import type { PlanName } from '@shared/plans/entitlements';
import { allTables } from '../../functions/src/tables/registry';
import type { ColumnSpec } from '../../shared/src/tables/columns';
import { KEY_PART_MAX_BYTES } from '../../shared/src/validation/fields';
import type { ApiResponse } from '../support/http-client';
import { bodyWith, routeSchemas, stringLeaves, type RouteSchemas } from '../support/route-schemas';
import { switchPlan } from './plans-support';
import { api, login, testDeps, withRequestId, type Session } from './support';

/**
 * DynamoDB refuses a key over 2,048 bytes (partition) or 1,024 bytes (sort key) with an error
 * that would be a 500. Every string a request can put into a key is checked at the edge: too long
 * is a 400 with the field's message, and nothing is written. The routes, and the fields of each,
 * come from the route table and the handlers' own schemas, so a new route or field is covered
 * without touching this file.
 */

/** Oversized: 5,000 characters, letters only so that it passes any pattern but a length. */
const LONG = 'a'.repeat(5_000);
/** An email that is right in form and 5,000 characters long. */
const LONG_EMAIL = `${'a'.repeat(4_990)}@x.co.za`;
/**
 * 200 characters (within every name's limit) whose NFKC form, the form a uniqueness marker is
 * keyed on, is 3,600 characters and 6,600 bytes: over the sort key's limit.
 */
const EXPANDING = '\uFDFA'.repeat(200);

/**
 * Fields that are free text or file content and never part of a key: a long value is either
 * accepted or refused by its own rule, and only "never a 5xx" is asserted. Named route by route.
 */
const FREE_TEXT = new Set([
  'POST /submit-contact-form-to-company body.body',
  'POST /send-general-email-no-token body.body',
  'POST /auth/send-general-email body.body',
  'POST /auth/send-bulk-email body.body',
  'POST /auth/save-note body.body',
  'POST /auth/upload-image body.image64',
  'POST /auth/replace-image body.image64',
  // A narrower copy's base64 (issue 26), bounded once decoded (MAX_VARIANT_BYTES, a 400).
  'POST /auth/upload-image body.variants.0.file',
  'POST /auth/replace-image body.variants.0.file',
  'POST /auth/upload-file body.base64string',
  'POST /auth/upload-excel-template body.file',
  // A video's base64 (at most 4 MB, its own 413), and never part of a key.
  'POST /auth/upload-video-tutorial body.video',
  'POST /auth/add-case body.caseObj.caseDescription',
  'POST /auth/add-case body.caseObj.notes',
  'POST /auth/save-matter-note body.description',
  'POST /auth/save-event body.description',
  'POST /auth/upload-matter-file body.base64string',
  'POST /auth/upload-expense-file body.base64string',
  // A post's HTML, sanitised and bounded by its own limit (POST_BODY_MAX).
  'POST /auth/save-post body.body',
  // Ignored: the invited level comes from the invitation.
  'POST /auth/register-invited-user body.alevel',
]);

/** Names a client could send anywhere; a route that does not read them must ignore them. */
const PLAUSIBLE_KEYS = [
  'domain',
  'emis',
  'id',
  'userId',
  'user',
  'email',
  'name',
  'table',
  'column',
  'folder',
  'cursor',
  'token',
  'sid',
  'client',
];

/**
 * The sweeps send a few hundred to some 1,500 requests: their own time budget, since a busy
 * machine (two cores, other suites beside) makes them many times slower than the api project's
 * 30 s per test assumes.
 */
const SWEEP = { timeout: 300_000 };

const HOST = 'localhost';
let owner: Session;
let all: RouteSchemas[];

let planBefore: PlanName;

beforeAll(async () => {
  owner = await login('owner@localhost', HOST);
  all = await routeSchemas();
  // Every route's own rule is reached only where the plan includes its feature (issue 27): the
  // sweep runs on the Legal plan, which includes them all, and puts the plan back after.
  planBefore = await switchPlan(PROVIDER_EMIS, 'Legal');
});

afterAll(async () => {
  await switchPlan(PROVIDER_EMIS, planBefore);
});

const pathOf = (path: string) => path.replace(/\{[^}]+\}/g, 'probe');

async function send(
  entry: RouteSchemas,
  body: Record<string, unknown> | undefined,
  query: Record<string, string> = {},
  options: { host?: string; path?: string; token?: string } = {},
): Promise<ApiResponse<{ error?: string; fields?: Record<string, string> }>> {
  const { route } = entry;
  const search = new URLSearchParams(query).toString();
  const path = `${options.path ?? pathOf(route.path)}${search ? `?${search}` : ''}`;
  const token = route.auth === 'token' ? (options.token ?? owner.token) : undefined;
  return api.call(route.method, path, {
    host: options.host ?? HOST,
    token,
    // A flagged route's request id, as the screens send it (test/api/support.ts).
    body: route.method === 'GET' ? undefined : withRequestId(route.path, body ?? {}),
  });
}

/** Whether the reply refused the field at `path` itself (or the list or object holding it). */
function refusedAt(fields: Record<string, string> | undefined, path: string): boolean {
  return Object.keys(fields ?? {}).some(
    (key) => key !== '_' && (key === path || path.startsWith(`${key}.`)),
  );
}

const describeReply = (key: string, r: ApiResponse) =>
  `${key}: ${r.status} ${r.text.slice(0, 300)}`;

describe('key-forming fields: oversized values are a 4xx, never a 5xx', () => {
  it('finds the schemas of every route in the route table', () => {
    expect(all.length).toBeGreaterThan(100);
    const withSchema = all.filter((entry) => entry.body ?? entry.query);
    expect(withSchema.length).toBeGreaterThan(80);
  });

  it(
    'refuses every string field of every route schema at 5,000 characters, by its own rule',
    SWEEP,
    async () => {
      const problems: string[] = [];
      let probes = 0;
      for (const entry of all) {
        for (const kind of ['body', 'query'] as const) {
          const schema = entry[kind];
          if (!schema) continue;
          for (const leaf of stringLeaves(schema)) {
            const path = leaf.path.join('.');
            const name = `${entry.route.key} ${kind}.${path}`;
            const value = /email/i.test(String(leaf.path.at(-1))) ? LONG_EMAIL : LONG;
            const response =
              kind === 'body'
                ? await send(entry, bodyWith(leaf.path, value))
                : leaf.path.length === 1
                  ? await send(entry, undefined, { [path]: value })
                  : undefined;
            if (!response) continue;
            probes += 1;
            if (response.status >= 500) problems.push(describeReply(name, response));
            // Handed on unchecked (a data table's value): the service checks it, tested below.
            else if (FREE_TEXT.has(name) || leaf.open) continue;
            // A public body's emis must be the site's own: refused before validation (400).
            else if (path === 'emis' && entry.route.auth === 'public' && response.status === 400)
              continue;
            else if (response.status !== 400 || !refusedAt(response.body.fields, path))
              problems.push(`not refused at ${path}: ${describeReply(name, response)}`);
          }
        }
      }
      expect(probes).toBeGreaterThan(200);
      expect(problems.join('\n')).toBe('');
    },
  );

  it(
    'answers every route 4xx, never 5xx, when a plausible key field is 5,000 characters',
    SWEEP,
    async () => {
      const problems: string[] = [];
      for (const entry of all) {
        if (entry.route.key === 'POST /auth/logout') continue; // below, with its own session
        for (const name of PLAUSIBLE_KEYS) {
          const value = name === 'email' ? LONG_EMAIL : LONG;
          const response =
            entry.route.method === 'GET'
              ? await send(entry, undefined, { [name]: value })
              : await send(entry, { [name]: value });
          if (response.status >= 500)
            problems.push(describeReply(`${entry.route.key} ${name}`, response));
        }
      }
      const own = await login('owner@localhost', HOST);
      const logout = all.find((entry) => entry.route.key === 'POST /auth/logout') as RouteSchemas;
      const response = await send(logout, { domain: LONG, id: LONG }, {}, { token: own.token });
      expect(response.status).toBeLessThan(500);
      expect(problems.join('\n')).toBe('');
    },
  );

  it('refuses a 5,000-character domain in the body of every public route with 400', async () => {
    const problems: string[] = [];
    const publicRoutes = all.filter(
      (entry) =>
        entry.route.auth === 'public' &&
        entry.route.tenant !== 'none' &&
        entry.route.method === 'POST',
    );
    expect(publicRoutes.length).toBeGreaterThan(8);
    for (const entry of publicRoutes) {
      const response = await send(entry, { domain: LONG });
      if (response.status !== 400 || !refusedAt(response.body.fields, 'domain'))
        problems.push(describeReply(entry.route.key, response));
    }
    expect(problems.join('\n')).toBe('');
  });

  it('answers a 5,000-character Host like an unknown site (404, or the route without a tenant)', async () => {
    const problems: string[] = [];
    for (const entry of all.filter((e) => e.route.auth === 'public')) {
      const response = await send(entry, {}, {}, { host: `${LONG}.localhost` });
      const fine =
        'tenant' in entry.route && entry.route.tenant === 'required'
          ? response.status === 404
          : response.status < 500;
      if (!fine) problems.push(describeReply(entry.route.key, response));
    }
    expect(problems.join('\n')).toBe('');
  });

  it('answers 4xx when a path parameter is 5,000 characters', async () => {
    const problems: string[] = [];
    for (const entry of all.filter((e) => e.route.path.includes('{'))) {
      const path = entry.route.path.replace(/\{[^}]+\}/g, LONG);
      const response = await send(entry, undefined, {}, { path });
      if (response.status >= 500) problems.push(describeReply(entry.route.key, response));
    }
    expect(problems.join('\n')).toBe('');
  });

  it('refuses a forged page cursor of the right list that is too long to be a key', async () => {
    const cursorOf = (key: Record<string, string>) =>
      Buffer.from(JSON.stringify(key)).toString('base64url');
    const emis = owner.user.emis;
    const forged = (partition: string, extra: Record<string, string> = {}) =>
      cursorOf({ pk: partition, sk: 'a'.repeat(1_400), ...extra });
    const cases: Array<[string, Record<string, unknown>]> = [
      ['GET /auth/get-all-suppliers', { cursor: forged(`${emis}#supplier`) }],
      ['GET /auth/get-all-clients', { cursor: forged(`${emis}#client`) }],
      ['GET /auth/get-all-users', { cursor: forged(`${emis}#member`) }],
      [
        'GET /auth/get-all-products-in-stock',
        {
          cursor: cursorOf({
            pk: `${emis}#product`,
            sk: 'a'.repeat(1_400),
            gsi1pk: `${emis}#in_stock`,
            gsi1sk: 'a',
          }),
        },
      ],
      ['POST /auth/get-specific-users', { filter: 'all', cursor: forged(`${emis}#member`) }],
      ['POST /auth/get-table-rows', { table: 'suppliers', cursor: forged(`${emis}#supplier`) }],
      ['POST /auth/get-table-history', { table: 'suppliers', cursor: forged('x') }],
    ];
    const problems: string[] = [];
    for (const [key, input] of cases) {
      const entry = all.find((e) => e.route.key === key) as RouteSchemas;
      const response =
        entry.route.method === 'GET'
          ? await send(entry, undefined, input as Record<string, string>)
          : await send(entry, input);
      if (response.status !== 400) problems.push(describeReply(key, response));
    }
    expect(problems.join('\n')).toBe('');
  });
});

/** A valid value of a data-table column, for a row whose one unique value is the probe. */
function sample(column: ColumnSpec): unknown {
  switch (column.type) {
    case 'number':
      return column.min ?? 1;
    case 'email':
      return 'probe@example.co.za';
    case 'phone':
      return '0821234567';
    case 'url':
      return 'https://example.co.za';
    case 'color':
      return '#0e7490';
    case 'date':
      return '2026-01-02';
    case 'datetime':
      return '2026-01-02 03:04:05';
    case 'enum':
      return column.options?.[0];
    case 'reference':
      return 'probe';
    default:
      return 'Probe';
  }
}

describe('unique values: keyed in their NFKC form, refused when that form is too long', () => {
  const forms: Array<[string, string, Record<string, unknown>]> = [
    [
      '/auth/save-supplier',
      'name',
      { contactPerson: 'Probe', phone: '0821234567', name: EXPANDING },
    ],
    [
      '/auth/save-product',
      'name',
      { price: 1, category_id: 'probe', supplier: 'probe', quantity: 1, name: EXPANDING },
    ],
    [
      '/auth/save-product-and-add-to-receivings',
      'name',
      { price: 1, category_id: 'probe', supplier: 'probe', quantity: 1, name: EXPANDING },
    ],
    ['/auth/save-service', 'name', { price: 1, category_id: 'probe', name: EXPANDING }],
    ['/auth/save-transportation', 'name', { unitPrice: 1, name: EXPANDING }],
    ['/auth/save-client', 'clientReference', { name: 'Probe', clientReference: EXPANDING }],
    ['/auth/save-sms-group', 'name', { name: '\uFDFA'.repeat(100) }],
  ];

  it.each(forms)('%s refuses %s with 400 and writes nothing', async (path, field, body) => {
    const response = await api.post<{ fields?: Record<string, string> }>(path, body, {
      host: HOST,
      token: owner.token,
    });
    expect(response.status, response.text).toBe(400);
    expect(refusedAt(response.body.fields, field), response.text).toBe(true);
  });

  it('refuses such a value in the unique column of every data table (save and import)', async () => {
    const problems: string[] = [];
    const unique = allTables().filter((table) => table.unique);
    expect(unique.length).toBeGreaterThan(5);
    for (const table of unique) {
      const column = table.columns.find((c) => c.name === table.unique?.column) as ColumnSpec;
      const data: Record<string, unknown> = {};
      for (const c of table.columns)
        if (!c.readOnly && c.name !== 'id' && c.name !== 'emis') data[c.name] = sample(c);
      const max = column.max ?? 200;
      data[column.name] = '\uFDFA'.repeat(Math.min(max, 200));
      const saved = await api.post(
        '/auth/save-form-data',
        { table: table.name, data },
        {
          host: HOST,
          token: owner.token,
        },
      );
      if (saved.status !== 400) problems.push(describeReply(`save ${table.name}`, saved));
      const imported = await api.post(
        '/auth/import-table-rows',
        { table: table.name, rows: [data], importId: `probe-${table.name}` },
        { host: HOST, token: owner.token },
      );
      if (imported.status !== 400) problems.push(describeReply(`import ${table.name}`, imported));
    }
    expect(problems.join('\n')).toBe('');
    // Nothing claimed: no marker holds the probe's value.
    const { data: markers } = await testDeps()
      .db.entities.uniqueMarker.scan.where(({ value }, { contains }) => contains(value, '\u0635'))
      .go({ pages: 'all' });
    expect(markers).toEqual([]);
  });

  it("refuses such a value when a row's unique column is changed (update-item, update-client-field)", async () => {
    // The shop has rows in its catalogue tables; nothing here changes them.
    const SHOP = 'shop.localhost';
    const manager = await login('manager@shop.localhost', SHOP);
    const problems: string[] = [];
    let probed = 0;
    for (const table of allTables().filter((t) => t.unique)) {
      const column = table.unique?.column as string;
      const page = await api.post<{ rows: Array<{ id: string }> }>(
        '/auth/get-table-rows',
        { table: table.name, limit: 1 },
        { host: SHOP, token: manager.token },
      );
      const id = page.body.rows?.[0]?.id;
      if (!id) continue;
      probed += 1;
      const changed = await api.post(
        '/auth/update-item',
        { table: table.name, id, column, value: EXPANDING },
        { host: SHOP, token: manager.token },
      );
      if (changed.status !== 400) problems.push(describeReply(`update ${table.name}`, changed));
      if (table.name === 'clients') {
        const field = await api.post(
          '/auth/update-client-field',
          { id, field: column, value: EXPANDING },
          { host: SHOP, token: manager.token },
        );
        if (field.status !== 400) problems.push(describeReply('update-client-field', field));
      }
    }
    expect(probed).toBeGreaterThan(0);
    expect(problems.join('\n')).toBe('');
  });

  it('keeps every unique column short enough that its key form fits a key', () => {
    // A text column's limit holds in the NFKC form (columns.ts), at most 3 bytes a character.
    for (const table of allTables().filter((t) => t.unique)) {
      const column = table.columns.find((c) => c.name === table.unique?.column) as ColumnSpec;
      expect(['text', 'email', 'phone'], table.name).toContain(column.type);
      expect((column.max ?? 200) * 3, table.name).toBeLessThanOrEqual(KEY_PART_MAX_BYTES);
    }
  });
});
