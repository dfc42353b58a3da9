// A client's statement of account (issue 14, "Beyond the anchors"): opening balance, invoices,
// payments, closing balance, as one A4 document made in the browser.
import type { ClientStatement } from '../finance/client-statement';
import { amountPrinter } from './pdf-text';
import { balanceRows, balanceSummary, buildLedgerPdf } from './ledger-pdf';

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
    rows: balanceRows(s, amount, (line) => line.description),
    empty: '',
    summary: balanceSummary(s, amount, ['Invoiced', 'Paid']),
    footer: `${TITLE} · ${input.client.name} · ${s.dateFrom} to ${s.dateTo}`,
  });
}
