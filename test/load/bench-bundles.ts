// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { App, type CfnResource } from 'aws-cdk-lib';
import { routeList } from '../../functions/src/routes';
import { buildKantoor, FEATURE_FLAGS } from '../../infra/cdk/kantoor';
import { REPO_ROOT } from '../../infra/cdk/repo-root';
import { percentile } from './stats';

/**
 * npm run bench:bundles — builds every route function exactly as `cdk synth` does (the same
 * constructs: the route functions and their local esbuild build, infra/cdk/bundling.ts), then prints the
 * minified size of the route bundles (min / median / max) and the cold import time of the
 * median-size bundle: the median of RUNS fresh `node` processes that each import it once
 * (wall clock, and the process's CPU time, which a busy machine disturbs less). The bundles are
 * written under cdk.out/, inside the repository, so whatever a bundle leaves external would be
 * resolved from node_modules and counted in the import time.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const OUT = join(REPO_ROOT, 'cdk.out', 'bench-bundles');

const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
  context?: Record<string, unknown>;
};

type Bundle = { key: string; file: string; bytes: number };

function bundleEveryRoute(): Bundle[] {
  rmSync(OUT, { recursive: true, force: true });
  const app = new App({
    outdir: OUT,
    context: {
      ...cdkJson.context,
      ...FEATURE_FLAGS,
      'aws:cdk:bundling-stacks': ['**'],
      'aws:cdk:enable-asset-metadata': true,
    },
    builtinCloudFormationValidation: false,
  });
  const { apis } = buildKantoor(app, {
    env: { region: 'af-south-1' },
    routes: routeList(),
    emailFrom: 'no-reply@kantoor.test',
  });
  return apis.flatMap((stack) =>
    stack.functions.map((route) => {
      const fn = route.function.node.defaultChild as CfnResource;
      const asset = fn.getMetadata('aws:asset:path') as string;
      const file = join(OUT, asset, 'index.mjs');
      return { key: route.node.id, file, bytes: statSync(file).size };
    }),
  );
}

/** One fresh process importing the bundle once: wall and CPU milliseconds of the import. */
function coldImport(file: string): { wall: number; cpu: number } {
  const script = `
    const started = performance.now();
    const cpu = process.cpuUsage();
    await import(${JSON.stringify(file)});
    const used = process.cpuUsage(cpu);
    console.log(JSON.stringify({ wall: performance.now() - started, cpu: (used.user + used.system) / 1000 }));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (child.status !== 0) throw new Error(`importing ${file} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as {
    wall: number;
    cpu: number;
  };
}

const started = Date.now();
const bundles = bundleEveryRoute().sort((a, b) => a.bytes - b.bytes);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const middle = bundles[Math.floor((bundles.length - 1) / 2)];
const smallest = bundles[0];
const largest = bundles.at(-1);
if (!middle || !smallest || !largest) throw new Error('No route bundles were built');

console.log(`${bundles.length} route bundles in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(
  `size: min ${kb(smallest.bytes)} (${smallest.key})  median ${kb(middle.bytes)} (${middle.key})  max ${kb(largest.bytes)} (${largest.key})`,
);

const runs = Array.from({ length: RUNS }, () => coldImport(middle.file));
const walls = runs.map((run) => run.wall);
const cpus = runs.map((run) => run.cpu);
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(0);
  return `median ${at(50)} ms (min ${at(0)}, p25 ${at(25)}, p75 ${at(75)}, max ${at(100)})`;
};
console.log(`cold import of the median bundle, ${RUNS} fresh node processes:`);
console.log(`  wall ${spread(walls)}`);
console.log(`  cpu  ${spread(cpus)}`);
