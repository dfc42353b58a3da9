import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import type { InvoiceDataReply } from '@shared/documents/types';
import { buildDocumentPdf } from '@shared/pdf/document-pdf';
import { readPdf } from '@shared/pdf/test-read-pdf';
import type { PosSaleReply } from '@shared/store/schemas';
import {
  compute,
  draftOf,
  pdfInput,
  printedNumber,
} from '../../frontend/src/features/documents/lib/draft';
import { holderOf } from '../../functions/src/kernel/unique';
import { planCompany } from './plans-support';
import { invoiceOf, notify, openOrder, payHeld, visit, type CheckoutReply } from './store-support';
import { api, testDeps } from './support';

// Issue 28 item 7: one company setting says whether prices include VAT; quotes, invoices, the
// web store and the till apply it the same way, to the cent, and documents state their mode.

type Company = Awaited<ReturnType<typeof planCompany>>;
type Reply<T> = { status: number; body: T; text: string };

async function ok<T>(reply: Promise<Reply<T>>): Promise<T> {
  const answer = await reply;
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

// R1,150.00 + R0.10 + R0.10. Included: VAT = 115,020 x 15 / 115 = 15,002.6 -> 15,003 on the
// document (per line it would be 15,000 + 1 + 1 = 15,002). Added: 115,020 x 15 % = 17,253
// (per line 17,250 + 2 + 2 = 17,254). VAT is rounded once, on the document (docs/decisions).
const PRICES = ['1,150.00', '0.10', '0.10'];
const EXPECTED = {
  Yes: { total: 115_020, total_tax: 15_003, statement: 'Prices include VAT at 15 %' },
  No: { total: 132_273, total_tax: 17_253, statement: 'VAT at 15 % added' },
} as const;

let company: Company;
let admin: { post: <T>(path: string, body?: unknown) => Promise<Reply<T>> };
let staff: typeof admin;
let products: string[];
let client: string;

const setMode = (value: unknown, who = admin) =>
  who.post<{ error?: string }>('/auth/update-item', {
    table: 'companies',
    id: company.emis,
    column: 'prices_include_vat',
    value,
  });

async function storedMode() {
  const { data } = await testDeps()
    .db.entities.company.get({ emis: company.emis })
    .go({ consistent: true });
  return data?.prices_include_vat;
}

/** The invoice's PDF text, made from get-invoice-data as the invoice screen makes it. */
async function invoicePdfText(invoiceNumber: number) {
  const data = await ok(
    company.post<InvoiceDataReply>('/auth/get-invoice-data', { invoiceNumber }),
  );
  const draft = draftOf(data.invoice);
  const computed = compute(draft, data.issuer);
  if (!computed.ok) throw new Error(computed.problem);
  const input = pdfInput(
    'invoice',
    printedNumber('invoice', invoiceNumber),
    draft,
    computed.totals,
    data.issuer,
  );
  return {
    data,
    computed: computed.totals,
    text: (await readPdf(await buildDocumentPdf(input))).all,
  };
}

const items = () =>
  PRICES.map((price, index) => ({
    item_type: 'product' as const,
    item_id: products[index],
    name: `Line ${index + 1}`,
    unit_price: price,
    quantity: 1,
  }));

async function newInvoice() {
  const saved = await ok(
    company.post<{ invoiceNumber: number }>('/auth/save-invoice-data', {
      client,
      date: '2026-11-20',
      items: items(),
    }),
  );
  return saved.invoiceNumber;
}

/** The same products through a quote, an invoice, a paid store checkout and a till sale. */
async function fourWays() {
  const { quoteNumber } = await ok(
    company.post<{ quoteNumber: number }>('/auth/save-quote-data', {
      selectedClient: client,
      quoteDate: '2026-11-20',
      products: PRICES.map((price, index) => ({
        id: products[index],
        name: `Line ${index + 1}`,
        unitPrice: price,
        quantity: 1,
      })),
    }),
  );
  const quote = await ok(
    company.post<{ quoteData: { total: number; total_tax: number } }>('/auth/get-quote-data', {
      quoteNumber,
    }),
  );
  const invoiceNumber = await newInvoice();
  const invoice = await invoiceOf(invoiceNumber, company.emis);

  const checkout = await visit<CheckoutReply>(
    '/store/checkout',
    {
      name: 'Ayesha Patel',
      email: `vat.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.co.za`,
      phone: '082 555 0101',
      fulfilment: 'delivery',
      address: '12 Church Street',
      city: 'Pretoria',
      postalCode: '0002',
      province: 'Gauteng',
      items: products.map((id) => ({ id, quantity: 1 })),
    },
    company.domain,
  );
  expect(checkout.status, checkout.text).toBe(200);
  const order = await openOrder(checkout.body.checkout, company.domain);
  expect((await notify(await payHeld(order, company.domain))).status).toBe(200);
  const { data: paid } = await testDeps()
    .db.entities.storeOrder.get({ emis: company.emis, id: checkout.body.order.id })
    .go({ consistent: true });
  expect(paid?.status).toBe('paid');
  const storeInvoice = await invoiceOf(paid!.invoice_number!, company.emis);

  const sale = await ok(
    company.post<PosSaleReply>('/auth/pos-sale', {
      items: products.map((id) => ({ id, quantity: 1 })),
      method: 'Card',
    }),
  );
  return {
    quote: quote.quoteData,
    invoice,
    order: checkout.body.order,
    storeInvoice,
    sale,
  };
}

beforeAll(async () => {
  company = await planCompany('Premium', 'vat');
  admin = await company.member(7);
  staff = await company.member(5);
  const tag = Date.now().toString(36);
  await ok(
    company.post('/auth/save-form-data', { table: 'categories', data: { name: `Tills ${tag}` } }),
  );
  await ok(
    company.post('/auth/save-supplier', {
      name: `Supplier ${tag}`,
      contactPerson: 'Sipho Dlamini',
      phone: '0825550104',
    }),
  );
  const db = testDeps().db;
  const [categoryId, supplierId] = await Promise.all([
    holderOf(db, company.emis, 'category_name', `Tills ${tag}`),
    holderOf(db, company.emis, 'supplier_name', `Supplier ${tag}`),
  ]);
  products = [];
  for (const [index, price] of PRICES.entries()) {
    const saved = await ok(
      company.post<{ id: string }>('/auth/save-product-and-add-to-receivings', {
        name: `Vat product ${tag} ${index}`,
        code: `VAT-${tag}-${index}`,
        cost: '0.05',
        price,
        category_id: categoryId,
        supplier: supplierId,
        list: 'Yes',
        quantity: 50,
        date: '2026-11-20',
      }),
    );
    products.push(saved.id);
  }
  const saved = await ok(
    company.post<{ id: string }>('/auth/save-client', {
      name: `Vat Client ${tag}`,
      clientReference: '',
      phone: '082 555 0101',
    }),
  );
  client = saved.id;
}, 120_000);

describe('prices include VAT: one company setting (issue 28)', () => {
  it('is Yes for a new company, changed by admins and up only, and refuses anything but Yes or No', async () => {
    expect(await storedMode()).toBe('Yes');
    const publicCompany = async () =>
      (
        await api.post<CompanyWithDomainReply>(
          '/get-company-with-domain',
          {},
          { host: company.domain },
        )
      ).body.company.prices_include_vat;
    expect(await publicCompany()).toBe(true);

    const refused = await setMode('No', staff);
    expect(refused.status).toBe(403);
    const bad = await setMode('Sometimes');
    expect(bad.status, bad.text).toBe(400);
    expect(bad.body.error).toBeTruthy();
    expect(await storedMode()).toBe('Yes');

    expect((await setMode('No')).status).toBe(200);
    expect(await storedMode()).toBe('No');
    expect(await publicCompany()).toBe(false);
    expect((await setMode('Yes')).status).toBe(200);
    expect(await storedMode()).toBe('Yes');
  });

  for (const mode of ['Yes', 'No'] as const) {
    it(`gives a quote, an invoice, a store checkout and a till sale the same totals (${mode})`, async () => {
      expect((await setMode(mode)).status).toBe(200);
      const expected = EXPECTED[mode];
      const { quote, invoice, order, storeInvoice, sale } = await fourWays();
      const figures = { total: expected.total, total_tax: expected.total_tax };
      expect(quote).toMatchObject(figures);
      expect(invoice).toMatchObject({ ...figures, prices_include_vat: mode === 'Yes' });
      // The card checkout charges what its invoice says.
      expect(order.total).toBe(expected.total);
      expect(storeInvoice).toMatchObject({
        ...figures,
        total_paid: expected.total,
        prices_include_vat: mode === 'Yes',
      });
      expect(sale).toMatchObject({ ...figures, prices_include_vat: mode === 'Yes' });
    });
  }

  it('keeps an issued invoice in its mode (figures, PDF wording) after the setting changes', async () => {
    expect((await setMode('Yes')).status).toBe(200);
    const issued = await newInvoice();
    expect((await setMode('No')).status).toBe(200);

    const before = await invoicePdfText(issued);
    expect(before.data.invoice).toMatchObject({ total: 115_020, prices_include_vat: true });
    expect(before.computed).toMatchObject({ total: 115_020, total_tax: 15_003 });
    expect(before.text).toContain(EXPECTED.Yes.statement);
    expect(before.text).not.toContain(EXPECTED.No.statement);

    // Edited (a line's quantity) after the change: still priced VAT-inclusive.
    const edited = await company.post('/auth/save-invoice-data', {
      invoiceNumber: issued,
      client,
      date: '2026-11-20',
      items: items().map((item, index) => (index === 1 ? { ...item, quantity: 2 } : item)),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await invoiceOf(issued, company.emis)).toMatchObject({
      total: 115_030,
      // 115,030 x 15 / 115 = 15,003.9 -> 15,004.
      total_tax: 15_004,
      prices_include_vat: true,
    });

    // A new invoice takes the new setting, and says so.
    const added = await newInvoice();
    const after = await invoicePdfText(added);
    expect(after.data.invoice).toMatchObject({ total: 132_273, prices_include_vat: false });
    expect(after.text).toContain(EXPECTED.No.statement);
    expect(after.text).not.toContain(EXPECTED.Yes.statement);
  });
});
