import { randomInt, randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  CHECKOUT_FIELD_ORDER,
  checkoutSignature,
  notifyParamString,
  notifySignature,
  signatureMatches,
  type CheckoutFields,
} from '../../functions/src/payments/signature';

/**
 * The embedded sandbox card gateway (`npm start`): what the provider's process page, notify and
 * validate call do, for one merchant of the local configuration. The browser posts the signed
 * checkout to /sandbox-gateway/process and sees the order with Pay and Cancel. Pay posts a
 * correctly signed notification to the order's notify_url from here (server to server), then
 * sends the browser to return_url; Cancel sends it to cancel_url. The validate endpoint answers
 * VALID only for a notification this gateway sent, so a forged one is refused locally as in
 * production.
 */
export const SANDBOX_MERCHANT = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'kantoor-sandbox-passphrase',
};

export const SANDBOX_PREFIX = '/sandbox-gateway/';

type Order = {
  id: string;
  fields: CheckoutFields;
  state: 'open' | 'paid' | 'cancelled';
  notified?: { status: number; body: string; attempts: number };
  /** The notification as posted (form-encoded), once the order is paid. */
  notification?: string;
  at: string;
};

export type SandboxPayment = Pick<Order, 'id' | 'state' | 'notified' | 'notification' | 'at'> & {
  amount: string;
  item_name: string;
  m_payment_id: string;
  notify_url?: string;
};

/** The environment the handlers need to use this gateway (see runtime.ts). */
export function sandboxGatewayEnv(port: number): Record<string, string> {
  return {
    GATEWAY_MERCHANT_ID: SANDBOX_MERCHANT.merchantId,
    GATEWAY_MERCHANT_KEY: SANDBOX_MERCHANT.merchantKey,
    GATEWAY_PASSPHRASE: SANDBOX_MERCHANT.passphrase,
    // Relative: the browser posts to the site it is on.
    GATEWAY_PROCESS_URL: `${SANDBOX_PREFIX}process`,
    GATEWAY_VALIDATE_URL: `http://127.0.0.1:${port}${SANDBOX_PREFIX}validate`,
    // Notifications come from this process, over loopback.
    GATEWAY_HOSTS: 'localhost',
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function readForm(req: IncomingMessage): Promise<Array<[string, string]>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 64 * 1024) chunks.push(chunk);
    });
    req.on('end', () => resolve([...new URLSearchParams(Buffer.concat(chunks).toString('utf8'))]));
    req.on('error', reject);
  });
}

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#52606d}
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:.4rem;border:1px solid #0f4c5c;cursor:pointer}
.pay{background:#0f4c5c;color:#fff}.cancel{background:#fff;color:#0f4c5c}.note{color:#52606d;font-size:.9rem}</style>
</head><body>${body}</body></html>`);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** POSTs form fields to a URL; `*.localhost` goes to loopback with the Host kept. */
function postForm(target: string, body: string): Promise<{ status: number; body: string }> {
  const url = new URL(target);
  const loopback = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: loopback ? '127.0.0.1' : url.hostname,
        port: url.port || 80,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: {
          host: url.host,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('notify timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/** The gateway's fee: 3.5% + R2.00 (a believable card rate), in cents. */
const feeCents = (amount: number) => Math.round(amount * 0.035) + 200;
const rands = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export type SandboxGateway = {
  /** Handles a request under SANDBOX_PREFIX; false when the path is not the gateway's. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
  /** Recent payments, newest first (the super admin's local view). */
  payments(): SandboxPayment[];
};

export function createSandboxGateway(): SandboxGateway {
  const orders = new Map<string, Order>();
  const sent = new Set<string>();

  /** Signs the notification of a paid order and remembers it as sent (validate answers VALID). */
  function notification(order: Order): string {
    const amount = Math.round(Number(order.fields.amount) * 100);
    const fee = feeCents(amount);
    const posted: Array<[string, string]> = [
      ['m_payment_id', order.fields.m_payment_id ?? ''],
      ['pf_payment_id', String(randomInt(1_000_000, 9_999_999))],
      ['payment_status', 'COMPLETE'],
      ['item_name', order.fields.item_name ?? ''],
      ['item_description', order.fields.item_description ?? ''],
      ['amount_gross', rands(amount)],
      ['amount_fee', rands(-fee)],
      ['amount_net', rands(amount - fee)],
      ...(['custom_str1', 'custom_str2', 'custom_str3', 'custom_str4', 'custom_str5'] as const).map(
        (name): [string, string] => [name, order.fields[name] ?? ''],
      ),
      ...(['custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5'] as const).map(
        (name): [string, string] => [name, order.fields[name] ?? ''],
      ),
      ['name_first', order.fields.name_first ?? ''],
      ['name_last', order.fields.name_last ?? ''],
      ['email_address', order.fields.email_address ?? ''],
      ['merchant_id', SANDBOX_MERCHANT.merchantId],
    ];
    posted.push(['signature', notifySignature(posted, SANDBOX_MERCHANT.passphrase)]);
    sent.add(notifyParamString(posted));
    order.notification = posted
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
    return order.notification;
  }

  async function notify(order: Order) {
    const body = order.notification ?? notification(order);
    // As the provider: retry until the receiver answers 200 (here, a few quick tries).
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const last = await postForm(order.fields.notify_url!, body).catch((error: unknown) => ({
        status: 0,
        body: String(error),
      }));
      order.notified = { ...last, attempts: attempt };
      if (last.status === 200) return;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string) {
    const action = path.slice(SANDBOX_PREFIX.length);
    if (req.method === 'POST' && action === 'process') {
      const posted = await readForm(req);
      const fields: CheckoutFields = {};
      for (const [name, value] of posted)
        if ((CHECKOUT_FIELD_ORDER as readonly string[]).includes(name))
          fields[name as keyof CheckoutFields] = value;
      const signature = posted.find(([name]) => name === 'signature')?.[1];
      const problems = [
        fields.merchant_id !== SANDBOX_MERCHANT.merchantId && 'unknown merchant',
        fields.merchant_key !== SANDBOX_MERCHANT.merchantKey && 'wrong merchant key',
        !signatureMatches(checkoutSignature(fields, SANDBOX_MERCHANT.passphrase), signature) &&
          'signature mismatch',
        !/^\d+\.\d{2}$/.test(fields.amount ?? '') && 'amount',
        !fields.item_name && 'item name',
      ].filter(Boolean);
      if (problems.length > 0) {
        page(
          res,
          400,
          'Payment refused',
          `<h1>Sandbox gateway: checkout refused</h1><p>${escapeHtml(problems.join(', '))}</p>`,
        );
        return true;
      }
      const order: Order = {
        id: randomUUID(),
        fields,
        state: 'open',
        at: new Date().toISOString(),
      };
      orders.set(order.id, order);
      while (orders.size > 500) orders.delete(orders.keys().next().value!);
      redirect(res, `${SANDBOX_PREFIX}order/${order.id}`);
      return true;
    }
    const show = /^order\/([0-9a-f-]{36})$/.exec(action);
    if (req.method === 'GET' && show) {
      const order = orders.get(show[1]!);
      if (!order) {
        page(res, 404, 'No such order', '<h1>No such order</h1>');
        return true;
      }
      const f = order.fields;
      page(
        res,
        200,
        'Sandbox card payment',
        `<h1>Sandbox card payment</h1>
<p class="note">This stands in for the card gateway locally: no card is charged.</p>
<dl><dt>Item</dt><dd data-testid="sandbox-item">${escapeHtml(f.item_name ?? '')}</dd>
${f.item_description ? `<dt>Details</dt><dd>${escapeHtml(f.item_description)}</dd>` : ''}
<dt>Amount</dt><dd data-testid="sandbox-amount">R ${escapeHtml(f.amount ?? '')}</dd>
<dt>Reference</dt><dd>${escapeHtml(f.m_payment_id ?? '')}</dd></dl>
${
  order.state === 'open'
    ? `<div class="actions"><form method="post" action="${SANDBOX_PREFIX}pay/${order.id}"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${SANDBOX_PREFIX}cancel/${order.id}"><button class="cancel" type="submit">Cancel</button></form></div>`
    : `<p>This order is ${order.state}.</p>`
}`,
      );
      return true;
    }
    const decide = /^(pay|cancel)\/([0-9a-f-]{36})$/.exec(action);
    if (req.method === 'POST' && decide) {
      req.resume();
      const order = orders.get(decide[2]!);
      if (!order || order.state !== 'open') {
        page(res, 409, 'Order closed', '<h1>This order is closed</h1>');
        return true;
      }
      if (decide[1] === 'pay') {
        order.state = 'paid';
        notification(order);
        // `?hold=1` keeps the notification back (delivered by whoever reads it from /orders):
        // how a person or a test sees a late or repeated notification.
        const hold = new URL(req.url ?? '/', 'http://localhost').searchParams.get('hold') === '1';
        if (order.fields.notify_url && !hold) await notify(order);
        redirect(res, order.fields.return_url ?? '/');
      } else {
        order.state = 'cancelled';
        redirect(res, order.fields.cancel_url ?? '/');
      }
      return true;
    }
    if (req.method === 'GET' && action === 'orders') {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(JSON.stringify(payments()));
      return true;
    }
    if (req.method === 'POST' && action === 'validate') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const valid = sent.has(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(valid ? 'VALID' : 'INVALID');
      return true;
    }
    return false;
  }

  const payments = (): SandboxPayment[] =>
    [...orders.values()].reverse().map((o) => ({
      id: o.id,
      state: o.state,
      notified: o.notified,
      at: o.at,
      amount: o.fields.amount ?? '',
      item_name: o.fields.item_name ?? '',
      m_payment_id: o.fields.m_payment_id ?? '',
      notification: o.notification,
      notify_url: o.fields.notify_url,
    }));

  return { handle, payments };
}
