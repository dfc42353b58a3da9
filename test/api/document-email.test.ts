import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import type { CheckoutForm } from '@shared/payments/schemas';
import type { DocumentLinkView } from '@shared/documents/email';
import { ulid } from 'ulid';
import { outbox } from './support';
import { call, notify, openOrder, payHeld, SHOP, unique, visit } from './store-support';

// Issue 28, "documents that get paid": an invoice or quote emailed with its PDF and a link where
// the client views it and pays the balance by card, applied once.

const MANAGER = `manager@${SHOP}`;

type Outboxed = {
  to: string;
  subject: string;
  body: string;
  links: Array<{ href: string; label: string }>;
  attachments?: Array<{ filename: string; content_type: string; content_base64: string }>;
};

async function newClient(name: string) {
  const saved = await call<{ id: string }>(MANAGER, '/auth/save-client', {
    name,
    clientReference: '',
    phone: '082 555 0101',
    email: 'accounts@example.co.za',
    address: '12 Lagoon Drive',
    city: 'Umhlanga',
    postalCode: '4319',
  });
  expect(saved.status, saved.text).toBe(200);
  return saved.body.id;
}

/** An invoice of R1,150.00 (R1,000 + 15 % VAT) to a new client. */
async function newInvoice() {
  const client = await newClient(unique('Sibaya Dental'));
  const saved = await call<{ invoiceNumber: number }>(MANAGER, '/auth/save-invoice-data', {
    client,
    date: '2026-11-20',
    items: [{ item_type: 'service', name: 'Network set-up', unit_price: '1,000.00', quantity: 1 }],
  });
  expect(saved.status, saved.text).toBe(200);
  return saved.body.invoiceNumber;
}

/** Sends the document; answers the outbox message it wrote (the one with its link). */
async function send(kind: 'invoice' | 'quote', number: number, requestId = ulid()) {
  const to = `client.${requestId.toLowerCase()}@example.co.za`;
  const sent = await call<{ status: string }>(MANAGER, '/auth/send-document-email', {
    kind,
    number,
    to,
    message: 'Thank you for your business.',
    requestId,
  });
  expect(sent.status, sent.text).toBe(200);
  const messages = outbox('email').filter((m) => m.to === to) as Outboxed[];
  return { to, messages, message: messages.at(-1)! };
}

const keyOf = (message: Outboxed) => {
  const href = message.links[0]?.href ?? '';
  const key = new URL(href).searchParams.get('key');
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return key!;
};

const view = (key: string, host = SHOP) =>
  visit<DocumentLinkView & { error?: string }>('/documents/link', { key }, host);

describe('documents sent by email (issue 28)', () => {
  it('sends one message with the PDF attached and the link; a repeat of the request sends nothing', async () => {
    const number = await newInvoice();
    const requestId = ulid();
    const { to, messages, message } = await send('invoice', number, requestId);
    expect(messages).toHaveLength(1);
    expect(message.subject).toContain(`INV-${String(number).padStart(6, '0')}`);
    expect(message.body).toContain('Thank you for your business.');
    expect(message.body).toMatch(/balance due R\s?1,150\.00/);
    expect(message.links[0]!.href).toContain(`${SHOP}`);
    expect(message.links[0]!.href).toContain('/document-link?key=');
    const pdf = message.attachments?.[0];
    expect(pdf?.filename).toBe(`INV-${String(number).padStart(6, '0')}.pdf`);
    expect(pdf?.content_type).toBe('application/pdf');
    expect(Buffer.from(pdf!.content_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // The same request again: the first reply, no second message.
    const again = await call(MANAGER, '/auth/send-document-email', {
      kind: 'invoice',
      number,
      to,
      message: 'Thank you for your business.',
      requestId,
    });
    expect(again.status).toBe(200);
    expect(outbox('email').filter((m) => m.to === to)).toHaveLength(1);
  });

  it('refuses bad input and a missing document with a clear 4xx', async () => {
    const bad = await call<{ error: string }>(MANAGER, '/auth/send-document-email', {
      kind: 'invoice',
      number: 1,
      to: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    const missing = await call<{ error: string }>(MANAGER, '/auth/send-document-email', {
      kind: 'invoice',
      number: 9_999_999,
      to: 'someone@example.co.za',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('No such invoice');
  });

  it("shows the balance on the link's page; checkout and a notification twice apply once", async () => {
    const number = await newInvoice();
    const key = keyOf((await send('invoice', number)).message);
    const before = await view(key);
    expect(before.status, before.text).toBe(200);
    expect(before.body).toMatchObject({
      kind: 'invoice',
      number,
      total: 115_000,
      total_paid: 0,
      balance: 115_000,
      status: 'due',
      can_pay: true,
    });
    expect(before.body.lines[0]?.name).toBe('Network set-up');

    const started = await visit<{ token: string; checkout: CheckoutForm }>('/documents/link-pay', {
      key,
    });
    expect(started.status, started.text).toBe(200);
    const amount = started.body.checkout.fields.find(([k]) => k === 'amount')?.[1];
    expect(amount).toBe('1150.00');
    const notification = await payHeld(await openOrder(started.body.checkout));
    const answers = await Promise.all([notify(notification), notify(notification)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await notify(notification)).status).toBe(200);

    const after = await view(key);
    expect(after.body).toMatchObject({ total_paid: 115_000, balance: 0, status: 'paid' });
    expect(after.body.can_pay).toBe(false);
    expect(after.body.payments).toHaveLength(1);
    expect(after.body.payments[0]).toMatchObject({ amount: 115_000, method: 'Credit Cards' });
    // The invoice as the back office reads it: paid once.
    const data = await call<{ invoice: { total_paid: number }; payments: unknown[] }>(
      MANAGER,
      '/auth/get-invoice-data',
      { invoiceNumber: number },
    );
    expect(data.body.invoice.total_paid).toBe(115_000);
    expect(data.body.payments).toHaveLength(1);
    // A paid invoice offers nothing more to pay.
    const again = await visit<{ error: string }>('/documents/link-pay', { key });
    expect(again.status).toBe(409);
  });

  it('refuses a notification whose amount is not what was asked, recording nothing', async () => {
    const number = await newInvoice();
    const key = keyOf((await send('invoice', number)).message);
    const started = await visit<{ token: string; checkout: CheckoutForm }>('/documents/link-pay', {
      key,
    });
    const notification = await payHeld(await openOrder(started.body.checkout));
    const { notifySignature } = await import('../../functions/src/payments/signature');
    const fields = [...new URLSearchParams(notification)]
      .filter(([k]) => k !== 'signature')
      .map(([k, v]): [string, string] => [k, k === 'amount_gross' ? '100.00' : v]);
    const signed = [
      ...fields,
      ['signature', notifySignature(fields, inject('runtimeEnv').GATEWAY_PASSPHRASE)],
    ];
    const body = signed.map(([k, v]) => `${encodeURIComponent(k!)}=${encodeURIComponent(v!)}`);
    expect((await notify(body.join('&'))).status).toBe(400);
    const after = await view(key);
    expect(after.body).toMatchObject({ total_paid: 0, balance: 115_000, status: 'due' });
  });

  it("answers another company's key and an unknown key like a missing one", async () => {
    const number = await newInvoice();
    const key = keyOf((await send('invoice', number)).message);
    const elsewhere = await view(key, 'agency.localhost');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toBe('No such document. Ask the sender for a new link.');
    const unknown = await view('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect((await visit('/documents/link-pay', { key }, 'agency.localhost')).status).toBe(404);
    expect((await view('short')).status).toBe(400);
  });

  it('shows a quote by its link and offers no payment', async () => {
    const client = await newClient(unique('Ballito Books'));
    const saved = await call<{ quoteNumber: number }>(MANAGER, '/auth/save-quote-data', {
      selectedClient: client,
      quoteDate: '2026-11-20',
      services: [{ name: 'Site visit', serviceFee: '500.00', quantity: 1 }],
    });
    expect(saved.status, saved.text).toBe(200);
    const { message } = await send('quote', saved.body.quoteNumber);
    expect(message.attachments?.[0]?.filename).toMatch(/^Q-\d{6}\.pdf$/);
    const key = keyOf(message);
    const page = await view(key);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ kind: 'quote', status: 'quote', can_pay: false });
    const pay = await visit<{ error: string }>('/documents/link-pay', { key });
    expect(pay.status).toBe(409);
    expect(pay.body.error).toBe('A quotation is not paid online: ask for its invoice');
  });
});
