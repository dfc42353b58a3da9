// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { ulid } from 'ulid';
import { documentTotals, type LineInput } from '@shared/money/totals';
import { buildDocumentPdf } from '@shared/pdf/document-pdf';
import { readConfig } from '../../functions/src/platform/config';
import { createDeps } from '../../functions/src/platform/deps';
import { createClient } from '../support/http-client';
import { cannon, cannonLatencies } from './cannon';
import { startChild } from './runtime';
import { percentile } from './stats';

/**
 * npm run bench:invoices — invoice saves per second at 16 concurrent clients (POST
 * /auth/save-invoice-data, three lines, each save numbered in its own transaction), checked
 * afterwards to be distinct consecutive numbers; then the time to build a 100-line quotation
 * PDF in Node (target <= 100 ms): the first (cold) build and the median and p95 of warm ones.
 * Env: BENCH_CONNECTIONS (16), BENCH_SECONDS (10), BENCH_PDF_RUNS (30).
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 30);
const PDF_TARGET_MS = 100;
const HOST = 'shop.localhost';

async function pdfTimes() {
  const lines: LineInput[] = Array.from({ length: 100 }, (_, index) => ({
    item_type: index % 3 === 0 ? 'service' : index % 3 === 1 ? 'product' : 'transportation',
    name: `Line ${index + 1}: toner, paper and a service visit to the Umhlanga branch`,
    unit_price: 1_999 + index * 37,
    quantity: 1 + (index % 4),
  }));
  const input = {
    kind: 'quote' as const,
    number: 'Q-000123',
    date: '2026-11-23',
    company: {
      name: 'Vula Trading',
      address: ['Shop 3, 221 Anton Lembede Street', 'Durban', '4001'],
      vat_number: '4123456789',
    },
    client: { name: 'Sibaya Dental', institution: 'Umhlanga Office Park' },
    currency: 'ZAR',
    totals: documentTotals({ lines, discount: 5_000, taxRate: 15 }),
    comment: 'Quotation',
  };
  const time = async () => {
    const started = performance.now();
    const bytes = await buildDocumentPdf(input);
    return { ms: performance.now() - started, bytes: bytes.length };
  };
  const cold = await time();
  for (let i = 0; i < 10; i += 1) await time();
  const warm: number[] = [];
  for (let i = 0; i < PDF_RUNS; i += 1) warm.push((await time()).ms);
  warm.sort((a, b) => a - b);
  return { cold: cold.ms, bytes: cold.bytes, p50: percentile(warm, 50), p95: percentile(warm, 95) };
}

const runtime = await startChild();
try {
  const port = new URL(runtime.url).port;
  const base = `http://127.0.0.1:${port}`;
  const http = createClient(base);
  const deps = createDeps(readConfig({ ...process.env, ...runtime.env, LOG_LEVEL: 'silent' }));
  const login = await http.post<{ token: string; user: { emis: string } }>(
    '/auth/login',
    { email: `manager@${HOST}`, password: 'Kantoor#2026' },
    { host: HOST },
  );
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  const { token, user } = login.body;
  const clientId = ulid();
  await deps.db.entities.client
    .create({ emis: user.emis, id: clientId, name: 'Bench Stationers', row_version: 1 })
    .go();

  const request = {
    method: 'POST' as const,
    path: '/auth/save-invoice-data',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      host: `${HOST}:${port}`,
    },
    body: JSON.stringify({
      client: clientId,
      items: [
        { item_type: 'product', name: 'Toner cartridge HP 85A', unit_price: '899.00', quantity: 2 },
        { item_type: 'service', name: 'Printer service', unit_price: '450', quantity: 1 },
        { item_type: 'transportation', name: 'Delivery', unit_price: '120', quantity: 1 },
      ],
      discount: '50',
      // Each save its own action: autocannon puts a new id in each request.
      requestId: '[<id>]',
    }),
  };
  await cannonLatencies(base, request, { connections: CONNECTIONS, seconds: 2 });
  const saves = await cannon(base, request, { connections: CONNECTIONS, seconds: SECONDS });

  // Every save took a number: they are distinct and consecutive, from 1 (saves still in flight
  // when autocannon stopped counting finish too, so the last number may exceed the count).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { data } = await deps.db.entities.invoice.query
    .byNumber({ emis: user.emis })
    .go({ pages: 'all' });
  const numbers = data.map((invoice) => invoice.number).sort((a, b) => a - b);
  const consecutive = numbers.every((n, index) => n === index + 1);
  if (!consecutive || numbers.length < saves.count)
    throw new Error(`${numbers.length} invoices are not numbered 1..${numbers.length}`);

  const pdf = await pdfTimes();
  console.log('bench:invoices\n');
  console.log(
    `save-invoice-data, ${CONNECTIONS} concurrent clients, ${SECONDS} s: ${saves.perSecond} saves/s ` +
      `(${saves.count} saves; latency p50 ${saves.p50} ms, p95 ${saves.p95} ms, p99 ${saves.p99} ms); ` +
      `numbers 1..${numbers.at(-1)} distinct and consecutive`,
  );
  console.log(
    `100-line quotation PDF in Node: cold ${pdf.cold.toFixed(1)} ms, warm p50 ${pdf.p50.toFixed(1)} ms, ` +
      `p95 ${pdf.p95.toFixed(1)} ms over ${PDF_RUNS} runs (${Math.round(pdf.bytes / 1024)} KB) — ` +
      `target <= ${PDF_TARGET_MS} ms ${pdf.p50 <= PDF_TARGET_MS ? 'ok' : 'MISSED'}`,
  );
} finally {
  await runtime.stop();
}
