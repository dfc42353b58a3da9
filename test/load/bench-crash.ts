// The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { spawn, type ChildProcess } from 'node:child_process';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ulid } from 'ulid';
import { clientTotals } from '../../functions/src/documents/figures';
import { readConfig } from '../../functions/src/platform/config';
import { createDeps, type Deps } from '../../functions/src/platform/deps';
import { createClient } from '../support/http-client';

/**
 * npm run bench:crash — crash recovery (issue 29 item 3). Starts the local runtime
 * (test/load/runtime-child.ts: infra/local's startRuntime, as `npm start` runs it, with
 * DynamoDB Local on disk under a temporary DATA_DIR) as its own process group, runs a write load
 * on the legal practice (invoices, payments on them, SMS sends, till sales, trust deposits and
 * transfers) from several clients that each record every ACKNOWLEDGED write (a 2xx reply), kills
 * the product's process (the Node runtime: handlers and HTTP server) with SIGKILL after a random
 * 3-8 s, then DynamoDB Local (see `kill`), restarts both on the same DATA_DIR and checks the
 * stored data against what was acknowledged:
 * - every acknowledged write is there;
 * - invoice numbers are gap-free: exactly 1..n, no hole, no duplicate, and the counter is n. A
 *   write in flight at the kill either committed whole (its number is among 1..n: "found, not
 *   acknowledged") or not at all (the counter did not move for it): number, counter, lines,
 *   payment and stock move in one transaction;
 * - balances equal the sum of their movements: each invoice's paid total = its payments, each
 *   client's invoiced and paid figures = its invoices and payments, each matter's trust balance =
 *   its entries, each product's stock = opening - sold at the till, SMS credits = the ledger.
 * Prints a table and exits 1 on any loss, gap or mismatch.
 * Env: BENCH_CLIENTS (6 concurrent clients), BENCH_KEEP=1 keeps the DATA_DIR.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 6);
const HOST = 'legal.localhost';
const PASSWORD = 'Kantoor#2026';

type Started = {
  url: string;
  env: Record<string, string>;
  child: ChildProcess;
  exited: Promise<void>;
};

/** The runtime in its own process group (detached): the kill reaches Java, which Node started. */
function startRuntime(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/load/runtime-child.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{"url"')) return;
      const info = JSON.parse(line) as { url: string; env: Record<string, string> };
      resolve({ ...info, child, exited });
    });
    child.once('exit', (code) => reject(new Error(`runtime exited with ${code}`)));
  });
}

/**
 * The crash: SIGKILL of the Node runtime, the product's process (in AWS, a Lambda dying mid
 * request). DynamoDB Local (Java, same process group) is not killed with it: it stands in for AWS
 * DynamoDB, whose durability is AWS's and not what this bench tests. DynamoDB Local cannot give
 * it anyway: its TransactWriteItems answers before its SQLite COMMIT has run (SQLiteDBAccess.
 * commitTransaction only queues the COMMIT job on its single SQLite thread, unlike BEGIN, which
 * it awaits), so a SIGKILL of the JVM can lose an acknowledged transaction whole (one till sale
 * in ten runs, and 1 of 56 bare transactions in a direct probe). So after Node died, one
 * consistent read through the same queue (FIFO, one thread) proves every queued COMMIT ran;
 * only then is the rest of the group (Java) killed, also with SIGKILL: what Node had sent without
 * an answer may still be mid-transaction there, which SQLite rolls back whole.
 */
async function kill(runtime: Started) {
  process.kill(runtime.child.pid!, 'SIGKILL');
  await runtime.exited;
  const dynamo = new DynamoDBClient({
    endpoint: runtime.env.DYNAMODB_ENDPOINT,
    region: 'af-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await dynamo.send(
      new GetItemCommand({
        TableName: runtime.env.TABLE_NAME ?? 'kantoor',
        Key: { pk: { S: 'bench-crash#drain' }, sk: { S: 'drain' } },
        ConsistentRead: true,
      }),
    );
  } finally {
    dynamo.destroy();
    try {
      process.kill(-runtime.child.pid!, 'SIGKILL');
    } catch {
      // The group is already gone.
    }
  }
}

async function stop(runtime: Started) {
  runtime.child.kill('SIGTERM');
  await runtime.exited;
}

type Acked = {
  invoices: Array<{ number: number; client: string; requestId: string }>;
  payments: Array<{ invoice: number; amount: number; requestId: string }>;
  sms: Array<{ batchId: string; charged: number }>;
  sales: Array<{ invoice: number; product: string; quantity: number }>;
  trust: Array<{ matter: string; kind: 'deposit' | 'transfer'; amount: number; requestId: string }>;
};

type Attempts = Record<keyof Acked, { sent: number; refused: number; inFlight: number }>;

const kinds = ['invoices', 'payments', 'sms', 'sales', 'trust'] as const;

async function pages<T>(query: { go: (o: object) => Promise<{ data: T[] }> }): Promise<T[]> {
  return (await query.go({ pages: 'all' })).data;
}

const dataDir = mkdtempSync(join(tmpdir(), 'kantoor-crash-'));
let exitCode = 0;
let runtime = await startRuntime(dataDir);
try {
  const dbFiles = readdirSync(join(dataDir, 'dynamodb'));
  if (!dbFiles.some((name) => name.endsWith('.db')))
    throw new Error(`DynamoDB Local keeps no file under ${dataDir}/dynamodb: is it in memory?`);
  console.log(`bench:crash — DATA_DIR ${dataDir} (DynamoDB Local -dbPath: ${dbFiles.join(', ')})`);

  const port = new URL(runtime.url).port;
  let http = createClient(`http://127.0.0.1:${port}`);
  const depsOf = (env: Record<string, string>) =>
    createDeps(readConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' }));
  let deps: Deps = depsOf(runtime.env);

  const login = async (email: string, host: string) => {
    const reply = await http.post<{ token: string; user: { emis: string } }>(
      '/auth/login',
      { email, password: PASSWORD },
      { host },
    );
    if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status} ${reply.text}`);
    return reply.body;
  };
  const { token, user } = await login(`manager@${HOST}`, HOST);
  const emis = user.emis;
  const owner = await login('owner@localhost', 'localhost');

  // Setup: credits enough for the run, products with stock enough, the practice's matters.
  const credits = await http.post(
    '/auth/add-sms-credits',
    { emis, credits: 1_000_000, note: 'bench:crash', requestId: ulid() },
    { host: 'localhost', token: owner.token },
  );
  if (credits.status !== 200) throw new Error(`add-sms-credits: ${credits.text}`);
  const products = (await pages(deps.db.entities.product.query.byCompany({ emis })))
    .filter((p) => p.stock > 0)
    .slice(0, 4);
  if (products.length === 0) throw new Error('the legal practice has no product in stock');
  for (const p of products)
    await deps.db.entities.product.patch({ emis, id: p.id }).add({ stock: 100_000 }).go();
  const opening = new Map<string, number>();
  for (const p of products) {
    const { data } = await deps.db.entities.product
      .get({ emis, id: p.id })
      .go({ consistent: true });
    opening.set(p.id, data?.stock ?? 0);
  }
  const matters = (await pages(deps.db.entities.matter.query.byCompany({ emis })))
    .filter((m) => m.client_id)
    .slice(0, 6);
  const openingCounter = (
    await deps.db.entities.counter.get({ emis, name: 'invoice' }).go({ consistent: true })
  ).data?.value;

  // The load: each client loops over random writes until the kill.
  const acked: Acked = { invoices: [], payments: [], sms: [], sales: [], trust: [] };
  const attempts = Object.fromEntries(
    kinds.map((k) => [k, { sent: 0, refused: 0, inFlight: 0 }]),
  ) as Attempts;
  const refusals = new Map<string, number>();
  let killed = false;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
  // The writes sent without a reply (the kill): sent again with the same request id after the
  // restart, where each must answer once (its first reply replayed, or written now).
  const unanswered: Array<() => Promise<void>> = [];
  let resentAnswered = 0;
  const call = async <T>(
    kind: keyof Acked,
    path: string,
    body: object,
    onAck: (reply: T) => void,
  ): Promise<void> => {
    attempts[kind].sent += 1;
    attempts[kind].inFlight += 1;
    try {
      const reply = await http.post<T>(path, body, { host: HOST, token });
      attempts[kind].inFlight -= 1;
      if (reply.status >= 200 && reply.status < 300) return onAck(reply.body);
      attempts[kind].refused += 1;
      // A closed matter takes no deposit: leave it out from now on.
      const caseID = (body as { caseID?: string }).caseID;
      const closed = matters.findIndex((m) => m.id === caseID);
      if (
        reply.status === 409 &&
        reply.text.includes('closed') &&
        closed >= 0 &&
        matters.length > 1
      )
        matters.splice(closed, 1);
      const why = `${path} ${reply.status} ${reply.text.slice(0, 120)}`;
      refusals.set(why, (refusals.get(why) ?? 0) + 1);
    } catch {
      // No reply (the kill): not acknowledged; still counted in flight.
      unanswered.push(async () => {
        const again = await http.post<T>(path, body, { host: HOST, token });
        if (again.status >= 200 && again.status < 300) {
          resentAnswered += 1;
          onAck(again.body);
        } else {
          const why = `resent ${path} ${again.status} ${again.text.slice(0, 120)}`;
          refusals.set(why, (refusals.get(why) ?? 0) + 1);
        }
      });
    }
  };
  const operations: Record<keyof Acked, () => Promise<void>> = {
    invoices: async () => {
      const matter = pick(matters);
      const requestId = ulid();
      const body = {
        client: matter.client_id,
        items: [
          { item_type: 'service', name: 'Consultation', unit_price: '1500.00', quantity: 1 },
          { item_type: 'service', name: 'Drafting', unit_price: '850', quantity: 2 },
        ],
        discount: '0',
        requestId,
      };
      await call<{ invoiceNumber: number }>('invoices', '/auth/save-invoice-data', body, (r) =>
        acked.invoices.push({ number: r.invoiceNumber, client: matter.client_id!, requestId }),
      );
    },
    payments: async () => {
      if (acked.invoices.length === 0) return;
      const invoice = pick(acked.invoices);
      const requestId = ulid();
      const body = {
        selectedInvoicesForPayment: [{ invoiceNumber: invoice.number, amount: '100.00' }],
        paymentMethod: 'EFT',
        requestId,
      };
      await call('payments', '/auth/mark-invoices-paid', body, () =>
        acked.payments.push({ invoice: invoice.number, amount: 10_000, requestId }),
      );
    },
    sms: async () => {
      const body = {
        recipientsIDs: [],
        noteTitle: 'Reminder',
        noteBody: 'Your consultation is on Friday at 10:00.',
        numbersArray: [`08${String(Math.floor(Math.random() * 1e8)).padStart(8, '2')}`],
        requestId: ulid(),
      };
      await call<{ batchId: string; charged: number }>('sms', '/auth/send-bulk-sms', body, (r) =>
        acked.sms.push({ batchId: r.batchId, charged: r.charged }),
      );
    },
    sales: async () => {
      const product = pick(products);
      const body = { items: [{ id: product.id, quantity: 1 }], method: 'Card', requestId: ulid() };
      await call<{ invoiceNumber: number }>('sales', '/auth/pos-sale', body, (r) =>
        acked.sales.push({ invoice: r.invoiceNumber, product: product.id, quantity: 1 }),
      );
    },
    trust: async () => {
      const matter = pick(matters);
      const requestId = ulid();
      // A transfer pays an acknowledged invoice of the matter's client from its trust money
      // (only once a deposit to the matter was acknowledged, so that it holds money).
      const invoice = acked.invoices.find((i) => i.client === matter.client_id);
      const funded = acked.trust.some((t) => t.matter === matter.id && t.kind === 'deposit');
      const kind = invoice && funded && Math.random() < 0.4 ? 'transfer' : 'deposit';
      const amount = kind === 'transfer' ? 5_000 : 20_000;
      const body = {
        caseID: matter.id,
        amount,
        requestId,
        ...(kind === 'transfer' ? { invoiceNumber: invoice!.number } : {}),
      };
      await call('trust', `/auth/trust-${kind}`, body, () =>
        acked.trust.push({ matter: matter.id, kind, amount, requestId }),
      );
    },
  };
  const killAfter = 3_000 + Math.floor(Math.random() * 5_000);
  const loops = Array.from({ length: CLIENTS }, async () => {
    while (!killed) await operations[pick(kinds)]();
  });
  await new Promise((resolve) => setTimeout(resolve, killAfter));
  killed = true;
  await kill(runtime);
  await Promise.allSettled(loops);

  // Restart on the same DATA_DIR and read what was kept.
  runtime = await startRuntime(dataDir);
  deps = depsOf(runtime.env);
  http = createClient(`http://127.0.0.1:${new URL(runtime.url).port}`);
  for (const resend of unanswered) await resend();
  const db = deps.db.entities;
  const invoices = await pages(db.invoice.query.byNumber({ emis }));
  const payments = await pages(db.payment.query.byInvoice({ emis }));
  const counter = (await db.counter.get({ emis, name: 'invoice' }).go({ consistent: true })).data;

  const lost: Record<keyof Acked, number> = {
    invoices: 0,
    payments: 0,
    sms: 0,
    sales: 0,
    trust: 0,
  };
  const mismatches: string[] = [];
  const byNumber = new Map(invoices.map((i) => [i.number, i]));
  for (const a of acked.invoices)
    if (byNumber.get(a.number)?.client_id !== a.client) lost.invoices += 1;
  const lostDetail: string[] = [];
  for (const a of acked.invoices)
    if (byNumber.get(a.number)?.client_id !== a.client)
      lostDetail.push(`invoice ${a.number} (request ${a.requestId})`);
  for (const a of acked.sales) {
    const invoice = byNumber.get(a.invoice);
    if (!invoice?.lines.some((l) => l.item_id === a.product)) {
      lost.sales += 1;
      lostDetail.push(
        `sale ${a.invoice}: ${invoice ? JSON.stringify(invoice.lines) : 'no invoice'}`,
      );
    }
  }
  // Payments: an invoice holds at least as many payments of the amount as were acknowledged.
  const paymentCount = new Map<string, number>();
  for (const p of payments) {
    const key = `${p.invoice_number}|${p.amount}`;
    paymentCount.set(key, (paymentCount.get(key) ?? 0) + 1);
  }
  const ackedPayments = new Map<string, number>();
  for (const a of acked.payments) {
    const key = `${a.invoice}|${a.amount}`;
    ackedPayments.set(key, (ackedPayments.get(key) ?? 0) + 1);
  }
  for (const [key, count] of ackedPayments)
    lost.payments += Math.max(0, count - (paymentCount.get(key) ?? 0));

  // Gap-free: 1..n exactly, and the counter at n.
  const numbers = invoices.map((i) => i.number).sort((a, b) => a - b);
  let gaps = 0;
  numbers.forEach((n, index) => {
    if (n !== index + 1) gaps += 1;
  });
  if ((counter?.value ?? 0) !== numbers.length)
    gaps += Math.abs((counter?.value ?? 0) - numbers.length);

  // Invoices' paid totals and the clients' figures against their movements.
  const paidOf = new Map<number, number>();
  for (const p of payments)
    paidOf.set(p.invoice_number, (paidOf.get(p.invoice_number) ?? 0) + p.amount);
  for (const i of invoices)
    if (i.total_paid !== (paidOf.get(i.number) ?? 0))
      mismatches.push(
        `invoice ${i.number}: paid ${i.total_paid}, payments ${paidOf.get(i.number) ?? 0}`,
      );
  const clientIds = new Set([
    ...matters.map((m) => m.client_id!),
    ...invoices.map((i) => i.client_id),
  ]);
  for (const clientId of clientIds) {
    const totals = await clientTotals(deps.db, emis, clientId);
    const invoiced = invoices
      .filter((i) => i.client_id === clientId)
      .reduce((s, i) => s + i.total, 0);
    const paid = payments.filter((p) => p.client_id === clientId).reduce((s, p) => s + p.amount, 0);
    if (totals.invoiced.amount !== invoiced || totals.paid.amount !== paid)
      mismatches.push(
        `client ${clientId}: figures invoiced ${totals.invoiced.amount} paid ${totals.paid.amount}, records ${invoiced} / ${paid}`,
      );
  }

  // Trust: each matter's balance = deposits - transfers - refunds; acknowledged entries kept.
  const entries = await pages(db.trustEntry.query.byMatter({ emis }));
  const requestIds = new Set(entries.map((e) => e.request_id));
  for (const a of acked.trust) if (!requestIds.has(a.requestId)) lost.trust += 1;
  const accounts = await pages(db.trustAccount.query.byMatter({ emis }));
  for (const account of accounts) {
    const sum = entries
      .filter((e) => e.matter_id === account.matter_id)
      .reduce((s, e) => s + (e.kind === 'deposit' ? e.amount : -e.amount), 0);
    if (sum !== account.balance)
      mismatches.push(`trust ${account.matter_id}: balance ${account.balance}, entries ${sum}`);
  }

  // Stock: opening - sold at the till (the invoices made since the opening) = on hand.
  for (const p of products) {
    const sold = invoices
      .filter((i) => i.number > (openingCounter ?? 0))
      .flatMap((i) => i.lines)
      .filter((l) => l.item_id === p.id)
      .reduce((s, l) => s + l.quantity, 0);
    const { data } = await db.product.get({ emis, id: p.id }).go({ consistent: true });
    if ((data?.stock ?? 0) !== (opening.get(p.id) ?? 0) - sold)
      mismatches.push(
        `stock ${p.name}: ${data?.stock}, opening ${opening.get(p.id)} - sold ${sold}`,
      );
  }

  // SMS: the balance = the ledger's entries (grants, spends, refunds); acknowledged sends kept.
  const ledger = await pages(db.smsLedger.query.byCompany({ emis }));
  const account = (await db.smsAccount.get({ emis }).go({ consistent: true })).data;
  const ledgerSum = ledger.reduce((s, e) => s + e.credits, 0);
  if ((account?.balance ?? 0) !== ledgerSum)
    mismatches.push(`sms credits: balance ${account?.balance}, ledger ${ledgerSum}`);
  const spent = new Set(ledger.filter((e) => e.kind === 'spend').map((e) => e.ref));
  for (const a of acked.sms) if (a.charged > 0 && !spent.has(a.batchId)) lost.sms += 1;

  // Writes that committed without a reply: found beyond the acknowledged.
  // Every new number belongs to exactly one acknowledged write (the resends included): a write
  // in flight at the kill either committed once (its resend replays the number) or not at all.
  const newNumbers = invoices.map((i) => i.number).filter((n) => n > (openingCounter ?? 0));
  const newInvoices = newNumbers.length;
  const ackedNumbers = [
    ...acked.invoices.map((a) => a.number),
    ...acked.sales.map((a) => a.invoice),
  ];
  const ackedSet = new Set(ackedNumbers);
  if (ackedSet.size !== ackedNumbers.length)
    mismatches.push(`${ackedNumbers.length - ackedSet.size} invoice numbers acknowledged twice`);
  const unaccounted = newNumbers.filter((n) => !ackedSet.has(n));
  if (unaccounted.length > 0)
    mismatches.push(`invoices no acknowledgement accounts for: ${unaccounted.join(', ')}`);
  const found: Record<keyof Acked, number> = {
    invoices: acked.invoices.length - lost.invoices,
    payments: acked.payments.length - lost.payments,
    sms: acked.sms.length - lost.sms,
    sales: acked.sales.length - lost.sales,
    trust: acked.trust.length - lost.trust,
  };
  console.log(
    `killed after ${killAfter} ms with ${CLIENTS} clients; invoice numbers 1..${numbers.length} (counter ${counter?.value}), ` +
      `${newInvoices} new invoices for ${ackedNumbers.length} acknowledged; ${unanswered.length} writes had no reply ` +
      `and were sent again after the restart with their request ids: ${resentAnswered} answered\n`,
  );
  const cols = ['write', 'sent', 'acknowledged', 'found', 'lost', 'refused (4xx)', 'no reply'];
  // acknowledged: 2xx before the kill, or to the resend after the restart.
  console.log(cols.map((c, i) => (i === 0 ? c.padEnd(10) : c.padStart(15))).join(''));
  for (const k of kinds)
    console.log(
      [
        k.padEnd(10),
        ...[
          attempts[k].sent,
          acked[k].length,
          found[k],
          lost[k],
          attempts[k].refused,
          attempts[k].inFlight,
        ].map((n) => String(n).padStart(15)),
      ].join(''),
    );
  const totalLost = kinds.reduce((s, k) => s + lost[k], 0);
  console.log(
    `\ngaps in invoice numbers: ${gaps}; balance mismatches: ${mismatches.length}; lost: ${totalLost}`,
  );
  for (const m of mismatches) console.log(`  mismatch: ${m}`);
  for (const l of lostDetail) console.log(`  lost: ${l}`);
  for (const [why, count] of refusals) console.log(`  refused ${count}x: ${why}`);
  if (totalLost > 0 || gaps > 0 || mismatches.length > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stop(runtime).catch(() => undefined);
  if (!process.env.BENCH_KEEP && existsSync(dataDir))
    rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
