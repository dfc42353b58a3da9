import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export type ChildRuntime = {
  url: string;
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * Starts the local runtime (test/load/runtime-child.ts) in its own process, so that the
 * benchmark's own work does not share its event loop, and resolves once it printed its address.
 * `dataDir`: DynamoDB Local on disk there instead of in memory.
 */
export function startChild(options: { dataDir?: string } = {}): Promise<ChildRuntime> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/load/runtime-child.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // With a data directory, DynamoDB Local keeps its file there (runtime-child.ts).
    env: options.dataDir ? { ...process.env, BENCH_DATA_DIR: options.dataDir } : process.env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      // The runtime logs to stdout: its errors (a 5xx's cause) reach the bench's output.
      if (line.includes('"level":"error"')) process.stderr.write(`runtime: ${line}\n`);
      if (!line.startsWith('{"url"')) return;
      const info = JSON.parse(line) as { url: string; env: Record<string, string> };
      resolve({
        ...info,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`runtime exited with ${code}`)));
  });
}
