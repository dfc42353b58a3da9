import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { trustStatement, type TrustEntryView } from '../legal/trust';
import { formatMoney } from '../money/money';
import { buildTrustStatementPdf, type TrustStatementPdfInput } from './trust-statement-pdf';
import { readPdf } from './test-read-pdf';

const entry = (
  seq: number,
  kind: TrustEntryView['kind'],
  amount: number,
  balance_after: number,
  date: string,
  extra: Partial<TrustEntryView> = {},
): TrustEntryView => ({
  seq,
  kind,
  label: kind,
  amount,
  delta: kind === 'deposit' ? amount : -amount,
  balance_after,
  date,
  reference: null,
  invoice_number: null,
  recorded_by: null,
  recorded_at: null,
  ...extra,
});

const entries = [
  entry(1, 'deposit', 1_500_000, 1_500_000, '2026-02-03', { reference: 'EFT T. Nkosi' }),
  entry(2, 'transfer', 345_000, 1_155_000, '2026-03-10', { invoice_number: 1042 }),
  entry(3, 'refund', 155_000, 1_000_000, '2026-03-28', { reference: 'Refund to client' }),
];

const input: TrustStatementPdfInput = {
  firm: {
    name: 'Mokoena Attorneys Inc.',
    address: ['2nd Floor, 90 Rivonia Road', 'Sandton', '2196'],
    phone: '011 555 0190',
    email: 'info@mokoenaattorneys.co.za',
    trust_bank: 'Nedbank 1234567890',
  },
  matter: { title: 'Nkosi v Khumalo Holdings', file_number: 'MA-2026-014' },
  client: { name: 'Thabo Nkosi', client_reference: '8001015009087' },
  statement: trustStatement(entries, '2026-03-01', '2026-03-31'),
  date: '2026-04-01',
  currency: 'ZAR',
};

describe('buildTrustStatementPdf', { timeout: 60_000 }, () => {
  it('prints the firm, the matter, the client, the period, the opening, each line and the closing on A4', async () => {
    const bytes = await buildTrustStatementPdf(input);
    const { all, pages } = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    for (const text of [
      'Trust Statement',
      'Mokoena Attorneys Inc.',
      'Tel: 011 555 0190',
      'Trust account: Nedbank 1234567890',
      'Nkosi v Khumalo Holdings',
      'MA-2026-014',
      'Thabo Nkosi',
      '2026-03-01 to 2026-03-31',
      'Opening balance',
      formatMoney(1_500_000, 'ZAR'),
      '2026-03-10',
      'Transfer to business: invoice 1042',
      formatMoney(345_000, 'ZAR'),
      formatMoney(1_155_000, 'ZAR'),
      'Refund to client',
      formatMoney(155_000, 'ZAR'),
      'Closing balance',
      formatMoney(1_000_000, 'ZAR'),
      'Page 1 of 1',
    ])
      expect(all, text).toContain(text);
    // The deposit before the period is the opening, not a line.
    expect(all).not.toContain('EFT T. Nkosi');
    const page = (await PDFDocument.load(bytes)).getPage(0);
    expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual([595, 842]);
  });

  it('runs a long ledger over pages with the header again, and says when a period is empty', async () => {
    const many = Array.from({ length: 80 }, (_, index) =>
      entry(index + 1, 'deposit', 100, (index + 1) * 100, '2026-05-01', {
        reference: `Deposit ${index + 1}`,
      }),
    );
    const long = await readPdf(
      await buildTrustStatementPdf({ ...input, statement: trustStatement(many) }),
    );
    expect(long.pages.length).toBeGreaterThan(1);
    expect(long.pages[1]).toContain('Trust Statement (continued)');
    expect(long.pages[1]).toContain('Balance');
    expect(long.all).toContain('All entries');
    expect(long.all).toContain(formatMoney(8_000, 'ZAR'));
    const empty = await readPdf(
      await buildTrustStatementPdf({ ...input, statement: trustStatement(entries, '2027-01-01') }),
    );
    expect(empty.all).toContain('No trust entries in this period.');
    expect(empty.all).toContain('From 2027-01-01');
  });
});
