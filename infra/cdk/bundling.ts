import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import type { BuildOptions } from 'esbuild';
import type { Permission, RouteEntry } from '../../functions/src/routes';
import { REPO_ROOT } from './repo-root';

// Everything is bundled, the AWS SDK included: the runtime's SDK version is not ours to pin and
// changes under us, while the bundle runs the exact versions of package-lock.json that the tests
// ran (the S3 checksum settings need a recent client). Measured, it is also the faster start:
// the median route with @aws-sdk/* and @smithy/* external, resolved from node_modules, is
// 382 KB instead of 650 but imports in about 730 ms of CPU instead of 200 (hundreds of files
// to resolve and compile instead of one). What a bundle leaves out instead: the adapters its
// `uses` does not declare, the local adapters, the route table (it carries its own entry), what
// the aliases below replace and the modules STUBS names; npm run bench:bundles measures,
// docs/decisions/build-and-bundles.md has the figures. ElectroDB and the SDK call `require`
// inside the ESM bundle, hence the banner. esbuild runs through its API
// (infra/cdk/bundler/build-function.mjs), not the command line NodejsFunction runs, because
// the stubs need a plugin.
export const BUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: {
    js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  },
  // Resolves the @shared/* path alias.
  tsconfig: join(REPO_ROOT, 'tsconfig.json'),
  absWorkingDir: REPO_ROOT,
  alias: {
    // The credential chain cut to the environment, where Lambda puts the role's credentials
    // (see credentials-bundle/index.ts): no STS, SSO, ini or metadata-service code.
    '@aws-sdk/credential-provider-node': join(REPO_ROOT, 'infra/cdk/credentials-bundle/index.ts'),
    // ElectroDB's check of the entity models, which the tests run (see jsonschema-bundle).
    jsonschema: join(REPO_ROOT, 'infra/cdk/jsonschema-bundle/index.ts'),
    // The DynamoDB client and document client without the commands nothing sends (ElectroDB
    // requires the whole package, which kept every command: see dynamodb-bundle).
    '@aws-sdk/lib-dynamodb': join(REPO_ROOT, 'infra/cdk/dynamodb-bundle/lib-dynamodb.mjs'),
    '@aws-sdk/client-dynamodb': join(REPO_ROOT, 'infra/cdk/dynamodb-bundle/client-dynamodb.mjs'),
  },
  logLevel: 'warning',
} satisfies BuildOptions;

/**
 * A module a bundle leaves out although a package it uses imports it (by a relative path, which
 * `alias` cannot replace). The bundler loads a stub instead: the same exports, each throwing,
 * when called, an error that names the module and the reason. `factories` are the exports a
 * package calls as it builds its objects: they return the throwing function instead.
 */
export type Stub = { reason: string; factories?: string[] };

/** Modules no function uses, keyed by the end of their path under node_modules. */
export const STUBS: Record<string, Stub> = {
  // zod's JSON Schema output (17 KB): zod attaches it to every schema, so esbuild keeps it, but
  // no function turns a schema into JSON Schema (only parse and safeParse run in functions).
  'zod/v4/core/to-json-schema.js': {
    reason: 'no function turns a zod schema into JSON Schema',
    factories: ['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod'],
  },
  'zod/v4/core/json-schema-processors.js': {
    reason: 'no function turns a zod schema into JSON Schema',
  },
};

/**
 * The SDK's event streams (14 KB), which every client's protocol imports in case an operation
 * streams events. Only S3 has such operations among the clients Kantoor uses (and its client
 * sets them up when it is made), so only bundles without S3 leave them out.
 */
export const EVENT_STREAMS: Record<string, Stub> = {
  '@smithy/core/dist-es/submodules/event-streams/index.js': {
    reason: 'none of the operations this function sends streams events (only S3 has such)',
  },
};

/** One bundle to build: esbuild's options (JSON only), the stubs, files to copy beside it. */
export type FunctionBuild = {
  options: BuildOptions;
  stubs: Record<string, Stub>;
  copy?: Array<{ from: string; to: string }>;
  /** Where to write esbuild's metafile (the inputs a bundle holds), if anywhere. */
  metafile?: string;
};

const BUILDER = join(REPO_ROOT, 'infra/cdk/bundler/build-function.mjs');

/** Builds a bundle in a child process (CDK's local bundling is synchronous); throws if it fails. */
export function runBuild(job: FunctionBuild): void {
  const child = spawnSync(process.execPath, [BUILDER], {
    cwd: REPO_ROOT,
    input: JSON.stringify(job),
    stdio: ['pipe', 'inherit', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (child.status !== 0) {
    throw new Error(`esbuild failed for ${JSON.stringify(job.options.entryPoints)}`, {
      cause: child.error,
    });
  }
}

/** What a function may touch, as far as its bundle is concerned (a route, or the dispatcher). */
export type BundleScope = Pick<RouteEntry, 'auth' | 'uses'> & { key: string };

/**
 * The AWS adapters of functions/src/platform/deps.ts, each with the permission that lets a
 * function use it. A bundle holds an adapter only when its function's `uses` declares that
 * permission (the same rule IAM follows: route-permissions.ts grants nothing else): for the
 * others the bundle defines `process.env.KANTOOR_OMIT_<ADAPTER>`, deps.ts then answers "does not
 * declare" instead, esbuild folds the test and drops the adapter and its AWS client.
 */
export const ADAPTERS = {
  SES: { permission: 'email', needed: (s: BundleScope) => s.uses.includes('email') },
  SNS: { permission: 'sms', needed: (s: BundleScope) => s.uses.includes('sms') },
  S3: {
    permission: 'media:read',
    needed: (s: BundleScope) => s.uses.includes('media:read') || s.uses.includes('media:write'),
  },
  // Only signing asks KMS: verifying uses the public half from the environment.
  KMS: { permission: 'sign', needed: (s: BundleScope) => s.uses.includes('sign') },
  // Sealing secrets at rest asks KMS for data keys (the same client as signing).
  KMS_BOX: {
    permission: 'secret-box',
    needed: (s: BundleScope) => s.uses.includes('secret-box'),
  },
  SCHEDULER: { permission: 'schedule', needed: (s: BundleScope) => s.uses.includes('schedule') },
  FX: { permission: 'internet', needed: (s: BundleScope) => s.uses.includes('internet') },
  CLOUDFRONT: { permission: 'domains', needed: (s: BundleScope) => s.uses.includes('domains') },
  CLOUDFRONT_CACHE: {
    permission: 'site:invalidate',
    needed: (s: BundleScope) => s.uses.includes('site:invalidate'),
  },
} satisfies Record<string, { permission: Permission; needed: (scope: BundleScope) => boolean }>;

export type Adapter = keyof typeof ADAPTERS;

/** The adapters a function's bundle leaves out. */
export const omittedAdapters = (scope: BundleScope): Adapter[] =>
  (Object.keys(ADAPTERS) as Adapter[]).filter((name) => !ADAPTERS[name].needed(scope));

/** The stubs of a function's bundle: STUBS, and the event streams unless it uses S3. */
export const stubsFor = (scope: BundleScope): Record<string, Stub> =>
  ADAPTERS.S3.needed(scope) ? STUBS : { ...STUBS, ...EVENT_STREAMS };

/**
 * The build of one function: BUILD_OPTIONS, minus the adapters its `uses` does not declare, with
 * its stubs. A route's bundle also carries its own entry of the route table
 * (`process.env.KANTOOR_ROUTE`, read by functions/src/platform/handler.ts) instead of the whole
 * table.
 */
export function buildFor(
  scope: BundleScope | RouteEntry,
  entry: string,
  outdir: string,
  copy: Array<{ from: string; to: string }> = [],
): FunctionBuild {
  return {
    options: {
      ...BUILD_OPTIONS,
      entryPoints: [entry],
      outfile: join(outdir, 'index.mjs'),
      define: {
        'process.env.KANTOOR_BUNDLE_OF': JSON.stringify(scope.key),
        // Bundles run in AWS: no local adapters (functions/src/platform/deps.ts).
        'process.env.KANTOOR_OMIT_LOCAL': '"1"',
        ...('handler' in scope
          ? { 'process.env.KANTOOR_ROUTE': JSON.stringify(JSON.stringify(scope)) }
          : {}),
        ...Object.fromEntries(
          omittedAdapters(scope).map((name) => [`process.env.KANTOOR_OMIT_${name}`, '"1"']),
        ),
      },
    },
    stubs: stubsFor(scope),
    copy: copy.map(({ from, to }) => ({ from, to: join(outdir, to) })),
  };
}

/**
 * CDK's local bundling of one function. CDK keys its asset cache (and the folder it bundles
 * into) on the bundling options as JSON: the fields here make that key the function's own.
 */
class LocalBuild implements ILocalBundling {
  constructor(
    readonly scope: BundleScope | RouteEntry,
    readonly entry: string,
    readonly copy: Array<{ from: string; to: string }>,
  ) {}

  tryBundle(outputDir: string): boolean {
    runBuild(buildFor(this.scope, this.entry, outputDir, this.copy));
    return true;
  }
}

/**
 * The code of a function: its bundle (index.mjs, handler `index.handler`), built locally at
 * synth as NodejsFunction builds (the asset hash is the output's). `copy` puts files beside it.
 * When a stack is not bundled (tests, `cdk synth` of other stacks), CDK skips this.
 */
export function functionCode(
  scope: BundleScope | RouteEntry,
  entry: string,
  copy: Array<{ from: string; to: string }> = [],
): Code {
  return Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: local bundling always answers (it throws when esbuild fails).
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
      local: new LocalBuild(scope, entry, copy),
    },
  });
}
