import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOBS_BY_DOMAIN, jobs } from '../../functions/src/jobs';
import { joinJobs, runTick, runUnit, UNIT_ATTEMPTS } from '../../functions/src/platform/jobs';
import { LocalWorkQueue } from '../../functions/src/platform/adapters/local-work-queue';
import type { Deps } from '../../functions/src/platform/deps';
import { createLogger } from '../../functions/src/platform/log';
import { joinRoutes, listRoutes } from '../../functions/src/platform/route-spec';
import { joinSeeds } from '../../functions/src/platform/seed-step';
import { ROUTES_BY_DOMAIN, routeList, type RouteKey } from '../../functions/src/routes';
import { groupRoutes } from '../../infra/cdk/route-groups';
import { createApiServer, loadRoutes } from '../../infra/local/http-server';
import { runSeeds, SEEDS_BY_DOMAIN } from '../../infra/local/seed/seed';
import { joinEntities } from '../../functions/src/db/entities/model';
import { DEFINITIONS, ENTITIES_BY_OWNER } from '../../functions/src/entities';
import { fakeDomainEntities } from '../fixtures/fake-domain/entities';
import { fakeThingDefinition } from '../fixtures/fake-domain/entities/fake-thing.entity';
import { fakeDomainJobs } from '../fixtures/fake-domain/jobs';
import { fakeDomainRoutes } from '../fixtures/fake-domain/routes';
import { fakeDomainSeeds } from '../fixtures/fake-domain/seed';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'functions/src');
const FIXTURES = join(ROOT, 'test/fixtures');
const read = (path: string) => readFileSync(path, 'utf8');

/** The domain folders of functions/src that hold `file`. */
const foldersWith = (file: string) =>
  readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => readdirSync(join(SRC, name)).includes(file))
    .sort();

/** Every .ts file under a folder, as paths relative to the repository. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

// The route keys a routes.ts declares, with the handler each names.
const declared = (source: string) =>
  [...source.matchAll(/'((?:GET|POST) \/[^']*)': \{\s*(?:\/\/[^\n]*\s*)*handler: '([^']+)'/g)].map(
    ([, key, handler]) => ({ key: key!, handler: handler! }),
  );

describe('the route table, joined from the domains', () => {
  it('declares no route in the join file itself', () => {
    expect(read(join(SRC, 'routes.ts'))).not.toMatch(/'(GET|POST|PUT|PATCH|DELETE) \//);
  });

  it('joins every domain folder that has a routes.ts, by its folder name', () => {
    expect(Object.keys(ROUTES_BY_DOMAIN).sort()).toEqual(foldersWith('routes.ts'));
  });

  it('keeps each route in the routes.ts of its handler’s folder, once', () => {
    const seen: string[] = [];
    for (const domain of foldersWith('routes.ts')) {
      for (const { key, handler } of declared(read(join(SRC, domain, 'routes.ts')))) {
        expect(handler, key).toMatch(new RegExp(`^${domain}/handlers/`));
        seen.push(key);
      }
    }
    expect(seen.sort()).toEqual(
      routeList()
        .map((route) => route.key)
        .sort(),
    );
  });

  it('names each handler’s route in its own folder’s routes.ts', () => {
    const problems: string[] = [];
    for (const file of sources(SRC).filter((path) => path.endsWith('.handler.ts'))) {
      const key = read(join(ROOT, file)).match(/defineHandler\(\s*'([^']+)'/)?.[1];
      if (!key) continue;
      const domain = relative(SRC, join(ROOT, file)).split('/')[0]!;
      const table = declared(read(join(SRC, domain, 'routes.ts')));
      if (!table.some((route) => route.key === key && `functions/src/${route.handler}` === file))
        problems.push(`${file}: ${key} is not in ${domain}/routes.ts with this handler`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps each route key a literal type', () => {
    const key: RouteKey = 'POST /auth/login';
    // @ts-expect-error: a key no domain declares is not a route.
    const missing: RouteKey = 'POST /auth/no-such-route';
    expect([key, missing]).toHaveLength(2);
  });

  it('refuses a key declared twice and a handler outside its domain', () => {
    const twice = {
      auth: { 'GET /x': { handler: 'auth/x.ts', auth: 'public', tenant: 'none', uses: [] } },
    } as const;
    expect(() =>
      joinRoutes({
        ...twice,
        site: { 'GET /x': { ...twice.auth['GET /x'], handler: 'site/x.ts' } },
      }),
    ).toThrow(/GET \/x is declared twice/);
    expect(() => joinRoutes({ site: twice.auth })).toThrow(/outside site\//);
  });
});

describe('the jobs and the seed steps, joined from the domains', () => {
  it('joins every domain folder that has a jobs.ts, in tick order', () => {
    const joined = read(join(SRC, 'jobs.ts'));
    for (const domain of foldersWith('jobs.ts')) expect(joined).toContain(`'./${domain}/jobs'`);
    // An invoice issued this tick can be reminded of in the same tick.
    expect(jobs.map((job) => job.name)).toEqual([
      'sms-dispatch',
      'fee-reminders',
      'recurring-invoices',
      'invoice-reminders',
      'store-holds',
      'booking-reminders',
      'company-closing',
      'renewal-reminders',
    ]);
  });

  it('joins every domain folder that has a seed.ts; only the local seed imports one', () => {
    const joined = read(join(ROOT, 'infra/local/seed/seed.ts'));
    for (const domain of foldersWith('seed.ts'))
      expect(joined).toContain(`'../../../functions/src/${domain}/seed'`);
    // A seed step is in no Lambda bundle: nothing under functions/ imports one but the seed
    // modules of its own domain.
    const importers = sources(SRC).filter(
      (file) =>
        !/\/seed(-[a-z]+)?\.ts$/.test(file) &&
        /from '[^']*\/seed(-[a-z]+)?'/.test(read(join(ROOT, file))),
    );
    expect(importers).toEqual([]);
  });
});

describe('a new domain: its folder and one line in each join', () => {
  const table = joinRoutes({ ...ROUTES_BY_DOMAIN, 'fake-domain': fakeDomainRoutes });
  const list = listRoutes(table);
  const fake = list.filter((route) => route.handler.startsWith('fake-domain/'));

  it('adds its routes to the table and to their own API stack', () => {
    expect(list.length).toBe(routeList().length + 1);
    expect(fake.map((route) => route.key)).toEqual(['GET /fake-domain/ping']);
    const groups = groupRoutes(list);
    expect(groups.find((group) => group.domain === 'fake-domain')).toMatchObject({
      stackName: 'KantoorApiFakeDomain',
      routes: [expect.objectContaining({ key: 'GET /fake-domain/ping' })],
    });
    // The real domains' stacks stay as they are.
    expect(groups.filter((group) => group.domain !== 'fake-domain')).toEqual(
      groupRoutes(routeList()),
    );
  });

  it('is served by the local server from its handler module', async () => {
    const server = createApiServer(await loadRoutes(FIXTURES, fake));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/fake-domain/ping`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ pong: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('adds its entities to the one table, keyed inside the tenant', () => {
    const joined = joinEntities({ ...ENTITIES_BY_OWNER, 'fake-domain': fakeDomainEntities });
    expect(Object.keys(joined)).toEqual([...Object.keys(DEFINITIONS), 'fakeThing']);
    const entity = joined.fakeThing.create({ table: 'kantoor' });
    const { Key } = entity.get({ emis: 'acme-1', id: 't1' }).params() as {
      Key: { pk: string; sk: string };
    };
    expect(Key.pk).toBe('acme-1#fake-thing');
    // A name another owner already declared is refused, not silently replaced.
    expect(() =>
      joinEntities({ ...ENTITIES_BY_OWNER, 'fake-domain': { invoice: fakeThingDefinition } }),
    ).toThrow('Entity invoice is declared by documents and by fake-domain');
  });

  it('adds its jobs to the tick, after the others', async () => {
    const joined = joinJobs([...JOBS_BY_DOMAIN, fakeDomainJobs]);
    expect(joined.map((job) => job.name)).toEqual([...jobs.map((job) => job.name), 'fake-sweep']);
    const deps = { log: createLogger({}, 'silent', () => {}) } as unknown as Deps;
    const now = new Date('2026-03-02T06:00:00.000Z');
    const queue = new LocalWorkQueue(
      (unit) => runUnit(fakeDomainJobs, deps, unit),
      deps.log,
      UNIT_ATTEMPTS,
    );
    const reply = await runTick([fakeDomainJobs[0]!], deps, now, queue);
    expect(reply).toEqual({
      now: now.toISOString(),
      jobs: { 'fake-sweep': { units: 1, results: [{ result: now.toISOString() }] } },
      failed: [],
      deadLetters: [],
    });
  });

  it('adds its seed step, which a data directory seeded earlier gets alone', async () => {
    const steps = joinSeeds([...SEEDS_BY_DOMAIN, fakeDomainSeeds]);
    expect(steps.at(-1)?.id).toBe('fake-domain');
    // A data directory the old version chain seeded whole (`seed` = 9), and the steps added
    // since recorded by their markers: only the new step runs.
    const meta = new Map<string, string>([
      ['seed', '9'],
      ...joinSeeds(SEEDS_BY_DOMAIN).map((step): [string, string] => [`seed:${step.id}`, 'ran']),
    ]);
    const files: string[] = [];
    const deps = {
      config: { mode: 'local' },
      clock: { now: () => new Date('2026-03-02T06:00:00.000Z') },
      blobs: { put: async (key: string) => void files.push(key) },
      db: {
        entities: {
          meta: {
            get: ({ name }: { name: string }) => ({
              go: async () => ({ data: meta.has(name) ? { name, value: meta.get(name) } : null }),
            }),
            put: ({ name, value }: { name: string; value: string }) => ({
              go: async () => void meta.set(name, value),
            }),
          },
        },
      },
    } as unknown as Deps;
    // Every step so far is recorded as run: only the fake domain's new step runs.
    expect(await runSeeds(deps, steps)).toEqual(['fake-domain']);
    expect(files).toContain('fake-domain/baron-007.txt');
    expect(meta.has('seed:fake-domain')).toBe(true);
    expect(await runSeeds(deps, steps)).toEqual([]);
    expect(() => joinSeeds([fakeDomainSeeds, ...SEEDS_BY_DOMAIN])).toThrow(/needs tenants/);
  });
});
