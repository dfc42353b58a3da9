import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPosReceiptPdf, ROLL_WIDTH, type PosReceiptInput } from './pos-receipt-pdf';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
GlobalWorkerOptions.workerSrc = pathToFileURL(join(pdfjsRoot, 'legacy/build/pdf.worker.mjs')).href;
const standardFontDataUrl = `${join(pdfjsRoot, 'standard_fonts')}/`;

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
}

const sale: PosReceiptInput = {
  company: {
    name: 'Vula Trading',
    address: 'Shop 3, 221 Anton Lembede Street, Durban Central',
    phone: '031 555 0138',
    vat_number: '4360798214',
  },
  invoiceNumber: 1042,
  date: '2026-11-24 10:15:00',
  cashier: 'Mandla Shezi',
  lines: [
    {
      name: 'A4 Copy Paper 80gsm (Ream of 500)',
      quantity: 2,
      unit_price: 19_999,
      line_total: 39_998,
    },
    { name: 'Blue Ballpoint Pens (Box of 50)', quantity: 1, unit_price: 5_000, line_total: 5_000 },
  ],
  total: 44_998,
  total_tax: 5_869,
  tax_rate: 15,
  method: 'Cash',
  tendered: 50_000,
  change: 5_002,
  currency: 'ZAR',
};

describe('the till receipt PDF', () => {
  it('is one 80 mm page with the lines, total, VAT, cash and change', async () => {
    const bytes = await buildPosReceiptPdf(sale);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo(ROLL_WIDTH, 1);
    expect(ROLL_WIDTH).toBeCloseTo(226.77, 1);
    const text = await textOf(bytes);
    for (const expected of [
      'Vula Trading',
      'TAX INVOICE',
      'Invoice 1042',
      'A4 Copy Paper 80gsm (Ream of 500)',
      'R 399.98',
      'R 449.98',
      'R 58.69',
      'Cash received',
      'R 500.00',
      'Change',
      'R 50.02',
      'Served by Mandla Shezi',
    ])
      expect(text).toContain(expected);
  });

  it('grows with the sale and has no change line for a card', async () => {
    const many = {
      ...sale,
      method: 'Card' as const,
      tendered: 44_998,
      change: 0,
      lines: Array.from({ length: 30 }, (_, i) => ({ ...sale.lines[0]!, name: `Item ${i}` })),
    };
    const short = await PDFDocument.load(await buildPosReceiptPdf(sale));
    const long = await PDFDocument.load(await buildPosReceiptPdf(many));
    expect(long.getPage(0).getSize().height).toBeGreaterThan(short.getPage(0).getSize().height * 2);
    const text = await textOf(await buildPosReceiptPdf(many));
    expect(text).toContain('Paid by card');
    expect(text).not.toContain('Change');
  });
});
