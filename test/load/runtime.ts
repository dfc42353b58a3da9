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
 */
export function startChild(): Promise<ChildRuntime> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/load/runtime-child.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
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
