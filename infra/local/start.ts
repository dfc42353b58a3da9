import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { demoLogins, DEMO_PASSWORD } from './seed/tenants';
import { startRuntime, WEB_ROOT } from './runtime';
import { buildWeb } from './build-web';

const FRONTEND_SOURCES = [
  'frontend/src',
  'frontend/index.html',
  'frontend/public.html',
  'frontend/vite.config.ts',
  'shared/src',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

/** Builds the React app when there is no build or the sources changed since the last one. */
async function ensureWebBuild() {
  // Both builds: the browser's files and the public pages' server renderer.
  const outputs = [
    join(WEB_ROOT, 'index.html'),
    join(WEB_ROOT, '..', 'dist-ssr', 'entry-server.mjs'),
  ];
  const built = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (built > Math.max(...FRONTEND_SOURCES.map(newestChange))) return;
  console.log('Building the web app (frontend/dist)...');
  await buildWeb();
}

async function main() {
  const reset = process.argv.includes('--reset');
  const port = Number(process.env.PORT ?? 3000);
  const dataDir = process.env.DATA_DIR ?? '.data';
  await ensureWebBuild();
  const started = Date.now();
  const runtime = await startRuntime({ port, dataDir, reset, ipv6: true });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Kantoor...`);
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // If whatever started us (npm, a shell) dies without passing a signal on, stop too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('parent exited');
  }, 1000).unref();

  const sites = [
    ['localhost', 'provider (baron-007)'],
    ['hope.localhost', 'charity (hands-of-hope-2022)'],
    ['school.localhost', 'school (12824090253)'],
    ['legal.localhost', 'legal practice'],
    ['agency.localhost', 'agency'],
    ['shop.localhost', 'general business'],
  ];
  console.log(
    `\nKantoor is running (${runtime.seeded === 'seeded' ? 'demo data seeded' : 'existing data kept'}, ready in ${Date.now() - started} ms)`,
  );
  const migrated = runtime.migrations.filter((m) => m.outcome !== 'already');
  for (const m of migrated)
    console.log(`Migration ${m.id}: ${m.outcome} (${m.scanned} read, ${m.written} written)`);
  console.log(`Data: ${runtime.dataDir}   Health: http://localhost:${runtime.port}/health\n`);
  for (const [host, what] of sites) console.log(`  http://${host}:${runtime.port}  ${what}`);
  console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
  for (const login of demoLogins())
    console.log(
      `  ${login.email.padEnd(28)} level ${String(login.alevel).padEnd(3)} ${login.company}`,
    );
  console.log(
    `\nOutbox (emails and SMS): ${join(runtime.dataDir, 'outbox')}\nCtrl+C stops everything.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
