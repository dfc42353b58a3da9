import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnResource } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteEntry } from '../../functions/src/routes';
import { readConfig } from '../../functions/src/platform/config';
import { constructIdOf } from '../../infra/cdk/api-stack';
import { omittedAdapters } from '../../infra/cdk/bundling';
import { buildKantoor } from '../../infra/cdk/kantoor';
import { REPO_ROOT } from '../../infra/cdk/repo-root';
import { testApp } from './kantoor-app';

/**
 * Bundles real functions, exactly as `cdk synth` does, and reads what each bundle holds from its
 * source map (the list of every input file esbuild put in it). No timings: npm run
 * bench:bundles measures those.
 */
const route = (key: string): RouteEntry => {
  const found = routeList().find((entry) => entry.key === key);
  if (!found) throw new Error(`no route ${key}`);
  return found;
};

// A public route that touches nothing, a token route that sends email, one with media, and
// one that signs tokens.
const HEALTH = route('GET /health');
const SIGN_IN = route('POST /auth/login');
const EMAIL = routeList().find((entry) => entry.auth === 'token' && entry.uses.includes('email'));
const MEDIA = routeList().find((entry) => entry.uses.includes('media:read'));
// A route that makes companies' domains distribution tenants.
const DOMAINS = route('POST /auth/get-domain-status');
// A route whose write invalidates the site's cached pages.
const INVALIDATES = route('POST /auth/save-post');
// A route that seals secrets at rest (a TOTP enrolment) and signs nothing.
const SEALS = route('POST /auth/two-factor/enrol');

type Bundle = { file: string; sources: string[]; code: string };

function bundleOf(fn: { node: { defaultChild?: unknown } }, outdir: string): Bundle {
  const asset = (fn.node.defaultChild as CfnResource).getMetadata('aws:asset:path') as string;
  const map = JSON.parse(readFileSync(join(outdir, asset, 'index.mjs.map'), 'utf8')) as {
    sources: string[];
  };
  const file = join(outdir, asset, 'index.mjs');
  return { file, sources: map.sources, code: readFileSync(file, 'utf8') };
}

const has = (bundle: Bundle, path: string) =>
  bundle.sources.some((source) => source.includes(path));

describe('route bundles hold what their uses need', () => {
  const bundles = new Map<string, Bundle>();

  beforeAll(() => {
    if (!EMAIL || !MEDIA) throw new Error('the route table has no email or media route');
    const app = testApp({
      'aws:cdk:bundling-stacks': ['**'],
      'aws:cdk:enable-asset-metadata': true,
    });
    const { apis, scheduler } = buildKantoor(app, {
      env: { region: 'af-south-1' },
      routes: [HEALTH, EMAIL, MEDIA, SIGN_IN, DOMAINS, INVALIDATES, SEALS],
      emailFrom: 'no-reply@kantoor.test',
    });
    for (const stack of apis) {
      for (const fn of stack.functions) bundles.set(fn.node.id, bundleOf(fn.function, app.outdir));
    }
    bundles.set('dispatcher', bundleOf(scheduler.dispatcher, app.outdir));
    // Six esbuild runs: far longer than a hook's default 10 s on a busy machine.
  }, 600_000);

  const get = (id: string) => {
    const bundle = bundles.get(id);
    if (!bundle) throw new Error(`no bundle ${id} among ${[...bundles.keys()].join(', ')}`);
    return bundle;
  };

  it('a route without email, sms, media, signing, schedules or internet holds none of their clients', () => {
    expect(omittedAdapters(HEALTH)).toEqual([
      'SES',
      'SNS',
      'S3',
      'KMS',
      'KMS_BOX',
      'SCHEDULER',
      'FX',
      'CLOUDFRONT',
      'CLOUDFRONT_CACHE',
    ]);
    const health = get('GetHealth');
    for (const client of [
      'client-sesv2',
      'client-sns',
      'client-s3',
      'client-kms',
      'client-scheduler',
      'client-cloudfront',
    ]) {
      expect(has(health, `@aws-sdk/${client}/`), client).toBe(false);
    }
    expect(health.code).not.toContain('SendEmail');
    // The table's client is there.
    expect(has(health, '@aws-sdk/client-dynamodb/')).toBe(true);
  });

  it('a token route that sends email holds SES, but not KMS (it only verifies), SNS or S3', () => {
    const email = get(constructIdOf((EMAIL as RouteEntry).key));
    expect(has(email, '@aws-sdk/client-sesv2/')).toBe(true);
    expect(email.code).toContain('SendEmail');
    expect(has(email, '@aws-sdk/client-kms/')).toBe(false);
    expect(has(email, '@aws-sdk/client-sns/')).toBe(false);
    expect(has(email, '@aws-sdk/client-s3/')).toBe(false);
    // It verifies with the public key from its environment.
    expect(has(email, 'functions/src/platform/adapters/public-key.ts')).toBe(true);
  });

  it('only a route that uses domains holds CloudFront (distribution tenants)', () => {
    expect(DOMAINS.uses).toContain('domains');
    const domains = get(constructIdOf(DOMAINS.key));
    expect(has(domains, '@aws-sdk/client-cloudfront/')).toBe(true);
    expect(domains.code).toContain('CreateDistributionTenant');
    const cloudfront = new Set(
      [DOMAINS, INVALIDATES, EMAIL, MEDIA]
        .filter((r) => r!.uses.includes('domains') || r!.uses.includes('site:invalidate'))
        .map((r) => constructIdOf(r!.key)),
    );
    for (const [id, bundle] of bundles) {
      if (cloudfront.has(id)) continue;
      expect(has(bundle, '@aws-sdk/client-cloudfront/'), id).toBe(false);
    }
  });

  it("a route that invalidates the site's pages holds that CloudFront call and not the tenants' onboarding", () => {
    expect(INVALIDATES.uses).toContain('site:invalidate');
    const bundle = get(constructIdOf(INVALIDATES.key));
    expect(has(bundle, 'functions/src/platform/adapters/cloudfront-site-cache.ts')).toBe(true);
    expect(bundle.code).toContain('CreateInvalidationForDistributionTenant');
    expect(has(bundle, 'functions/src/platform/adapters/cloudfront-domain-tenants.ts')).toBe(false);
    const domains = get(constructIdOf(DOMAINS.key));
    expect(has(domains, 'functions/src/platform/adapters/cloudfront-site-cache.ts')).toBe(false);
  });

  it('only a route that signs tokens holds KMS', () => {
    expect(has(get(constructIdOf(SIGN_IN.key)), '@aws-sdk/client-kms/')).toBe(true);
    expect(SIGN_IN.uses).toContain('sign');
  });

  it('only a route that uses the secret box holds its KMS data keys (and not the KMS signer)', () => {
    expect(SEALS.uses).toContain('secret-box');
    expect(SEALS.uses).not.toContain('sign');
    const seals = get(constructIdOf(SEALS.key));
    expect(has(seals, 'platform/adapters/kms-secret-box.ts')).toBe(true);
    expect(seals.code).toContain('GenerateDataKey');
    expect(has(seals, 'platform/adapters/kms-signer.ts')).toBe(false);
    for (const [id, bundle] of bundles) {
      if (id === constructIdOf(SEALS.key)) continue;
      expect(has(bundle, 'platform/adapters/kms-secret-box.ts'), id).toBe(false);
      expect(bundle.code, id).not.toContain('GenerateDataKey');
    }
  });

  it('every bundle verifies tokens with one JWT library', () => {
    for (const [id, bundle] of bundles) {
      expect(has(bundle, 'node_modules/aws-jwt-verify/'), id).toBe(false);
    }
    expect(has(get(constructIdOf((EMAIL as RouteEntry).key)), 'node_modules/jose/')).toBe(true);
  });

  it("only a media route holds the SDK's event streams (S3 sets them up); the others hold stubs", () => {
    const stub = 'is left out of this Lambda bundle';
    for (const [id, bundle] of bundles) {
      const media = id === constructIdOf((MEDIA as RouteEntry).key);
      expect(bundle.code.includes('Reported message length'), id).toBe(media);
      expect(bundle.code.includes(`event-streams/index.js ${stub}`), id).toBe(!media);
      // zod's JSON Schema code is a stub everywhere.
      expect(bundle.code, id).toContain(`zod/v4/core/to-json-schema.js ${stub}`);
      expect(bundle.code, id).not.toContain('json-schema.org/draft');
    }
  });

  it('a media route holds S3; the scheduled function holds SNS, the Scheduler and SES (fee reminders), not S3', () => {
    expect(has(get(constructIdOf((MEDIA as RouteEntry).key)), '@aws-sdk/client-s3/')).toBe(true);
    const dispatcher = get('dispatcher');
    expect(has(dispatcher, '@aws-sdk/client-sns/')).toBe(true);
    expect(has(dispatcher, '@aws-sdk/client-scheduler/')).toBe(true);
    expect(has(dispatcher, '@aws-sdk/client-sesv2/')).toBe(true);
    expect(has(dispatcher, '@aws-sdk/client-s3/')).toBe(false);
  });

  it("no bundle outside the table engine's routes holds the table definitions", () => {
    for (const [id, bundle] of bundles) {
      // The scheduled work runs every domain's jobs, closing's among them: a closed company's
      // audit entries are kept under each table's name, so its purge needs those names.
      if (id === 'dispatcher') continue;
      expect(bundle.code, id).not.toContain('Services List');
      expect(bundle.code, id).not.toContain('Promotions');
    }
  });

  it('no bundle holds the local adapters (key file, outbox)', () => {
    for (const [id, bundle] of bundles) {
      expect(has(bundle, 'platform/adapters/local-key-signer.ts'), id).toBe(false);
      expect(has(bundle, 'platform/adapters/local-secret-box.ts'), id).toBe(false);
      expect(has(bundle, 'platform/adapters/outbox.ts'), id).toBe(false);
    }
  });

  it('no bundle holds the credential chain beyond the environment (STS, SSO, ini, metadata)', () => {
    for (const [id, bundle] of bundles) {
      for (const module of [
        '@aws-sdk/nested-clients/',
        '@aws-sdk/credential-provider-ini/',
        '@aws-sdk/credential-provider-sso/',
        '@aws-sdk/credential-provider-web-identity/',
        '@smithy/credential-provider-imds/',
      ]) {
        expect(has(bundle, module), `${id} ${module}`).toBe(false);
      }
      expect(has(bundle, '@aws-sdk/credential-provider-env/'), id).toBe(true);
    }
  });

  it("no bundle holds jsonschema (ElectroDB's model check, which the tests run)", () => {
    for (const [id, bundle] of bundles) {
      expect(has(bundle, 'node_modules/jsonschema/'), id).toBe(false);
      expect(has(bundle, 'node_modules/electrodb/'), id).toBe(true);
    }
  });

  it('no bundle holds the DynamoDB commands nothing sends (infra/cdk/dynamodb-bundle)', () => {
    for (const [id, bundle] of bundles) {
      expect(has(bundle, 'client-dynamodb/dist-es/DynamoDB.js'), id).toBe(false);
      expect(has(bundle, 'lib-dynamodb/dist-es/DynamoDBDocument.js'), id).toBe(false);
      expect(has(bundle, 'client-dynamodb/dist-es/commands/ListTablesCommand.js'), id).toBe(false);
      expect(has(bundle, 'client-dynamodb/dist-es/commands/TransactWriteItemsCommand.js'), id).toBe(
        true,
      );
    }
  });

  it("a route's bundle holds its own entry of the route table, not the table", () => {
    for (const entry of [HEALTH, EMAIL as RouteEntry, MEDIA as RouteEntry, SIGN_IN]) {
      const bundle = get(constructIdOf(entry.key));
      expect(bundle.code, entry.key).toContain(JSON.stringify(entry));
      const others = routeList().filter((other) => other.key !== entry.key);
      for (const other of others) expect(bundle.code).not.toContain(other.handler);
    }
  });

  it('each bundle loads in a fresh node, and the health bundle answers', () => {
    const run = (script: string) =>
      spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '', KANTOOR_MODE: 'aws' },
      });
    for (const [id, bundle] of bundles) {
      const loaded = run(`await import(${JSON.stringify(bundle.file)});`);
      expect(loaded.stderr, id).not.toMatch(/Error/);
      expect(loaded.status, id).toBe(0);
    }
    const event = {
      rawPath: '/health',
      headers: {},
      requestContext: {
        requestId: 'r1',
        http: { method: 'GET', path: '/health', sourceIp: '192.0.2.1' },
      },
    };
    const answered = run(`
      const { handler } = await import(${JSON.stringify(get('GetHealth').file)});
      const result = await handler(${JSON.stringify(event)}, { awsRequestId: 'r1' });
      console.log(JSON.stringify(result));
    `);
    expect(answered.status, answered.stderr).toBe(0);
    const result = JSON.parse(answered.stdout.trim().split('\n').at(-1) ?? '{}') as {
      statusCode: number;
      body: string;
    };
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ status: 'ok', mode: 'aws' });
  });

  // `import * as z from 'zod'` (eslint.config.js): esbuild keeps the zod a bundle uses, and of
  // the translations only English, which zod sets by default.
  it('bundles zod with its English messages only, and not its JSON Schema import', () => {
    for (const [id, bundle] of bundles) {
      const locales = bundle.sources.filter((source) => source.includes('zod/v4/locales/'));
      expect(
        locales.map((source) => source.replace(/.*zod\/v4\/locales\//, '')),
        id,
      ).toEqual(['en.js']);
      expect(has(bundle, 'zod/v4/classic/from-json-schema.js'), id).toBe(false);
    }
  });
});

describe("a route's own entry", () => {
  // A bundle carries one entry (bundlingFor): the module it bundles must define that route.
  it('each route has its own handler module, which defines that route', () => {
    const modules = new Set<string>();
    for (const entry of routeList()) {
      expect(modules.has(entry.handler), entry.handler).toBe(false);
      modules.add(entry.handler);
      const source = readFileSync(join(REPO_ROOT, 'functions/src', entry.handler), 'utf8');
      expect(source.match(/defineHandler\(\s*'([^']+)'/)?.[1], entry.handler).toBe(entry.key);
    }
  });
});

describe('a function without a permission', () => {
  it("refuses the adapter's calls with the reason, as IAM would", async () => {
    const { createDeps } = await import('../../functions/src/platform/deps');
    process.env.KANTOOR_OMIT_SES = '1';
    try {
      const deps = createDeps(readConfig({ KANTOOR_MODE: 'aws' }));
      await expect(deps.email.send({ to: 'a@b.test', subject: 's', text: 't' })).rejects.toThrow(
        "does not declare 'email'",
      );
    } finally {
      delete process.env.KANTOOR_OMIT_SES;
    }
  });

  it('a bundle refuses to run in local mode (it holds no local adapters)', async () => {
    const { createDeps } = await import('../../functions/src/platform/deps');
    process.env.KANTOOR_OMIT_LOCAL = '1';
    try {
      expect(() => createDeps(readConfig({ KANTOOR_MODE: 'local' }))).toThrow(
        'KANTOOR_MODE=aws only',
      );
    } finally {
      delete process.env.KANTOOR_OMIT_LOCAL;
    }
  });
});
