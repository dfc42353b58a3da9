import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { SHARED_RUNTIME_VAR, startTestRuntime } from '../test/support/test-runtime';

/**
 * `npm test`: every check, in steps; the stages of one step run side by side where one of them
 * alone leaves a core idle. The API and browser suites share one local runtime, started here
 * once (their global setups start their own when run alone). Prints each stage's time at the
 * end and exits non-zero when any failed; a failed stage does not stop the others.
 * `npm test -- api e2e` runs only the stages named (the runtime when one of them needs it).
 */

type Stage = {
  name: string;
  /** A command, or work done in this process. */
  command: string[] | (() => Promise<void>);
  /** Runs against the shared runtime (started before the first such stage). */
  runtime?: boolean;
};
type Outcome = { name: string; ok: boolean; seconds: number };

// Vitest leaves a core to its main process (one worker on two cores), which then idles while a
// single worker renders jsdom or waits on the runtime; two workers keep both cores busy.
const WORKERS = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
const vitest = (...projects: string[]) => [
  'npx',
  'vitest',
  'run',
  WORKERS,
  ...projects.flatMap((project) => ['--project', project]),
];

// The environment before the runtime writes its own into process.env: the unit tests and the
// CDK synth must not see a local table or mode.
const BASE_ENV = { ...process.env };
let runtime: Awaited<ReturnType<typeof startTestRuntime>> | undefined;

/**
 * The production build the browser suite drives (and the API suite's page documents): once, up
 * front, so that `npm start` in the local stage finds it current and does not build beside
 * another build.
 */
async function buildWeb() {
  const { build } = await import('vite');
  await build({ configFile: 'frontend/vite.config.ts', logLevel: 'warn' });
}

const STEPS: Stage[][] = [
  // tsc and ESLint use one core each; the build's bursts fill the gaps.
  [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', 'lint'] },
    { name: 'build', command: buildWeb },
  ],
  [{ name: 'unit+web', command: vitest('unit', 'web') }],
  // Mostly waiting on Java and esbuild: side by side.
  [
    { name: 'cdk', command: vitest('cdk') },
    { name: 'local', command: vitest('local') },
    {
      name: 'runtime',
      command: async () => {
        runtime = await startTestRuntime();
      },
    },
  ],
  // The API suites run first, on the fresh seed; the browser suite tolerates what they leave
  // (every spec makes its own records or restores what it changes).
  [{ name: 'api', command: vitest('api'), runtime: true }],
  [{ name: 'e2e', command: ['npx', 'playwright', 'test'], runtime: true }],
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
  // Named stages only (the build and runtime come along when a runtime stage is named).
  const wanted = (stage: Stage) =>
    only.length === 0 ||
    only.includes(stage.name) ||
    (['build', 'runtime'].includes(stage.name) &&
      STEPS.flat().some((s) => s.runtime && only.includes(s.name)));
  const steps = STEPS.map((step) => step.filter(wanted)).filter((step) => step.length > 0);
  const outcomes: Outcome[] = [];

  const stop = async () => {
    for (const child of running) child.kill('SIGTERM');
    await runtime?.stop();
    process.exit(1);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  for (const step of steps) {
    // What the runtime stages get: the runtime started in an earlier step (or a failure).
    const shared = runtime && JSON.stringify({ ...runtime, stop: undefined });
    const env = shared ? { ...BASE_ENV, [SHARED_RUNTIME_VAR]: shared } : BASE_ENV;
    // The first stage of a step writes straight through; the others' output follows at their end.
    const results = step.map((stage, at) =>
      timed(stage.name, async () => {
        const { command } = stage;
        if (typeof command === 'function') return command().then(() => true);
        if (stage.runtime && !shared)
          throw new Error('no runtime: its stage failed or was not run');
        return spawnStage({ ...stage, command }, env, at === 0);
      }),
    );
    outcomes.push(...(await Promise.all(results)));
  }
  await runtime?.stop();

  process.stdout.write(table(outcomes, (performance.now() - started) / 1000));
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.name);
  if (failed.length > 0) console.error(`npm test: failed: ${failed.join(', ')}`);
  // The runtime's scheduler tick and SDK clients may still hold the event loop.
  process.exit(failed.length > 0 ? 1 : 0);
}

void main();
