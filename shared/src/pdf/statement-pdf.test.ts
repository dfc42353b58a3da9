import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/money';
import { statementFileName, studentStatement } from '../school/statement';
import { buildStatementPdf, type StatementPdfInput } from './statement-pdf';
import { readPdf } from './test-read-pdf';

const account = {
  year: 2026,
  opening: 120_000,
  fee: 2_400_000,
  fee_due_date: '2026-02-28',
  billings: [{ id: 'camp-gr11', description: 'Grade 11 leadership camp', amount: 185_000 }],
};
const payments = [
  {
    rec_num: 1,
    description: 'School Fees',
    method: 'EFT',
    amount: 600_000,
    entry_date: '2026-01-15 12:00:00',
  },
  {
    rec_num: 4,
    description: 'School Fees',
    method: 'Cash',
    amount: 300_000,
    entry_date: '2026-04-10 12:00:00',
  },
  {
    rec_num: 7,
    description: 'Camp deposit',
    method: 'Cash',
    amount: 123_456,
    entry_date: '2026-05-02 09:30:00',
  },
];

const input: StatementPdfInput = {
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
  statement: studentStatement(account, payments, '2026-03-01', '2026-05-31'),
  currency: 'ZAR',
};

describe('buildStatementPdf', { timeout: 60_000 }, () => {
  it('prints the school, the student, the period, the opening, each line with its balance and the balance due on A4 portrait', async () => {
    // Opening 2,705,000 − 600,000; then −300,000 and −123,456.
    expect(input.statement).toMatchObject({ opening: 2_105_000, closing: 1_681_544 });
    const bytes = await buildStatementPdf(input);
    const { all, pages } = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    for (const text of [
      'Statement of Account',
      'Polokwane Ridge High School',
      '14 Thabo Mbeki Street',
      'Tel: 015 555 0140',
      'Thabo Mokoena',
      '2026001',
      'Grade 11A',
      '2026-03-01 to 2026-05-31',
      'Opening balance',
      formatMoney(2_105_000, 'ZAR'),
      '2026-04-10',
      'School Fees · Receipt 4',
      formatMoney(300_000, 'ZAR'),
      formatMoney(1_805_000, 'ZAR'),
      '2026-05-02',
      'Camp deposit · Receipt 7',
      formatMoney(123_456, 'ZAR'),
      formatMoney(1_681_544, 'ZAR'),
      'Closing balance',
      formatMoney(423_456, 'ZAR'),
      'Balance due on 2026-05-31',
      'Standard Bank',
      'Page 1 of 1',
    ]) {
      expect(all, text).toContain(text);
    }
    // Nothing from before the period is a line of its own.
    expect(all).not.toContain('Receipt 1');
    expect(all).not.toContain('School fees 2026');
    const page = (await PDFDocument.load(bytes)).getPage(0);
    expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual([595, 842]);
  });

  it('says so when the period has no movements, and prints a credit as one', async () => {
    const bytes = await buildStatementPdf({
      ...input,
      school: { name: input.school.name },
      statement: studentStatement(
        { ...account, opening: -50_000, fee: 0, billings: [] },
        [],
        '2026-07-01',
        '2026-07-31',
      ),
    });
    const { all } = await readPdf(bytes);
    expect(all).toContain('No charges or payments in this period.');
    expect(all).toContain('Credit balance on 2026-07-31');
    expect(all).toContain(formatMoney(50_000, 'ZAR'));
    expect(all).not.toContain('Banking details');
  });

  it('runs a long year over pages with the table header again', async () => {
    const many = Array.from({ length: 80 }, (_, index) => ({
      rec_num: 100 + index,
      description: `Tuck shop top-up ${index + 1} 🍎`,
      method: 'Cash',
      amount: 1_000,
      entry_date: `2026-0${1 + Math.floor(index / 28)}-${String(1 + (index % 28)).padStart(2, '0')}`,
    }));
    const statement = studentStatement(account, many, '2026-01-01', '2026-12-31');
    const { pages, all } = await readPdf(await buildStatementPdf({ ...input, statement }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain('Statement of Account (continued)');
    expect(pages[1]).toContain('Balance');
    expect(all).toContain('Tuck shop top-up 80 ? · Receipt 179');
    expect(all).toContain(formatMoney(statement.closing, 'ZAR'));
  });
});

describe('statementFileName', () => {
  it('names the student and the period', () => {
    expect(statementFileName('2026001', '2026-01-01', '2026-11-24')).toBe(
      'Statement-2026001-2026-01-01-2026-11-24.pdf',
    );
  });
});
