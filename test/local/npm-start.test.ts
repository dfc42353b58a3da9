import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/free-port';

const dataDir = mkdtempSync(join(tmpdir(), 'kantoor-start-'));

function get(
  port: number,
  path: string,
  host = 'localhost',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function post(
  port: number,
  path: string,
  payload: unknown,
  host = 'localhost',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(payload);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          host: `${host}:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

function javaProcessesFor(dir: string): number {
  try {
    return execFileSync('pgrep', ['-f', `DynamoDBLocal.jar -dbPath ${dir}`])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean).length;
  } catch {
    return 0;
  }
}

/** Runs `npm start` as a person would and waits for the line that says it is up. */
async function npmStart(port: number, extra: string[] = []) {
  const child = spawn('npm', ['start', '--', ...extra], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  // A deadline, not a timing: a fresh seed beside a full test run on two busy cores takes minutes.
  const deadline = Date.now() + 270_000;
  // The banner's last line: its lines are separate writes, and on a busy machine the demo
  // logins came after "Kantoor is running" had been read (a run with bench:api beside).
  while (!output.includes('Ctrl+C stops everything.')) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

describe('npm start (the local contract)', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'serves /health and the page, prints the demo logins, stops cleanly and keeps data on restart',
    { timeout: 600_000 },
    async () => {
      const port = await freePort();
      const first = await npmStart(port, ['--reset']);
      expect(first.output()).toContain('owner@localhost');
      expect(first.output()).toContain('demo data seeded');
      expect((await get(port, '/health')).status).toBe(200);
      const page = await get(port, '/', 'hope.localhost');
      expect(page.status).toBe(200);
      expect(page.body).toContain('<div id="root">');
      const email = `kept.${Date.now()}@example.co.za`;
      const registered = await post(
        port,
        '/auth/register',
        { name: 'Kept Person', email, tel: '0825550100', password: 'Kept#Pass1' },
        'shop.localhost',
      );
      expect(registered.status).toBe(200);
      expect(javaProcessesFor(dataDir)).toBe(1);
      expect(await first.stop()).toBe(0);
      expect(javaProcessesFor(dataDir)).toBe(0);

      const second = await npmStart(port);
      expect(second.output()).toContain('existing data kept');
      const login = await post(
        port,
        '/auth/login',
        { email, password: 'Kept#Pass1' },
        'shop.localhost',
      );
      expect(login.status).toBe(200);
      expect(await second.stop()).toBe(0);
      expect(javaProcessesFor(dataDir)).toBe(0);
    },
  );
});
