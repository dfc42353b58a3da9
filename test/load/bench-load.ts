// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import autocannon from 'autocannon';
import { demoLogins, DEMO_PASSWORD } from '../../infra/local/seed/tenants';
import { createClient } from '../support/http-client';
import { startChild, type ChildRuntime } from './runtime';
import { summarise } from './stats';

/**
 * npm run bench:load — a mixed load (issue 29 item 4) on the local runtime: public pages (tenant
 * homes, the web store, news), sign-in, back-office lists (clients, invoices, products) and
 * saves (a client, an invoice with a request id each) at BENCH_CONNECTIONS (32) connections in
 * all for BENCH_SECONDS (60; `--seconds 10` for a shorter run). Each route gets its share of the
 * connections (autocannon per route, all at once), so the table has one row per route: requests,
 * p50, p95, p99 (ms) and errors (non-2xx replies, socket errors, timeouts). Exits 1 on any error.
 * Sign-in: the throttle counts attempts per account in its window (5) and clears them on each
 * success, so the sign-in connections cycle over all demo accounts (none holds more than one
 * attempt at once). BENCH_URL: a runtime already started (`npm start`), else one is started.
 */
const flag = process.argv.indexOf('--seconds');
const SECONDS = Number(flag > 0 ? process.argv[flag + 1] : (process.env.BENCH_SECONDS ?? 60));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const TIMEOUT = Number(process.env.BENCH_TIMEOUT ?? 30);

type Route = {
  name: string;
  share: number;
  requests: Array<{
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: string;
  }>;
};

type Row = {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  statuses: Map<number, number>;
};

function run(base: string, route: Route, connections: number): Promise<Row> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let failures = 0;
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: SECONDS,
        // A reply later than this is an error (autocannon's default is 10 s; a shared 2-core
        // machine renders a public page in several seconds under this load).
        timeout: TIMEOUT,
        // `[<id>]` in a body is a new id per request (the saves' request ids).
        idReplacement: true,
        requests: route.requests,
      },
      (error, result) => {
        if (error) return reject(error);
        const s = summarise(latencies, SECONDS);
        resolve({
          name: route.name,
          requests: s.count,
          p50: s.p50,
          p95: s.p95,
          p99: s.p99,
          errors: failures + result.errors + result.timeouts,
          statuses,
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status < 200 || status >= 300) {
        failures += 1;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      latencies.push(ms);
    });
  });
}

let child: ChildRuntime | undefined;
if (!process.env.BENCH_URL) child = await startChild();
let exitCode = 0;
try {
  const url = process.env.BENCH_URL ?? child!.url;
  const port = new URL(url).port;
  const base = `http://127.0.0.1:${port}`;
  const http = createClient(base);
  const SHOP = 'shop.localhost';
  const HOPE = 'hope.localhost';
  const signIn = await http.post<{ token: string }>(
    '/auth/login',
    { email: `manager@${SHOP}`, password: DEMO_PASSWORD },
    { host: SHOP },
  );
  if (signIn.status !== 200) throw new Error(`login failed: ${signIn.status} ${signIn.text}`);
  const token = signIn.body.token;
  const made = await http.post<{ id: string }>(
    '/auth/save-client',
    { name: 'Load Bench Stationers' },
    { host: SHOP, token },
  );
  if (made.status !== 200) throw new Error(`save-client failed: ${made.text}`);

  const page = (host: string, path: string) => ({
    method: 'GET' as const,
    path,
    headers: { host: `${host}:${port}`, accept: 'text/html' },
  });
  const post = (host: string, path: string, body: unknown, auth = false) => ({
    method: 'POST' as const,
    path,
    headers: {
      host: `${host}:${port}`,
      'content-type': 'application/json',
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const list = (path: string) => ({
    method: 'GET' as const,
    path,
    headers: { host: `${SHOP}:${port}`, authorization: `Bearer ${token}` },
  });
  const accounts = demoLogins().filter((login) => login.email.includes('@'));
  const routes: Route[] = [
    { name: 'GET / (hope home)', share: 3, requests: [page(HOPE, '/')] },
    { name: 'GET / (shop home)', share: 3, requests: [page(SHOP, '/')] },
    { name: 'GET /web-store (shop)', share: 2, requests: [page(SHOP, '/web-store')] },
    { name: 'POST /store/products', share: 3, requests: [post(SHOP, '/store/products', {})] },
    {
      name: 'POST /get-public-posts (news)',
      share: 3,
      requests: [post(HOPE, '/get-public-posts', { domain: HOPE })],
    },
    {
      name: 'POST /auth/login',
      share: 4,
      requests: accounts.map((login) =>
        post(login.email.split('@')[1] ?? 'localhost', '/auth/login', {
          email: login.email,
          password: DEMO_PASSWORD,
        }),
      ),
    },
    { name: 'GET /auth/get-all-clients', share: 3, requests: [list('/auth/get-all-clients')] },
    {
      name: 'GET /auth/get-invoices-and-quotations-data',
      share: 3,
      requests: [list('/auth/get-invoices-and-quotations-data')],
    },
    { name: 'GET /auth/get-all-products', share: 3, requests: [list('/auth/get-all-products')] },
    {
      name: 'POST /auth/save-client',
      share: 2,
      requests: [
        post(
          SHOP,
          '/auth/save-client',
          { name: 'Load client [<id>]', clientReference: 'L-[<id>]' },
          true,
        ),
      ],
    },
    {
      name: 'POST /auth/save-invoice-data',
      share: 3,
      requests: [
        post(
          SHOP,
          '/auth/save-invoice-data',
          {
            client: made.body.id,
            items: [
              {
                item_type: 'product',
                name: 'Toner cartridge HP 85A',
                unit_price: '899.00',
                quantity: 2,
              },
              { item_type: 'service', name: 'Printer service', unit_price: '450', quantity: 1 },
            ],
            discount: '0',
            requestId: '[<id>]',
          },
          true,
        ),
      ],
    },
  ];
  const shares = routes.reduce((sum, r) => sum + r.share, 0);
  console.log(
    `bench:load — ${CONNECTIONS} connections over ${routes.length} routes for ${SECONDS} s (${url})\n`,
  );
  const rows = await Promise.all(
    routes.map((route) =>
      run(base, route, Math.max(1, Math.round((route.share / shares) * CONNECTIONS))),
    ),
  );
  const head = ['route', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  console.log(head.map((h, i) => (i === 0 ? h.padEnd(44) : h.padStart(10))).join(''));
  for (const r of rows)
    console.log(
      [
        r.name.padEnd(44),
        ...[r.requests, r.p50, r.p95, r.p99, r.errors].map((n) => String(n).padStart(10)),
      ].join(''),
    );
  const total = rows.reduce((sum, r) => sum + r.requests, 0);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  console.log(`\n${total} requests (${Math.round(total / SECONDS)}/s), ${errors} errors`);
  for (const r of rows)
    for (const [status, count] of r.statuses) console.log(`  ${r.name}: ${count} x ${status}`);
  if (errors > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await child?.stop();
}
process.exit(exitCode);
