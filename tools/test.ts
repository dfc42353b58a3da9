import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { SHARED_RUNTIME_VAR, type SharedRuntime } from '../test/support/test-runtime';
import { buildWeb } from '../infra/local/build-web';

/**
 * `npm test`: every check, each stage started as soon as the stages it needs have ended (STAGES).
 * The web app is built once, and the API and browser suites each get a local runtime started
 * here beside other work (their global setups start their own when run alone). Prints each
 * stage's time and start at the end and exits non-zero when any failed; a failed stage stops
 * only the stages that need it. `npm test -- api e2e` runs only the stages named (with what they
 * need).
 */

type Stage = {
  name: string;
  /** A command, or work done in this process. */
  command: string[] | (() => Promise<void>);
  /** The stages it needs, ended well, before it starts (run with it when it is named alone). */
  needs?: string[];
  /** Stages it waits for only to keep the machine's cores for them, when they run at all. */
  after?: string[];
  /** Runs against the runtime of that name (started by an earlier stage), stopped after it. */
  runtime?: Suite;
  /** Writes straight through as it runs (one stage); the others' output follows at their end. */
  live?: boolean;
};
type Suite = 'api' | 'e2e';
type Outcome = { name: string; ok: boolean; seconds: number; startedAt: number };

// Vitest leaves a core to its main process (one worker on two cores), which then idles while a
// single worker renders jsdom; two workers keep both cores busy.
const WORKERS = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
// The test runners' own scripts on this Node, not through npx (half a CPU-second each to find them).
const vitest = (...projects: string[]) => [
  process.execPath,
  'node_modules/vitest/vitest.mjs',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
];

/**
 * Every Node process of the run (runtimes, test runners, ESLint) with a young generation of up to
 * 64 MB, not 16: the handlers, the AWS SDK and ESLint make many short-lived objects, and fewer,
 * larger scavenges cost less. Ten API files, three runs each way: the runtime 12.6 to 11.6
 * CPU-seconds, vitest 9.7 to 8.9; ESLint on the features 34.8 to 33.9.
 */
const BASE_ENV = {
  ...process.env,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' '),
};
const runtimes = new Map<Suite, { shared: SharedRuntime; stop: () => Promise<void> }>();

/**
 * A runtime for one suite, in its own process (the handlers read their stores from process.env,
 * so one process holds one runtime). Each suite has its own: the API suites change seeded
 * companies (payroll months, school-fee payments, email groups, users) that the browser specs
 * expect as seeded.
 */
function startRuntime(suite: Suite): () => Promise<void> {
  return () =>
    new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'test/support/test-runtime-child.ts'],
        { env: BASE_ENV, stdio: ['pipe', 'pipe', 'inherit'] },
      );
      running.add(child);
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      child.once('exit', (code) => reject(new Error(`the ${suite} runtime exited with ${code}`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!line.startsWith('{')) return;
        runtimes.set(suite, {
          shared: JSON.parse(line) as SharedRuntime,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
            running.delete(child);
          },
        });
        resolve();
      });
    });
}

/**
 * Every stage starts once the stages it needs have ended. The machine is busy all the way
 * through (two cores at 92-100 %), and the API suites are the longest chain, each request
 * waiting on their runtime, so every process beside them stretches them. Measured layouts (full
 * runs, this machine):
 * - everything at once: 629.8 s (the API suites took 523 s among typecheck, lint and the
 *   component tests);
 * - the same with the API chain at a higher CPU priority (nice): slower still, stopped at 520 s;
 * - the checks first, then the component tests beside the two runtimes starting, then the two
 *   suites with the CDK and local-contract suites beside them: 583.9 s; the API suites then ran
 *   alone for their last 65-75 s, on one core;
 * - with TypeScript 7 for the typecheck, ESLint (one core) beside the rest from the start, and
 *   the CDK and local-contract suites after the browser suite: 541.8 s; the API suites (from
 *   125 s, one file at a time) ended 84 s after the browser suite;
 * - the same with the API suites started as soon as their runtime was up (80 s): 524.3 s, the
 *   API suites still the last to end;
 * - the same with the API files two at a time: 549.6 s, the browser suite stretched by 36 s
 *   and then the last to end, with the CDK and local-contract suites after it;
 * - the API files one at a time again (the layout of 524.3 s);
 * - the API suites' runtime started once the build and pictures are made, not after the
 *   typecheck too, and the CDK and local-contract suites at the end at nice 10 beside the API
 *   suites: 472.5 s, the API suites from 48 s to 457 s, then the CDK suite the last (65 s);
 * - the same with the local-contract suite alone at nice 10 (it waits on `npm start` most of
 *   its time), the CDK suite beside it at the normal priority: 500.6-511.5 s on idle fresh
 *   clones (reused), 529.3 s on a true fresh clone (a cold picture cache and transform caches);
 *   the CDK and local-contract suites ran last for about 45 s on 1.2 cores;
 * - this one: the CDK and local-contract suites from the start of the browser suite, beside it
 *   and the API suites.
 */
const CHECKS = ['typecheck', 'build', 'pictures'];
const STARTED = ['unit+web', 'runtime:api', 'runtime:e2e'];
const STAGES: Stage[] = [
  // The native TypeScript compiler (7) takes both cores for 10 s alone (30 s here, beside the
  // rest); ESLint one core for a minute alone, beside everything up to the two suites.
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  // The production build the browser suite drives (and the API suite's page documents): once,
  // up front, so that `npm start` in the local stage finds it current.
  { name: 'build', command: buildWeb },
  // The demo companies' pictures, painted once into the seed's cache: the two runtimes and the
  // local contract's `npm start` then seed without painting them three times.
  {
    name: 'pictures',
    command: ['node', '--import', 'tsx', 'infra/local/seed/paint-pictures.ts'],
  },
  // The component tests (two workers), with both suites' runtimes starting beside them.
  { name: 'unit+web', command: [...vitest('unit', 'web', 'web-mocks'), WORKERS], after: CHECKS },
  // The API suites are the longest chain: their runtime starts as soon as it can.
  { name: 'runtime:api', command: startRuntime('api'), needs: ['build', 'pictures'] },
  {
    name: 'runtime:e2e',
    command: startRuntime('e2e'),
    needs: ['build', 'pictures'],
    after: CHECKS,
  },
  // The browser suite (two workers) and the API suites, each on its own runtime. The API suites
  // end a minute after the browser's, on one core: the CDK and local-contract suites take the
  // other then.
  {
    name: 'e2e',
    command: [process.execPath, 'node_modules/@playwright/test/cli.js', 'test'],
    runtime: 'e2e',
    needs: ['runtime:e2e'],
    after: STARTED,
    live: true,
  },
  // The API suites are the longest chain: they start as soon as their runtime is up, beside
  // the component tests. One file at a time: two (alone 147 s against 227 s) took more of the
  // machine in all (549.6 s, the browser suite then the last to end, against 524.3 s). Their
  // files may run two at a time (`--maxWorkers=2`): none expects another's writes not to happen.
  {
    name: 'api',
    command: vitest('api'),
    runtime: 'api',
    needs: ['runtime:api'],
  },
  // Beside the browser and API suites, from the start of the browser suite: the machine stays
  // busy to the end, which the two long suites reach together. Started after the browser suite
  // (the layout before), they ran last, on 1.2 cores, for 45 s.
  { name: 'cdk', command: vitest('cdk'), after: STARTED },
  {
    name: 'local',
    command: vitest('local'),
    needs: ['build', 'pictures'],
    after: STARTED,
  },
];

const running = new Set<ChildProcess>();

/** Runs a command; live, it writes straight through, else its output comes whole at its end. */
function spawnStage(
  stage: Stage & { command: string[] },
  env: NodeJS.ProcessEnv,
  live: boolean,
): Promise<boolean> {
  const [file, ...args] = stage.command as [string, ...string[]];
  const child = spawn(file, args, { env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      running.delete(child);
      if (!live) process.stdout.write(`\n── ${stage.name} ──\n${Buffer.concat(output).toString()}`);
      resolve(ok);
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.once('exit', (code) => finish(code === 0));
  });
}

async function timed(
  name: string,
  work: () => Promise<boolean>,
): Promise<Omit<Outcome, 'startedAt'>> {
  const started = performance.now();
  const ok = await work().catch((error: unknown) => {
    console.error(`${name}:`, error);
    return false;
  });
  return { name, ok, seconds: (performance.now() - started) / 1000 };
}

function table(outcomes: Outcome[], total: number): string {
  const width = Math.max(...outcomes.map((o) => o.name.length), 'total'.length);
  const row = (name: string, seconds: number, note: string) =>
    `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${note}`;
  return [
    '',
    'npm test (each stage starts once the stages it needs have ended):',
    ...outcomes.map((o) =>
      row(o.name, o.seconds, `${o.ok ? 'ok' : 'FAILED'}  (from ${o.startedAt.toFixed(0)} s)`),
    ),
    row('total', total, ''),
    '',
  ].join('\n');
}

async function main() {
  const started = performance.now();
  const only = process.argv.slice(2);
  // Named stages only, with the stages they need (a suite its runtime, a runtime the build).
  const byName = new Map(STAGES.map((stage) => [stage.name, stage]));
  const chosen = new Set<string>();
  const choose = (name: string) => {
    if (chosen.has(name)) return;
    chosen.add(name);
    for (const need of byName.get(name)?.needs ?? []) choose(need);
  };
  for (const stage of STAGES)
    if (only.length === 0 || only.includes(stage.name)) choose(stage.name);
  const stages = STAGES.filter((stage) => chosen.has(stage.name));
  const outcomes: Outcome[] = [];

  const stop = async () => {
    for (const child of running) child.kill('SIGTERM');
    await Promise.all([...runtimes.values()].map((runtime) => runtime.stop()));
    process.exit(1);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  const ended = new Map<string, Promise<boolean>>();
  const run = async (stage: Stage): Promise<boolean> => {
    const { command } = stage;
    const live = stage.live === true || stages.length === 1;
    if (typeof command === 'function') return command().then(() => true);
    if (!stage.runtime) return spawnStage({ ...stage, command }, BASE_ENV, live);
    const runtime = runtimes.get(stage.runtime);
    if (!runtime) throw new Error('no runtime: its stage failed');
    const env = { ...BASE_ENV, [SHARED_RUNTIME_VAR]: JSON.stringify(runtime.shared) };
    return spawnStage({ ...stage, command }, env, live).finally(() => runtime.stop());
  };
  for (const stage of stages) {
    const needs = stage.needs ?? [];
    const after = (stage.after ?? []).filter((name) => chosen.has(name) && !needs.includes(name));
    ended.set(
      stage.name,
      Promise.all([...needs, ...after].map((name) => ended.get(name)!)).then(async (oks) => {
        const startedAt = (performance.now() - started) / 1000;
        if (!oks.slice(0, needs.length).every(Boolean)) {
          outcomes.push({ name: stage.name, ok: false, seconds: 0, startedAt });
          console.error(`${stage.name}: not run, a stage it needs failed`);
          return false;
        }
        const outcome = { ...(await timed(stage.name, () => run(stage))), startedAt };
        outcomes.push(outcome);
        return outcome.ok;
      }),
    );
  }
  await Promise.all(ended.values());

  outcomes.sort((a, b) => a.startedAt - b.startedAt);
  process.stdout.write(table(outcomes, (performance.now() - started) / 1000));
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.name);
  if (failed.length > 0) console.error(`npm test: failed: ${failed.join(', ')}`);
  process.exit(failed.length > 0 ? 1 : 0);
}

void main();
