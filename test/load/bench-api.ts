// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { readConfig } from '../../functions/src/platform/config';
import { createDeps } from '../../functions/src/platform/deps';
import { createClient } from '../support/http-client';
import { cannon as cannonUnder, type Request } from './cannon';
import { startChild } from './runtime';
import { runLoops, type Summary } from './stats';

/**
 * npm run bench:api — autocannon, 16 connections, 10 s, against GET /auth/user and
 * POST /get-company-with-domain on the local runtime (in its own process), then the same
 * ElectroDB reads those routes do, done in-process with the same concurrency against the same
 * DynamoDB Local. Prints p50/p95/p99 and the ratio of API p95 to in-process p95.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const cannon = (url: string, request: Request, seconds = SECONDS) =>
  cannonUnder(url, request, { connections: CONNECTIONS, seconds });

function row(name: string, s: Summary) {
  return `${name.padEnd(44)} ${String(s.p50).padStart(7)} ${String(s.p95).padStart(7)} ${String(s.p99).padStart(7)} ${String(s.perSecond).padStart(7)}/s`;
}

const runtime = await startChild();
try {
  const port = new URL(runtime.url).port;
  const base = `http://127.0.0.1:${port}`;
  const client = createClient(base);
  const signedIn = await client.post<{ token: string; user: { id: string } }>(
    '/auth/login',
    { email: 'manager@legal.localhost', password: 'Kantoor#2026' },
    { host: 'legal.localhost' },
  );
  if (signedIn.status !== 200) throw new Error(`login failed: ${signedIn.text}`);
  const { token } = signedIn.body;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    emis: string;
    jti: string;
  };

  const deps = createDeps(readConfig({ ...process.env, ...runtime.env, LOG_LEVEL: 'silent' }));
  const tenant = deps.tenant(claims.emis);
  // The reads each route does, in the same order and grouping as its handler.
  const userReads = async () => {
    await tenant.authState(claims.sub, claims.jti);
    await Promise.all([deps.accounts.getUser(claims.sub), deps.accounts.companiesOf(claims.sub)]);
  };
  const companyReads = async () => {
    const emis = await deps.global.domains.resolve('hope.localhost');
    const hope = deps.tenant(emis ?? '');
    await hope.company.get();
    await hope.website.list();
  };
  // Warm both sides the same way (JIT of DynamoDB Local and of each process, connection pools).
  const userRequest = {
    method: 'GET' as const,
    path: '/auth/user',
    headers: { authorization: `Bearer ${token}`, host: `legal.localhost:${port}` },
  };
  const companyRequest = {
    method: 'POST' as const,
    path: '/get-company-with-domain',
    headers: { 'content-type': 'application/json', host: `hope.localhost:${port}` },
    body: JSON.stringify({ domain: 'hope.localhost' }),
  };
  await cannon(base, userRequest, 3);
  await cannon(base, companyRequest, 3);
  await runLoops(CONNECTIONS, 3, userReads);
  await runLoops(CONNECTIONS, 3, companyReads);

  const apiUser = await cannon(base, userRequest);
  const dbUser = await runLoops(CONNECTIONS, SECONDS, userReads);
  const apiCompany = await cannon(base, companyRequest);
  const dbCompany = await runLoops(CONNECTIONS, SECONDS, companyReads);

  console.log(`\nbench:api — ${CONNECTIONS} connections, ${SECONDS} s each (latency in ms)`);
  console.log(
    `${''.padEnd(44)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'rate'.padStart(9)}`,
  );
  console.log(row('GET /auth/user (API)', apiUser));
  console.log(row('  same ElectroDB reads in-process', dbUser));
  console.log(row('POST /get-company-with-domain (API)', apiCompany));
  console.log(row('  same ElectroDB reads in-process', dbCompany));
  const ratio = (a: Summary, b: Summary) => Math.round((a.p95 / b.p95) * 100) / 100;
  console.log(
    `\np95 ratio API / in-process: /auth/user ${ratio(apiUser, dbUser)}, /get-company-with-domain ${ratio(apiCompany, dbCompany)} (target <= 1.25)`,
  );
} finally {
  await runtime.stop();
}
