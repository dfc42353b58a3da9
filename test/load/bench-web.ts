// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { buildWeb } from '../../infra/local/build-web';

/**
 * npm run bench:web — the gzip size of the JavaScript the public home needs (the entry chunk and
 * what it imports statically, then with the home screen's own chunk), and the median Lighthouse
 * performance score of 3 runs on the provider's home page (mobile, simulated throttling).
 */
type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
};

const DIST = 'frontend/dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function gzipKb(file: string) {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
}

function closure(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
  seen = new Set<string>(),
) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function startRuntime(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/load/runtime-child.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{"url"')) return;
      resolve({
        url: (JSON.parse(line) as { url: string }).url,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`runtime exited with ${code}`)));
  });
}

await buildWeb();
const manifest = JSON.parse(
  readFileSync(join(DIST, '.vite/public-manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
// A public page loads public.html's entry (the server-rendered pages' bundle), never the app's.
const entry = Object.keys(manifest).find((key) => key === 'public.html' && manifest[key]?.isEntry);
if (!entry) throw new Error('no public.html entry in the manifest');
const initial = closure(manifest, [entry]);
const homeKey = Object.keys(manifest).find((key) =>
  key.endsWith('features/site/templates/home-sections.tsx'),
);
const home = closure(manifest, [entry, ...(homeKey ? [homeKey] : [])]);
const size = (keys: Set<string>) =>
  [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]?.file ?? ''), 0);

const runtime = await startRuntime();
// Warm the runtime (DynamoDB Local's JIT, the server's caches) and let the CPU settle: Lighthouse
// multiplies the main-thread time it observes, so a busy machine reads as a slow page.
async function warmUp(base: string) {
  const host = { host: new URL(base).host };
  for (let i = 0; i < 30; i += 1) {
    await Promise.all([
      fetch(`${base}/`, { headers: host }),
      fetch(`${base}/get-company-with-domain`, {
        method: 'POST',
        headers: { ...host, 'content-type': 'application/json' },
        body: '{}',
      }),
      fetch(`${base}/get-company-website-banner`, {
        method: 'POST',
        headers: { ...host, 'content-type': 'application/json' },
        body: '{}',
      }),
    ]);
  }
  await new Promise((resolve) => setTimeout(resolve, 5000));
}
const scores: number[] = [];
const lcps: number[] = [];
const documents: string[] = [];
try {
  const url = runtime.url + '/';
  await warmUp(runtime.url.replace('localhost', '127.0.0.1'));
  const port = new URL(runtime.url).port;
  for (const host of ['localhost', 'hope.localhost', 'school.localhost', 'legal.localhost']) {
    const html = await (
      await fetch(`http://127.0.0.1:${port}/`, { headers: { host: `${host}:${port}` } })
    ).text();
    documents.push(`${host} ${(gzipSync(html, { level: 9 }).length / 1024).toFixed(1)}`);
  }
  for (let run = 0; run < RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result?.lhr;
      scores.push(Math.round((lhr?.categories.performance?.score ?? 0) * 100));
      lcps.push(Math.round(Number(lhr?.audits['largest-contentful-paint']?.numericValue ?? 0)));
    } finally {
      chrome.kill();
    }
  }
} finally {
  await runtime.stop();
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
console.log('\nbench:web');
console.log(
  `  initial JS of a public page (public.html's entry + static imports): ${size(initial).toFixed(1)} KB gzip (target <= 60)`,
);
console.log(
  `  with the home's sections chunk:                       ${size(home).toFixed(1)} KB gzip`,
);
console.log(`  HTML document, KB gzip (target <= 60): ${documents.join(', ')}`);
console.log(
  `  Lighthouse performance, ${RUNS} runs: ${scores.join(', ')} -> median ${median(scores)} (target >= 90); LCP ms ${lcps.join(', ')}`,
);
