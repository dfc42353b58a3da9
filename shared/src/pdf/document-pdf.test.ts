import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/money';
import { documentTotals, type LineInput } from '../money/totals';
import {
  buildDocumentPdf,
  type PdfCompany,
  type PdfDocumentInput,
  type PdfParty,
} from './document-pdf';
import { openPdf, readPdf } from './test-read-pdf';

/** How many images the first page paints. */
async function imagesOnFirstPage(bytes: Uint8Array): Promise<number> {
  const pdf = await openPdf(bytes);
  const operators = await (await pdf.getPage(1)).getOperatorList();
  await pdf.destroy();
  return operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
}

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

const company: PdfCompany = {
  name: 'Vula Trading (Pty) Ltd',
  address: ['12 Main Road', 'Braamfontein, Johannesburg', '2001'],
  phone: '011 555 0100',
  email: 'accounts@vula.co.za',
  vat_number: '4123456789',
  reg_number: '2019/123456/07',
  bank: 'First National Bank',
  account_number: '62812345678',
  account_type: 'Cheque',
  logo: { bytes: PNG, type: 'png' },
};

const client: PdfParty = {
  name: 'Thandi Mokoena',
  institution: 'Mokoena Attorneys',
  address: ['5 Church Street', 'Pretoria 0002'],
  vat_number: '4987654321',
};

const lines: LineInput[] = [
  {
    item_type: 'product',
    name: 'Office chair, ergonomic, black mesh with adjustable lumbar support and headrest, assembled on site',
    unit_price: 10000,
    quantity: 2,
  },
  { item_type: 'service', name: 'Installation', unit_price: 4999, quantity: 3 },
  { item_type: 'transportation', name: 'Delivery to Pretoria', unit_price: 1000, quantity: 1 },
];

const invoice: PdfDocumentInput = {
  kind: 'invoice',
  number: 'INV-2026-0042',
  date: '2026-03-01',
  due_date: '2026-03-31',
  company,
  client,
  currency: 'ZAR',
  totals: documentTotals({ lines, discount: 2000, taxRate: 15 }),
};

// Words of a wrapped description are spread over lines; compare them without the breaks.
const words = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Its own time budget: each test lays out and saves a PDF (fonts, images, up to 100 lines over
 * pages) and reads it back with pdf.js, 0.3-2 s of CPU each on a busy machine; vitest's default
 * 5 s would make them depend on an idle one.
 */
const PDF_BUDGET_MS = 60_000;

describe('buildDocumentPdf', { timeout: PDF_BUDGET_MS }, () => {
  it('prints a tax invoice with everything the law asks for', async () => {
    const bytes = await buildDocumentPdf(invoice);
    const { all, pages } = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    for (const text of [
      'Tax Invoice',
      'INV-2026-0042',
      '2026-03-01',
      '2026-03-31',
      'Vula Trading (Pty) Ltd',
      '12 Main Road',
      'VAT No: 4123456789',
      'Reg No: 2019/123456/07',
      'Thandi Mokoena',
      'Mokoena Attorneys',
      'Pretoria 0002',
      'VAT No: 4987654321',
      'Description',
      'Qty',
      'Installation',
      'Delivery to Pretoria',
      formatMoney(35997, 'ZAR'),
      formatMoney(-2000, 'ZAR'),
      'VAT (15%)',
      'VAT at 15 % added',
      formatMoney(5100, 'ZAR'),
      formatMoney(39097, 'ZAR'),
      'First National Bank',
      '62812345678',
      'Cheque',
      'Page 1 of 1',
    ]) {
      expect(all, text).toContain(text);
    }
    expect(words(all)).toContain(words(lines[0]?.name ?? ''));
    expect(all).not.toContain('Quotation');
    expect(all).not.toContain('Copy');
    expect(await imagesOnFirstPage(bytes)).toBe(1);
  });

  it('prints a quotation without the tax invoice wording or bank details', async () => {
    const quote: PdfDocumentInput = {
      ...invoice,
      kind: 'quote',
      number: 'Q-0007',
      due_date: undefined,
      company: { ...company, logo: undefined },
      totals: documentTotals({ lines, discount: 0, taxRate: 15, pricesIncludeVat: true }),
      comment: 'Valid for 30 days',
    };
    const bytes = await buildDocumentPdf(quote);
    const { all } = await readPdf(bytes);
    for (const text of [
      'Quotation',
      'Q-0007',
      'Vula Trading (Pty) Ltd',
      'Thandi Mokoena',
      'Valid for 30 days',
    ]) {
      expect(all, text).toContain(text);
    }
    expect(all).not.toContain('Tax Invoice');
    expect(all).not.toContain('First National Bank');
    expect(all).not.toContain('Discount');
    // Prices include VAT: the total is the subtotal and the VAT in it is shown as included.
    expect(all).toContain('VAT included (15%)');
    expect(all).toContain('Prices include VAT at 15 %');
    expect(all).not.toContain('added');
    expect(all).toContain(formatMoney(quote.totals.total_tax, 'ZAR'));
    expect(all).toContain(formatMoney(35997, 'ZAR'));
    expect(await imagesOnFirstPage(bytes)).toBe(0);
  });

  it('marks a reissue as a copy and says Quotation on a quote without a comment', async () => {
    const copy = await readPdf(await buildDocumentPdf({ ...invoice, copy: true }));
    expect(copy.all).toContain('Copy');
    const count = (text: string) => text.match(/Quotation/g)?.length ?? 0;
    const plain = await readPdf(await buildDocumentPdf({ ...invoice, kind: 'quote' }));
    const described = await readPdf(
      await buildDocumentPdf({ ...invoice, kind: 'quote', comment: 'Office move' }),
    );
    expect(described.all).toContain('Office move');
    expect(count(plain.all)).toBe(count(described.all) + 1);
  });

  it('runs 100 lines over several pages with the header repeated and every line printed', async () => {
    const many: LineInput[] = Array.from({ length: 100 }, (_, index) => ({
      item_type: 'service',
      name: `Consulting hour ${index + 1}${index % 9 === 0 ? ' including travel time, preparation and a written report' : ''}`,
      unit_price: 85000,
      quantity: 1 + (index % 4),
    }));
    const totals = documentTotals({ lines: many, discount: 0, taxRate: 15 });
    const { pages, all } = await readPdf(
      await buildDocumentPdf({ ...invoice, kind: 'quote', totals }),
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Description');
    });
    const text = words(all);
    for (const line of many) expect(text).toContain(`${line.name} `);
    expect(all).toContain(formatMoney(totals.total, 'ZAR'));
  });

  it('splits a description taller than a page over pages', async () => {
    const essay = Array.from({ length: 900 }, (_, index) => `word${index}`).join(' ');
    const totals = documentTotals({
      lines: [{ item_type: 'service', name: essay, unit_price: 100, quantity: 1 }],
      discount: 0,
      taxRate: 15,
    });
    const { pages, all } = await readPdf(await buildDocumentPdf({ ...invoice, totals }));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(words(all)).toContain('word0 word1');
    expect(words(all)).toContain('word899');
  });

  it('draws names outside WinAnsi as near as it can instead of failing', async () => {
    const totals = documentTotals({
      lines: [
        { item_type: 'product', name: 'Łódź pierogi 🥟', unit_price: 1500, quantity: 2 },
        { item_type: 'service', name: '日本語のサービス', unit_price: 500, quantity: 1 },
      ],
      discount: 0,
      taxRate: 15,
    });
    const bytes = await buildDocumentPdf({
      ...invoice,
      company: { ...company, name: 'Żabka Spółka', address: ['ул. Ленина 1'] },
      client: { name: 'Ngozi Ọkafọ 👩🏾‍💼' },
      currency: 'NGN',
      totals,
    });
    const { all } = await readPdf(bytes);
    expect(all).toContain('Lódz pierogi ?');
    expect(all).toContain('Zabka Spólka');
    expect(all).toContain('Ngozi Okafo ?');
    // '₦' is not in the standard fonts, so amounts carry the code instead.
    expect(all).toContain('NGN 35.00');
  });

  it('prints without the logo when its bytes are not an image', async () => {
    const bytes = await buildDocumentPdf({
      ...invoice,
      company: { ...company, logo: { bytes: new Uint8Array([1, 2, 3]), type: 'jpeg' } },
    });
    expect((await readPdf(bytes)).all).toContain('Tax Invoice');
    expect(await imagesOnFirstPage(bytes)).toBe(0);
  });
});
