import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { AuditEntry } from '@shared/tables/types';
import {
  PRIVACY_MESSAGES,
  type PrivacyEraseReply,
  type PrivacyExport,
} from '@shared/privacy/schemas';
import { privacyExportPdf } from '@shared/pdf/privacy-export-pdf';
import { readPdf } from '@shared/pdf/test-read-pdf';
import { api, login, type Session } from './support';

// Issue 29 item 6: a person's export (POPIA s23) and erasure (s24), end to end over HTTP.

const LEGAL = 'legal.localhost';
const LEGAL_EMIS = 'mokoena-attorneys';
const MANAGER = `manager@${LEGAL}`;
const ADMIN = `admin@${LEGAL}`;
const SHOP_MANAGER = 'manager@shop.localhost';
const OWNER = 'owner@localhost';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
const call = async <T>(email: string, path: string, body?: unknown) => {
  const session = await as(email);
  return api.post<T>(path, body, { host: email.split('@')[1], token: session.token });
};
const ok = async <T>(email: string, path: string, body?: unknown) => {
  const response = await call<T>(email, path, body);
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
};
const get = async <T>(email: string, path: string) => {
  const session = await as(email);
  const response = await api.get<T>(path, { host: email.split('@')[1], token: session.token });
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
};

type Person = { id: string; name: string; phone: string; email: string; address: string };

/** A legal client with a quote, an invoice, an SMS and a matter. */
async function personWithRecords(): Promise<Person & { invoice: number; quote: number }> {
  const tag = ulid().slice(-6);
  const person = {
    name: `Lindiwe Zulu ${tag}`,
    phone: `082 555 ${String(1000 + Math.floor(Math.random() * 8999)).slice(-4)}`,
    email: `lindiwe.${tag.toLowerCase()}@example.co.za`,
    address: `12 Jacaranda Street ${tag}, Pretoria`,
  };
  const saved = await ok<{ id: string }>(MANAGER, '/auth/save-client', {
    ...person,
    institution: `Zulu Holdings ${tag}`,
  });
  const id = saved.id;
  const quote = await ok<{ quoteNumber: number }>(MANAGER, '/auth/save-quote-data', {
    selectedClient: id,
    quoteDate: '2026-11-23',
    products: [],
    services: [{ name: 'Consultation', serviceFee: '1200.00', quantity: 1 }],
    transports: [],
    tax_id: '20',
    description: 'Estimate for the estate',
  });
  const invoice = await ok<{ invoiceNumber: number }>(MANAGER, '/auth/save-invoice-data', {
    client: id,
    date: '2026-11-20',
    items: [
      { item_type: 'service', name: 'Drafting of a will', unit_price: '950.00', quantity: 1 },
    ],
    discount: 0,
  });
  const balance = await get<{ credits: number }>(MANAGER, '/auth/get-sms-credits');
  if (balance.credits < 2)
    await ok(OWNER, '/auth/add-sms-credits', { emis: LEGAL_EMIS, credits: 5, note: 'popia test' });
  await ok(MANAGER, '/auth/send-bulk-sms', {
    bulkSMSBody: `Dear ${person.name}, your will is ready for signing.`,
    students: [id],
  });
  await ok(MANAGER, '/auth/add-case', {
    caseObj: {
      caseTitle: `Estate of ${person.name}`,
      fileNumber: `POPIA-${tag}`,
      selectedClientID: id,
      statusID: 'status-open',
    },
  });
  return { id, ...person, invoice: invoice.invoiceNumber, quote: quote.quoteNumber };
}

const section = (data: PrivacyExport, title: string) =>
  data.sections.find((s) => s.title === title)?.records ?? [];

describe('POPIA requests', () => {
  it('exports a client with invoices, SMS and a matter, names the operators, and the PDF reads', async () => {
    const person = await personWithRecords();
    const data = await ok<PrivacyExport>(MANAGER, '/auth/privacy-export', {
      kind: 'client',
      id: person.id,
    });
    expect(data.person).toEqual({ kind: 'client', id: person.id, name: person.name });
    expect(section(data, 'Personal details')[0]).toMatchObject({
      email: person.email,
      address: person.address,
    });
    expect(section(data, 'Invoices').map((i) => i.invoice_number)).toEqual([person.invoice]);
    expect(section(data, 'Quotations').map((q) => q.quote_number)).toEqual([person.quote]);
    const sms = section(data, 'SMS messages');
    expect(sms).toHaveLength(1);
    expect(String(sms[0]!.body)).toContain('your will is ready');
    expect(section(data, 'Matters').map((m) => m.file_number)).toEqual([
      expect.stringMatching(/^POPIA-/),
    ]);
    const operators = data.recipients.map((r) => r.name);
    expect(operators).toContain('SMS provider (operator)');
    expect(operators).toContain('Email provider (operator)');
    expect(data.retention).toContain(PRIVACY_MESSAGES.invoiceRetention);
    expect(data.retention).toContain(PRIVACY_MESSAGES.trustRetention);

    // The reply is JSON a person can keep; the PDF made from it reads back with the same facts.
    const parsed = JSON.parse(JSON.stringify(data)) as PrivacyExport;
    const pdf = await readPdf(await privacyExportPdf(parsed));
    const text = pdf.all.replace(/\s+/g, ' ');
    expect(text).toContain(`Personal information held about ${person.name}`);
    expect(text).toContain(person.email);
    expect(text).toContain('Invoices (1)');
    expect(text).toContain('SMS messages (1)');
    expect(text).toContain('SMS provider (operator)');
    expect(text).toContain('Tax Administration Act');

    // Audited under the person's id, at the manager's level.
    const history = await ok<AuditEntry[]>(MANAGER, '/auth/get-row-history', {
      table: 'privacy_requests',
      id: person.id,
    });
    expect(history.map((h) => h.field)).toEqual(['export']);
  });

  it('erases the client, their quote, the invoice contact details and SMS records; a repeat writes nothing', async () => {
    const person = await personWithRecords();
    const requestId = ulid();
    const erased = await ok<PrivacyEraseReply>(MANAGER, '/auth/privacy-erase', {
      kind: 'client',
      id: person.id,
      requestId,
    });
    expect(erased.placeholder).toMatch(/^Erased person [0-9A-Z]{4}$/);
    expect(erased.kept).toContain(PRIVACY_MESSAGES.invoiceRetention);
    expect(erased.erased).toContainEqual({ what: 'SMS messages', count: 1 });

    const after = await ok<PrivacyExport>(MANAGER, '/auth/privacy-export', {
      kind: 'client',
      id: person.id,
    });
    const client = section(after, 'Personal details')[0]!;
    expect(client).toMatchObject({
      name: erased.placeholder,
      email: null,
      phone: null,
      address: null,
      institution: null,
    });
    const [quote] = section(after, 'Quotations');
    expect(quote).toMatchObject({ client_name: erased.placeholder });
    expect(quote!.client_address).toBeUndefined();
    // The invoice keeps its name and tax fields (Tax Administration Act s29), not the address.
    const [invoice] = section(after, 'Invoices');
    expect(invoice).toMatchObject({ client_name: person.name, total: expect.any(Number) });
    expect(invoice!.client_address).toBeUndefined();
    const [sms] = section(after, 'SMS messages');
    expect(sms).toMatchObject({
      to: erased.placeholder,
      name: erased.placeholder,
      body: '(erased)',
    });
    expect(JSON.stringify(after.sections.filter((s) => s.title !== 'Invoices'))).not.toContain(
      person.email,
    );
    expect(JSON.stringify(after)).not.toContain(person.phone.replace(/\s/g, '').slice(-7));

    const trail = () =>
      ok<AuditEntry[]>(MANAGER, '/auth/get-row-history', {
        table: 'privacy_requests',
        id: person.id,
      });
    const before = await trail();
    expect(before.map((h) => h.field).sort()).toEqual(['erase', 'export']);

    // The same request again: the first reply, and nothing written (no new audit entry, the
    // client's version unchanged).
    const repeat = await ok<PrivacyEraseReply>(MANAGER, '/auth/privacy-erase', {
      kind: 'client',
      id: person.id,
      requestId,
    });
    expect(repeat).toEqual(erased);
    const again = await ok<PrivacyExport>(MANAGER, '/auth/privacy-export', {
      kind: 'client',
      id: person.id,
    });
    expect(section(again, 'Personal details')[0]!.row_version).toBe(client.row_version);
    expect((await trail()).filter((h) => h.field === 'erase')).toHaveLength(1);
  });

  it("answers another company's person as a missing one, refuses bad input and lower levels", async () => {
    const own = await ok<{ id: string }>(SHOP_MANAGER, '/auth/save-client', {
      name: `Shop client ${ulid()}`,
    });
    const foreign = await call<{ error: string }>(MANAGER, '/auth/privacy-export', {
      kind: 'client',
      id: own.id,
    });
    const missing = await call<{ error: string }>(MANAGER, '/auth/privacy-export', {
      kind: 'client',
      id: ulid(),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const foreignErase = await call<{ error: string }>(MANAGER, '/auth/privacy-erase', {
      kind: 'client',
      id: own.id,
      requestId: ulid(),
    });
    expect(foreignErase.status).toBe(404);
    expect(foreignErase.body).toEqual(missing.body);

    const bad = await call<{ error: string }>(MANAGER, '/auth/privacy-export', {
      kind: 'planet',
      id: own.id,
    });
    expect(bad.status).toBe(400);
    const noRequest = await call(MANAGER, '/auth/privacy-erase', {
      kind: 'client',
      id: own.id,
      requestId: undefined,
    });
    expect(noRequest.status).toBe(400);
    const admin = await call(ADMIN, '/auth/privacy-export', { kind: 'client', id: own.id });
    expect(admin.status).toBe(403);
  });
});
