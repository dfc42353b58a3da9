import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { SHARED_RUNTIME_VAR, type SharedRuntime } from '../test/support/test-runtime';
import { buildWeb } from '../infra/local/build-web';

/**
 * `npm test`: every check, in steps; the stages of one step run side by side where one of them
 * alone leaves a core idle. The web app is built once, and the API and browser suites each get
 * a local runtime started here beside other work (their global setups start their own when run
 * alone). Prints each stage's time at the end and exits non-zero when any failed; a failed stage
 * does not stop the others. `npm test -- api e2e` runs only the stages named (with what they need).
 */

type Stage = {
  name: string;
  /** A command, or work done in this process. */
  command: string[] | (() => Promise<void>);
  /** Runs against the runtime of that name (started by an earlier stage), stopped after it. */
  runtime?: Suite;
};
type Suite = 'api' | 'e2e';
type Outcome = { name: string; ok: boolean; seconds: number };

// Vitest leaves a core to its main process (one worker on two cores), which then idles while a
// single worker renders jsdom; two workers keep both cores busy.
const WORKERS = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
const vitest = (...projects: string[]) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
];

const BASE_ENV = { ...process.env };
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

const STEPS: Stage[][] = [
  // tsc and ESLint use one core each; the build's bursts fill the gaps.
  [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', 'lint'] },
    // The production build the browser suite drives (and the API suite's page documents): once,
    // up front, so that `npm start` in the local stage finds it current.
    { name: 'build', command: buildWeb },
    // The demo companies' pictures, painted once into the seed's cache: the two runtimes below
    // and the local contract's `npm start` then seed without painting them three times.
    {
      name: 'pictures',
      command: ['node', '--import', 'tsx', 'infra/local/seed/paint-pictures.ts'],
    },
  ],
  // The component tests (two workers), with both suites' runtimes starting beside them.
  [
    { name: 'unit+web', command: [...vitest('unit', 'web', 'web-mocks'), WORKERS] },
    { name: 'runtime:api', command: startRuntime('api') },
    { name: 'runtime:e2e', command: startRuntime('e2e') },
  ],
  // The browser suite (two workers) and the API suites (one file at a time: two at once,
  // legal-matters saw another file's invoice take the number it expects next in the same
  // company) each leave part of a core idle alone: side by side, each on its own runtime. The
  // CDK and local-contract suites (mostly waiting on Java and esbuild) run beside them rather
  // than in a step of their own, which waited for the slower of the two with a core half idle;
  // the API suites end a minute after the browser's, and these fill that minute.
  [
    { name: 'e2e', command: ['npx', 'playwright', 'test'], runtime: 'e2e' },
    { name: 'api', command: vitest('api'), runtime: 'api' },
    { name: 'cdk', command: vitest('cdk') },
    { name: 'local', command: vitest('local') },
  ],
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

async function timed(name: string, work: () => Promise<boolean>): Promise<Outcome> {
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
    'npm test (stages in one step ran side by side):',
    ...outcomes.map((o) => row(o.name, o.seconds, o.ok ? 'ok' : 'FAILED')),
    row('total', total, ''),
    '',
  ].join('\n');
}

async function main() {
  const started = performance.now();
  const only = process.argv.slice(2);
  // Named stages only (with the build and their runtimes when they need one).
  const needed = STEPS.flat().filter((stage) => stage.runtime && only.includes(stage.name));
  const wanted = (stage: Stage) =>
    only.length === 0 ||
    only.includes(stage.name) ||
    (needed.length > 0 && stage.name === 'build') ||
    needed.some((suite) => stage.name === `runtime:${suite.name}`);
  const steps = STEPS.map((step) => step.filter(wanted)).filter((step) => step.length > 0);
  const outcomes: Outcome[] = [];

  const stop = async () => {
    for (const child of running) child.kill('SIGTERM');
    await Promise.all([...runtimes.values()].map((runtime) => runtime.stop()));
    process.exit(1);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  for (const step of steps) {
    // The first stage of a step writes straight through; the others' output follows at their end.
    const results = step.map((stage, at) =>
      timed(stage.name, async () => {
        const { command } = stage;
        if (typeof command === 'function') return command().then(() => true);
        if (!stage.runtime) return spawnStage({ ...stage, command }, BASE_ENV, at === 0);
        const runtime = runtimes.get(stage.runtime);
        if (!runtime) throw new Error('no runtime: its stage failed');
        const env = { ...BASE_ENV, [SHARED_RUNTIME_VAR]: JSON.stringify(runtime.shared) };
        try {
          return await spawnStage({ ...stage, command }, env, at === 0);
        } finally {
          await runtime.stop();
        }
      }),
    );
    outcomes.push(...(await Promise.all(results)));
  }

  process.stdout.write(table(outcomes, (performance.now() - started) / 1000));
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.name);
  if (failed.length > 0) console.error(`npm test: failed: ${failed.join(', ')}`);
  process.exit(failed.length > 0 ? 1 : 0);
}

void main();
