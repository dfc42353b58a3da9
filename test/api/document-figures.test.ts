import { describe, expect, it } from 'vitest';
import { clientStatement, type ClientStatement } from '@shared/finance/client-statement';
import {
  CLIENT_TOTALS,
  clientPeriod,
  INVOICES,
  invoiceDeltas,
  invoicePaymentsFigure,
  invoiceTaxFigure,
  invoiceTotalFigure,
  PAYMENTS,
  paymentDeltas,
  quoteDeltas,
} from '../../functions/src/documents/figures';
import type {
  InvoiceRecord,
  PaymentRecord,
  QuoteRecord,
} from '../../functions/src/documents/records';
import { clientRecordsPage } from '../../functions/src/clients';
import { readFigures, sumBy, type Delta } from '../../functions/src/kernel/aggregates';
import { planCompany } from './plans-support';
import { testDeps } from './support';

// Issue 24: the documents' running figures (invoice and payment period figures, a client's
// totals and period figures, the dashboard's four totals) equal the sums of the records after
// creates, edits, payments in part and in full, conversions and deletions through the routes;
// and a client's statement, read a page at a time, is the one the records make.

type Reply<T> = { status: number; body: T; text: string };
type Figure = { key: string; amount: number; count: number };

/** A company of its own: its figures are this test's records and nobody else's. */
const freshCompany = () => planCompany('Legal', 'figures');

type Company = Awaited<ReturnType<typeof freshCompany>>;

async function ok<T>(reply: Promise<Reply<T>>): Promise<T> {
  const answer = await reply;
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function newClient(company: Company, name: string) {
  const saved = await ok(
    company.post<{ id: string }>('/auth/save-client', { name, clientReference: '', phone: '' }),
  );
  return saved.id;
}

const lines = (price: string, quantity = 1) => [
  { item_type: 'service', name: 'Consultation', unit_price: price, quantity },
];

async function saveInvoice(company: Company, body: Record<string, unknown>) {
  const saved = await ok(company.post<{ invoiceNumber: number }>('/auth/save-invoice-data', body));
  return saved.invoiceNumber;
}

/** Every invoice, payment and quote of the company, read from the records themselves. */
async function records(emis: string) {
  const e = testDeps().db.entities;
  const [invoices, payments, quotes] = await Promise.all([
    e.invoice.query.byNumber({ emis }).go({ pages: 'all', consistent: true }),
    e.payment.query.byInvoice({ emis }).go({ pages: 'all', consistent: true }),
    e.quote.query.byNumber({ emis }).go({ pages: 'all', consistent: true }),
  ]);
  return { invoices: invoices.data, payments: payments.data, quotes: quotes.data };
}

type AnyRecord =
  | { kind: 'invoice'; record: InvoiceRecord }
  | { kind: 'payment'; record: PaymentRecord }
  | { kind: 'quote'; record: QuoteRecord };

const deltasOf = (item: AnyRecord): Delta[] =>
  item.kind === 'invoice'
    ? invoiceDeltas(item.record)
    : item.kind === 'payment'
      ? paymentDeltas(item.record)
      : quoteDeltas(item.record);

/** A family's figures as stored, without those that came back to nothing. */
async function stored(emis: string, name: string): Promise<Figure[]> {
  return (await readFigures(testDeps().db, emis, name)).filter(
    (f) => f.amount !== 0 || f.count !== 0,
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('document figures (issue 24)', () => {
  it('equal the sums of the records after creates, edits, payments, conversions and deletions', async () => {
    const company = await freshCompany();
    const [ayanda, bongani] = await Promise.all([
      newClient(company, 'Ayanda Mokoena'),
      newClient(company, 'Bongani Zulu'),
    ]);

    // Four invoices over three months; one later moved in date and price, one to another client.
    const first = await saveInvoice(company, {
      client: ayanda,
      date: '2026-01-10',
      items: lines('1000.00', 2),
    });
    const second = await saveInvoice(company, {
      client: ayanda,
      date: '2026-02-20',
      items: lines('350.50'),
    });
    const third = await saveInvoice(company, {
      client: bongani,
      date: '2026-02-25',
      items: lines('99.99', 3),
      discount: '10',
    });
    const fourth = await saveInvoice(company, {
      client: ayanda,
      date: '2026-03-05',
      items: lines('1200.00'),
    });
    await saveInvoice(company, {
      invoiceNumber: second,
      client: ayanda,
      date: '2026-02-21',
      items: lines('420.00', 2),
    });
    await saveInvoice(company, {
      invoiceNumber: third,
      client: ayanda,
      date: '2026-02-25',
      items: lines('99.99', 3),
      discount: '10',
    });

    // Payments: the first in full, the second in two parts, the fourth in part.
    const pay = (date: string, selected: unknown[]) =>
      ok(
        company.post('/auth/mark-invoices-paid', {
          selectedInvoicesForPayment: selected,
          dateInvoicesPaid: date,
          paymentMethod: 'EFT',
        }),
      );
    await pay('2026-02-01', [first]);
    await pay('2026-02-28', [
      { invoiceNumber: second, amount: '100.00' },
      { invoiceNumber: fourth, amount: '250.00' },
    ]);
    await pay('2026-03-02', [{ invoiceNumber: second, amount: '50.25' }]);

    // A paid invoice keeps its client; its total may not fall below what was paid.
    const moved = await company.post<{ error: string }>('/auth/save-invoice-data', {
      invoiceNumber: fourth,
      client: bongani,
      date: '2026-03-05',
      items: lines('1200.00'),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error).toBe('An invoice with payments on it cannot move to another client');
    const below = await company.post('/auth/save-invoice-data', {
      invoiceNumber: fourth,
      client: ayanda,
      date: '2026-03-05',
      items: lines('100.00'),
    });
    expect(below.status).toBe(400);

    // Quotes: three made, one changed, one converted to an invoice, one deleted.
    const quote = async (client: string, fee: string, number?: number) =>
      (
        await ok(
          company.post<{ quoteNumber: number }>('/auth/save-quote-data', {
            quote_number: number,
            selectedClient: client,
            quoteDate: '2026-02-02',
            services: [{ name: 'Site visit', serviceFee: fee, quantity: 1 }],
          }),
        )
      ).quoteNumber;
    const q1 = await quote(ayanda, '500.00');
    const q2 = await quote(bongani, '80.00');
    const q3 = await quote(bongani, '60.00');
    await quote(bongani, '75.00', q2);
    await ok(
      company.post('/auth/convert-quotes-to-invoices', { selectedQuotesForConversion: [q2] }),
    );
    await ok(company.post('/auth/delete-quotes', { quoteNumbers: [q3] }));
    expect(q1).toBeGreaterThan(0);

    const { invoices, payments, quotes } = await records(company.emis);
    expect(invoices).toHaveLength(5);
    expect(payments).toHaveLength(4);
    expect(quotes).toHaveLength(2);
    expect(quotes.filter((q) => q.status === 'converted')).toHaveLength(1);
    const all: AnyRecord[] = [
      ...invoices.map((record) => ({ kind: 'invoice' as const, record })),
      ...payments.map((record) => ({ kind: 'payment' as const, record })),
      ...quotes.map((record) => ({ kind: 'quote' as const, record })),
    ];
    for (const name of [
      INVOICES,
      PAYMENTS,
      CLIENT_TOTALS,
      clientPeriod(ayanda),
      clientPeriod(bongani),
    ])
      expect(await stored(company.emis, name), name).toEqual(sumBy(name, all, deltasOf));

    // The dashboard's four totals are the records' sums.
    const board = await ok(
      company.get<{
        totals: { quotes: number; invoices: number; paid: number; outstanding: number };
      }>('/auth/get-invoices-and-quotations-data'),
    );
    const invoiced = sum(invoices.map((i) => i.total));
    const paid = sum(invoices.map((i) => i.total_paid));
    expect(paid).toBe(sum(payments.map((p) => p.amount)));
    expect(board.totals).toEqual({
      // Each document once: a converted quote's total is its invoice's, not the quotes'.
      quotes: sum(quotes.filter((q) => q.status === 'open').map((q) => q.total)),
      invoices: invoiced,
      paid,
      outstanding: invoiced - paid,
    });

    // The finance dashboard's figures of a period.
    const tenant = { db: testDeps().db, emis: company.emis };
    const inFebruary = (date: string) => date >= '2026-02-01' && date <= '2026-02-28';
    expect(await invoicePaymentsFigure(tenant, '2026-02-01', '2026-02-28')).toEqual({
      amount: sum(payments.filter((p) => inFebruary(p.entry_date)).map((p) => p.amount)),
      count: payments.filter((p) => inFebruary(p.entry_date)).length,
    });
    const midMonth = invoices.filter((i) => i.date >= '2026-01-15' && i.date <= '2026-02-24');
    expect(await invoiceTaxFigure(tenant, '2026-01-15', '2026-02-24')).toEqual({
      amount: sum(midMonth.map((i) => i.total_tax)),
      count: midMonth.length,
    });
    expect((await invoiceTotalFigure(tenant, '2026-01-01', '2026-12-31')).amount).toBe(
      sum(invoices.filter((i) => i.date.startsWith('2026')).map((i) => i.total)),
    );

    // The client's profile: its account from the figures.
    const profile = await ok(
      company.post<{
        account: { quotes: number; invoices: number; paid: number; outstanding: number };
        total_quotes_issued: number;
        total_invoices_due: number;
        total_invoices_paid: number;
      }>('/auth/get-client-profile', { clientReference: ayanda }),
    );
    const hers = invoices.filter((i) => i.client_id === ayanda);
    expect(profile.account).toEqual({
      opening: 0,
      quotes: sum(
        quotes.filter((q) => q.client_id === ayanda && q.status === 'open').map((q) => q.total),
      ),
      invoices: sum(hers.map((i) => i.total)),
      paid: sum(hers.map((i) => i.total_paid)),
      outstanding: sum(hers.map((i) => i.total - i.total_paid)),
    });
    expect(profile.total_invoices_paid).toBe(hers.filter((i) => i.total_paid >= i.total).length);
    expect(profile.total_invoices_due).toBe(hers.filter((i) => i.total_paid < i.total).length);
    expect(profile.total_quotes_issued).toBe(quotes.filter((q) => q.client_id === ayanda).length);

    // Her statement from 22 February to March, two lines a page (a page ends between two
    // payments of one day), is the records' statement.
    const period = { dateFrom: '2026-02-22', dateTo: '2026-03-31' };
    const expected = clientStatement(
      hers,
      payments.filter((p) => hers.some((i) => i.number === p.invoice_number)),
      period.dateFrom,
      period.dateTo,
    );
    expect(expected.opening).toBeGreaterThan(0);
    expect(expected.lines).toHaveLength(5);
    const pages: Array<{ statement: ClientStatement; cursor: string | null }> = [];
    let cursor: string | null = null;
    do {
      const page: { statement: ClientStatement; cursor: string | null } = await ok(
        company.post('/auth/get-client-statement', {
          clientID: ayanda,
          ...period,
          limit: 2,
          ...(cursor ? { cursor } : {}),
        }),
      );
      pages.push(page);
      cursor = page.cursor;
    } while (cursor && pages.length < 10);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      expect(page.statement.opening).toBe(expected.opening);
      expect(page.statement.closing).toBe(expected.closing);
      expect(page.statement.charges).toBe(expected.charges);
      expect(page.statement.payments).toBe(expected.payments);
    }
    expect(pages.flatMap((page) => page.statement.lines)).toEqual(expected.lines);

    // From the beginning of March: the opening carries February's movements.
    const march = await ok(
      company.post<{ statement: ClientStatement }>('/auth/get-client-statement', {
        clientID: ayanda,
        dateFrom: '2026-03-01',
        dateTo: '2026-03-31',
      }),
    );
    const marchExpected = clientStatement(
      hers,
      payments.filter((p) => hers.some((i) => i.number === p.invoice_number)),
      '2026-03-01',
      '2026-03-31',
    );
    expect(march.statement).toEqual(marchExpected);
    expect(march.statement.opening).toBeGreaterThan(0);

    // The company's clients a page at a time (what a caller going through all of them uses).
    const first1 = await clientRecordsPage(tenant, { limit: 1 });
    expect(first1.rows).toHaveLength(1);
    const second1 = await clientRecordsPage(tenant, { limit: 1, cursor: first1.cursor });
    expect([...first1.rows, ...second1.rows].map((c) => c.id).sort()).toEqual(
      [ayanda, bongani].sort(),
    );
  });
});
