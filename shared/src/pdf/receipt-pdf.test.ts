import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/money';
import { buildReceiptPdf, type ReceiptPdfInput } from './receipt-pdf';
import { readPdf } from './test-read-pdf';

const receipt: ReceiptPdfInput = {
  school: {
    name: 'Polokwane Ridge High School',
    address: ['14 Thabo Mbeki Street', 'Polokwane', '0699'],
    phone: '015 555 0140',
    email: 'accounts@ridge.school.za',
    bank: 'Standard Bank',
    account_number: '301234567',
    account_type: 'Cheque-Current',
  },
  student: { name: 'Thabo Mokoena', sid: '2026001', class: 'Grade 11A' },
  date: '2026-03-14',
  lines: [
    { rec_num: 17, description: 'School Fees', method: 'Credit Cards', amount: 35_000 },
    { rec_num: 18, description: 'Grade 11 leadership camp', method: 'Cash', amount: 50_000 },
  ],
  statement: {
    year: 2026,
    op: 120_000,
    curfee: 2_400_000,
    billings: 185_000,
    total_due: 2_705_000,
    all_pay_sum: 435_000,
    balance_due_year: 2_270_000,
  },
  currency: 'ZAR',
};

describe('buildReceiptPdf', { timeout: 60_000 }, () => {
  it('prints the school, the student, the day’s payments, their total and the mini statement on A4 portrait', async () => {
    const bytes = await buildReceiptPdf(receipt);
    const { all, pages } = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    for (const text of [
      'Payment Receipt',
      'Polokwane Ridge High School',
      '14 Thabo Mbeki Street',
      'Tel: 015 555 0140',
      'Thabo Mokoena',
      '2026001',
      'Grade 11A',
      '2026-03-14',
      '17',
      'School Fees',
      'Credit Cards',
      formatMoney(35_000, 'ZAR'),
      'Grade 11 leadership camp',
      formatMoney(50_000, 'ZAR'),
      'Total Paid',
      formatMoney(85_000, 'ZAR'),
      'Mini Statement 2026',
      formatMoney(120_000, 'ZAR'),
      formatMoney(2_400_000, 'ZAR'),
      formatMoney(2_705_000, 'ZAR'),
      'Balance due',
      formatMoney(2_270_000, 'ZAR'),
      'Standard Bank',
      '301234567',
      'Page 1 of 1',
    ]) {
      expect(all, text).toContain(text);
    }
    const page = (await PDFDocument.load(bytes)).getPage(0);
    expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual([595, 842]);
  });

  it('runs a long day over pages with the table header again, and draws what WinAnsi cannot as ?', async () => {
    const lines = Array.from({ length: 70 }, (_, index) => ({
      rec_num: 100 + index,
      description: `Tuck shop account top-up ${index + 1} 🍎`,
      method: 'Cash',
      amount: 1_000 + index,
    }));
    const bytes = await buildReceiptPdf({
      ...receipt,
      school: { name: receipt.school.name },
      lines,
    });
    const { pages, all } = await readPdf(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain('Payment Receipt (continued)');
    expect(pages[1]).toContain('Receipt No');
    expect(all).toContain('Tuck shop account top-up 70 ?');
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    expect(all).toContain(formatMoney(total, 'ZAR'));
    expect(all).not.toContain('Banking details');
    expect(all).toContain(`Page ${pages.length} of ${pages.length}`);
  });
});
