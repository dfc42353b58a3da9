// A client's statement of account (issue 14, "Beyond the anchors"): opening balance, invoices,
// payments, closing balance, as one A4 document made in the browser.
import type { ClientStatement } from '../finance/client-statement';
import { amountPrinter } from './receipt-pdf';
import { buildLedgerPdf } from './ledger-pdf';

export type ClientStatementPdfInput = {
  company: { name: string; address: string[]; phone?: string; email?: string; vat_number?: string };
  client: { name: string; reference?: string | null };
  statement: ClientStatement;
  currency: string;
};

const TITLE = 'Statement of Account';

export async function buildClientStatementPdf(input: ClientStatementPdfInput): Promise<Uint8Array> {
  const amount = amountPrinter(input.currency);
  const s = input.statement;
  const bold = { bold: true };
  return buildLedgerPdf({
    title: TITLE,
    author: input.company.name,
    issuer: [
      input.company.name,
      ...input.company.address,
      ...(input.company.phone ? [`Tel: ${input.company.phone}`] : []),
      ...(input.company.email ? [`Email: ${input.company.email}`] : []),
      ...(input.company.vat_number ? [`VAT No: ${input.company.vat_number}`] : []),
    ],
    facts: [
      ['Period', `${s.dateFrom} to ${s.dateTo}`],
      ['Client', input.client.name],
      ...(input.client.reference
        ? [['Reference', input.client.reference] as [string, string]]
        : []),
    ],
    columns: [
      { header: 'Date', share: 0.14 },
      { header: 'Description', share: 0.41 },
      { header: 'Invoiced', share: 0.15, align: 'right' },
      { header: 'Paid', share: 0.15, align: 'right' },
      { header: 'Balance', share: 0.15, align: 'right' },
    ],
    rows: [
      { cells: [s.dateFrom, 'Opening balance', '', '', amount(s.opening)], style: bold },
      ...s.lines.map((l) => ({
        cells: [
          l.date,
          l.description,
          l.charge ? amount(l.charge) : '',
          l.payment ? amount(l.payment) : '',
          amount(l.balance),
        ],
      })),
      {
        cells: [
          s.dateTo,
          'Closing balance',
          amount(s.charges),
          amount(s.payments),
          amount(s.closing),
        ],
        style: bold,
      },
    ],
    empty: '',
    summary: [
      [`Opening balance on ${s.dateFrom}`, amount(s.opening)],
      ['Invoiced', amount(s.charges)],
      ['Paid', amount(s.payments)],
      [
        `${s.closing < 0 ? 'Credit balance' : 'Balance due'} on ${s.dateTo}`,
        amount(Math.abs(s.closing)),
        true,
      ],
    ],
    footer: `${TITLE} · ${input.client.name} · ${s.dateFrom} to ${s.dateTo}`,
  });
}
