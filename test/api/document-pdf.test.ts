import { describe, expect, it } from 'vitest';
import type { InvoiceDataReply } from '@shared/documents/types';
import { buildDocumentPdf } from '@shared/pdf/document-pdf';
import { readPdf } from '@shared/pdf/test-read-pdf';
import {
  compute,
  draftOf,
  pdfInput,
  printedNumber,
} from '../../frontend/src/features/documents/lib/draft';
import { api, login, type Session } from './support';

// Issue 28: the invoice PDF, made as the invoice screen makes it from get-invoice-data, lists
// the payments received with the amount paid and the balance due; an invoice converted from a
// quote does not carry the quote's comment.

const MANAGER = 'manager@shop.localhost';
let session: Promise<Session> | undefined;
const token = async () => (await (session ??= login(MANAGER, 'shop.localhost'))).token;
const post = async <T = unknown>(path: string, body?: unknown) =>
  api.post<T>(path, body, { token: await token() });

async function ok<T>(reply: Promise<{ status: number; body: T; text: string }>): Promise<T> {
  const answer = await reply;
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The invoice's PDF text, built from its get-invoice-data reply as the invoice screen does. */
async function invoicePdfText(invoiceNumber: number): Promise<string> {
  const data = await ok(post<InvoiceDataReply>('/auth/get-invoice-data', { invoiceNumber }));
  const draft = draftOf(data.invoice);
  const computed = compute(draft, data.issuer);
  if (!computed.ok) throw new Error(computed.problem);
  const input = pdfInput(
    'invoice',
    printedNumber('invoice', invoiceNumber),
    draft,
    computed.totals,
    data.issuer,
    undefined,
    data.payments,
  );
  return (await readPdf(await buildDocumentPdf(input))).all;
}

describe('the invoice PDF (issue 28)', () => {
  it('shows the payments received, the amount paid and the balance due, without the quote comment', async () => {
    const client = await ok(
      post<{ id: string }>('/auth/save-client', {
        name: `Pdf Payments ${Date.now()}`,
        clientReference: '',
        phone: '082 555 0101',
      }),
    );
    const { quoteNumber } = await ok(
      post<{ quoteNumber: number }>('/auth/save-quote-data', {
        selectedClient: client.id,
        quoteDate: '2026-11-23',
        services: [{ name: 'Printer service', serviceFee: '1000.00', quantity: 1 }],
        description: 'This quotation is valid for 14 days',
      }),
    );
    const converted = await ok(
      post<{ converted: Array<{ invoice_number: number }> }>('/auth/convert-quotes-to-invoices', {
        selectedQuotesForConversion: [quoteNumber],
      }),
    );
    const invoiceNumber = converted.converted[0]?.invoice_number as number;

    // Before a payment: no payments section; the quote's comment stays with the quote.
    const before = await invoicePdfText(invoiceNumber);
    expect(before).toContain('R 1,150.00');
    expect(before).not.toContain('Balance due');
    expect(before).not.toContain('valid for 14 days');

    // A reference longer than the schema allows: 400 naming it, nothing written.
    const long = await post<{ error: string; fields?: Record<string, string> }>(
      '/auth/mark-invoices-paid',
      {
        selectedInvoicesForPayment: [{ invoiceNumber, amount: '100.00' }],
        paymentReference: 'x'.repeat(61),
      },
    );
    expect(long.status, long.text).toBe(400);
    expect(JSON.stringify(long.body)).toContain('A reference is at most 60 characters');
    // One payment without a reference (as every payment before issue 28), one with.
    const pay = (amount: string, paymentReference?: string) =>
      ok(
        post('/auth/mark-invoices-paid', {
          selectedInvoicesForPayment: [{ invoiceNumber, amount }],
          dateInvoicesPaid: '2026-11-24',
          paymentMethod: 'EFT',
          paymentReference,
        }),
      );
    await pay('150.00');
    await pay('250.00', '  FNB 88231 Sibaya  ');
    const data = await ok(post<InvoiceDataReply>('/auth/get-invoice-data', { invoiceNumber }));
    expect(data.invoice.total_paid).toBe(40_000);
    expect(data.payments.map((p) => [p.amount, p.reference])).toEqual([
      [15_000, undefined],
      [25_000, 'FNB 88231 Sibaya'],
    ]);

    // pdfjs's text items, one a line, without the blank items between a label and its amount.
    const lines = (await invoicePdfText(invoiceNumber)).split('\n').filter((l) => l.trim());
    const after = lines.join('\n');
    expect(after).toContain('Payments received');
    expect(after).toMatch(/2026-11-24\s+·\s+EFT\nR 150\.00/);
    expect(after).toMatch(/2026-11-24\s+·\s+EFT\s+·\s+FNB 88231 Sibaya\nR 250\.00/);
    const valueAfter = (label: string) => lines[lines.indexOf(label) + 1];
    expect(valueAfter('Amount paid')).toBe('R 400.00');
    expect(valueAfter('Balance due')).toBe('R 750.00');
    expect(after).not.toContain('valid for 14 days');
  });
});
