import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { clientStatement } from '../finance/client-statement';
import { buildClientStatementPdf } from './client-statement-pdf';
import { buildExpenseReceiptsPdf } from './expense-receipts-pdf';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('finance PDFs', () => {
  it('make the expense receipts and a client statement as A4 PDFs, many rows over pages', async () => {
    const receipts = await buildExpenseReceiptsPdf({
      company: {
        name: 'Vula Trading',
        address: ['12 Umgeni Road', 'Durban'],
        vat_number: '4360798214',
      },
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      currency: 'ZAR',
      expenses: Array.from({ length: 60 }, (_, i) => ({
        entry_date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
        description: `Printer toner ${i} — Ünïcode folded`,
        category: 'Office Supplies',
        provider: 'Makro Durban',
        amount: 115_000,
        vat: 15_000,
      })),
    });
    expect(text(receipts).startsWith('%PDF')).toBe(true);
    expect((await PDFDocument.load(receipts)).getPageCount()).toBeGreaterThan(1);

    const statement = clientStatement(
      [{ number: 7, date: '2026-03-10', total: 230_000 }],
      [{ id: 'p', invoice_number: 7, entry_date: '2026-03-31', amount: 100_000, method: 'EFT' }],
      '2026-03-01',
      '2026-03-31',
    );
    const pdf = await buildClientStatementPdf({
      company: { name: 'Vula Trading', address: ['Durban'] },
      client: { name: 'Umhlanga Office Park', reference: 'EMIS-500211834' },
      statement,
      currency: 'ZAR',
    });
    expect(text(pdf).startsWith('%PDF')).toBe(true);
  });
});
