import { join } from 'node:path';
import { LogLevel, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Permission, RouteEntry } from '../../functions/src/routes';
import { REPO_ROOT } from './repo-root';

// Everything is bundled, the AWS SDK included: the runtime's SDK version is not ours to pin and
// changes under us, while the bundle runs the exact versions of package-lock.json that the tests
// ran (the S3 checksum settings need a recent client). Measured, it is also the faster start:
// the median route with @aws-sdk/* and @smithy/* external, resolved from node_modules, is
// 382 KB instead of 650 but imports in about 730 ms of CPU instead of 200 (hundreds of files
// to resolve and compile instead of one). What a bundle leaves out instead: the adapters its
// `uses` does not declare, the local adapters, the route table (it carries its own entry), and
// what the aliases below replace; npm run bench:bundles measures, docs/decisions.md has the
// figures ("Lean bundles"). ElectroDB and the SDK call `require` inside the ESM bundle, hence
// the banner.
export const BUNDLING: BundlingOptions = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  externalModules: [],
  // Resolves the @shared/* path alias.
  tsconfig: join(REPO_ROOT, 'tsconfig.json'),
  esbuildArgs: {
    '--alias': [
      // The credential chain cut to the environment, where Lambda puts the role's credentials
      // (see credentials-bundle/index.ts): no STS, SSO, ini or metadata-service code.
      `@aws-sdk/credential-provider-node=${join(REPO_ROOT, 'infra/cdk/credentials-bundle/index.ts')}`,
      // ElectroDB's check of the entity models, which the tests run (see jsonschema-bundle).
      `jsonschema=${join(REPO_ROOT, 'infra/cdk/jsonschema-bundle/index.ts')}`,
      // The DynamoDB client and document client without the commands nothing sends (ElectroDB
      // requires the whole package, which kept every command: see dynamodb-bundle).
      `@aws-sdk/lib-dynamodb=${join(REPO_ROOT, 'infra/cdk/dynamodb-bundle/lib-dynamodb.mjs')}`,
      `@aws-sdk/client-dynamodb=${join(REPO_ROOT, 'infra/cdk/dynamodb-bundle/client-dynamodb.mjs')}`,
    ],
  },
  logLevel: LogLevel.WARNING,
};

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
  SCHEDULER: { permission: 'schedule', needed: (s: BundleScope) => s.uses.includes('schedule') },
  FX: { permission: 'internet', needed: (s: BundleScope) => s.uses.includes('internet') },
  CLOUDFRONT: { permission: 'domains', needed: (s: BundleScope) => s.uses.includes('domains') },
} satisfies Record<string, { permission: Permission; needed: (scope: BundleScope) => boolean }>;

export type Adapter = keyof typeof ADAPTERS;

/** The adapters a function's bundle leaves out. */
export const omittedAdapters = (scope: BundleScope): Adapter[] =>
  (Object.keys(ADAPTERS) as Adapter[]).filter((name) => !ADAPTERS[name].needed(scope));

/**
 * The bundling of one function: BUNDLING, minus the adapters its `uses` does not declare. A
 * route's bundle also carries its own entry of the route table (`process.env.KANTOOR_ROUTE`,
 * read by functions/src/platform/handler.ts) instead of the whole table.
 */
export function bundlingFor(scope: BundleScope | RouteEntry): BundlingOptions {
  return {
    ...BUNDLING,
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
  };
}
