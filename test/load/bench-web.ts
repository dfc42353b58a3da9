// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { buildWeb } from '../../infra/local/build-web';

/**
 * npm run bench:web — per public page (every template's home, a store page and a news page):
 * the median of RUNS Lighthouse runs (mobile, simulated throttling) of performance, LCP, CLS,
 * TBT, accessibility, best practices and SEO; the page's initial JavaScript (the public entry
 * and its static imports, gzip) and all the JavaScript it loads (what Lighthouse saw downloaded,
 * gzip); and the HTML document's size (gzip), asked with the tenant's own Host header.
 */
type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
};

const DIST = 'frontend/dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The pages measured: [label, host name, path]. */
const PAGES = [
  ['provider home', 'localhost', '/'],
  ['donation home', 'hope.localhost', '/'],
  ['reveal home', 'school.localhost', '/'],
  ['default home', 'legal.localhost', '/'],
  ['store', 'shop.localhost', '/web-store'],
  ['news', 'school.localhost', '/news'],
] as const;

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

/**
 * GET `path` of the site at `host` (its own Host header: fetch may not set one), the body as
 * text. Connects to 127.0.0.1, where the runtime listens.
 */
function getText(port: number, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

await buildWeb();
const manifest = JSON.parse(
  readFileSync(join(DIST, '.vite/public-manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
// A public page loads public.html's entry (the server-rendered pages' bundle), never the app's.
const entry = Object.keys(manifest).find((key) => key === 'public.html' && manifest[key]?.isEntry);
if (!entry) throw new Error('no public.html entry in the manifest');
const initial = [...closure(manifest, [entry])].reduce(
  (sum, key) => sum + gzipKb(manifest[key]?.file ?? ''),
  0,
);
const builtFiles = new Set(Object.values(manifest).map((chunk) => chunk.file));
/** The gzip KB of the built scripts among `urls` (what a page downloaded). */
const scriptsKb = (urls: string[]) =>
  [...new Set(urls.map((url) => new URL(url).pathname.slice(1)))]
    .filter((file) => file.endsWith('.js') && builtFiles.has(file))
    .reduce((sum, file) => sum + gzipKb(file), 0);

type Figures = {
  performance: number;
  lcp: number;
  cls: number;
  tbt: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsKb: number;
};

const runtime = await startRuntime();
const port = Number(new URL(runtime.url).port);
// Warm the runtime (DynamoDB Local's JIT, the server's caches) and let the CPU settle: Lighthouse
// multiplies the main-thread time it observes, so a busy machine reads as a slow page.
async function warmUp() {
  for (let i = 0; i < 10; i += 1)
    await Promise.all(PAGES.map(([, host, path]) => getText(port, host, path)));
  await new Promise((resolve) => setTimeout(resolve, 5000));
}
const results = new Map<string, Figures[]>();
const documents = new Map<string, number>();
try {
  await warmUp();
  for (const [label, host, path] of PAGES) {
    const html = await getText(port, host, path);
    if (!html.includes('id="kantoor-site"')) throw new Error(`${host}${path}: not a site's page`);
    documents.set(label, gzipSync(html, { level: 9 }).length / 1024);
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const [label, host, path] of PAGES) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROMIUM_FLAGS,
      });
      try {
        const result = await lighthouse(`http://${host}:${port}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          logLevel: 'error',
          output: 'json',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`${label}: no Lighthouse result`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
        const requests =
          (
            lhr.audits['network-requests']?.details as
              { items?: Array<{ url: string; resourceType?: string }> } | undefined
          )?.items ?? [];
        const list = results.get(label) ?? [];
        list.push({
          performance: score('performance'),
          lcp: Math.round(value('largest-contentful-paint')),
          cls: value('cumulative-layout-shift'),
          tbt: Math.round(value('total-blocking-time')),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          jsKb: scriptsKb(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url)),
        });
        results.set(label, list);
      } finally {
        chrome.kill();
      }
    }
  }
} finally {
  await runtime.stop();
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const of = (label: string, key: keyof Figures) =>
  median((results.get(label) ?? []).map((figures) => figures[key]));

console.log(`\nbench:web — median of ${RUNS} runs, mobile, simulated throttling`);
console.log(
  `  targets: performance >= 95, LCP <= 1800 ms, CLS <= 0.05, TBT <= 100 ms, a11y/BP/SEO >= 95, JS <= 60 KB, HTML <= 60 KB`,
);
console.log(
  `  initial JS of every public page (public.html's entry + static imports): ${initial.toFixed(1)} KB gzip`,
);
console.log(
  '  page            perf  LCP ms   CLS    TBT ms  a11y  BP   SEO  JS loaded KB  HTML KB',
);
for (const [label] of PAGES) {
  const row = [
    label.padEnd(15),
    String(of(label, 'performance')).padStart(4),
    String(of(label, 'lcp')).padStart(7),
    of(label, 'cls').toFixed(3).padStart(6),
    String(of(label, 'tbt')).padStart(8),
    String(of(label, 'accessibility')).padStart(5),
    String(of(label, 'bestPractices')).padStart(4),
    String(of(label, 'seo')).padStart(4),
    of(label, 'jsKb').toFixed(1).padStart(13),
    (documents.get(label) ?? Number.NaN).toFixed(1).padStart(8),
  ];
  console.log(`  ${row.join(' ')}`);
  console.log(
    `      runs: perf ${(results.get(label) ?? []).map((f) => f.performance).join(', ')}; LCP ${(results.get(label) ?? []).map((f) => f.lcp).join(', ')}`,
  );
}
