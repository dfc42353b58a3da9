// Expense receipts (extended.md §2 expense-receipts {ids, dateFrom, dateTo}): the selected
// expenses of a period as one A4 document, each with its provider, category, amount and VAT.
import { amountPrinter } from './pdf-text';
import { buildLedgerPdf } from './ledger-pdf';

export type ExpenseReceiptLine = {
  entry_date: string;
  description: string | null;
  category: string | null;
  provider: string | null;
  /** Cents, VAT included when it carries VAT. */
  amount: number;
  /** Cents of VAT (input tax). */
  vat: number;
};

export type ExpenseReceiptsPdfInput = {
  company: { name: string; address: string[]; vat_number?: string };
  dateFrom: string;
  dateTo: string;
  expenses: ExpenseReceiptLine[];
  currency: string;
};

const TITLE = 'Expense Receipts';

export const expenseReceiptsFileName = (dateFrom: string, dateTo: string) =>
  `Expense-Receipts-${dateFrom}-${dateTo}.pdf`;

/** The selected expenses, oldest first, with their total and VAT. */
export async function buildExpenseReceiptsPdf(input: ExpenseReceiptsPdfInput): Promise<Uint8Array> {
  const amount = amountPrinter(input.currency);
  const lines = [...input.expenses].sort((a, b) => a.entry_date.localeCompare(b.entry_date));
  const total = lines.reduce((sum, e) => sum + e.amount, 0);
  const vat = lines.reduce((sum, e) => sum + e.vat, 0);
  return buildLedgerPdf({
    title: TITLE,
    author: input.company.name,
    issuer: [
      input.company.name,
      ...input.company.address,
      ...(input.company.vat_number ? [`VAT No: ${input.company.vat_number}`] : []),
    ],
    facts: [
      ['Period', `${input.dateFrom} to ${input.dateTo}`],
      ['Expenses', String(lines.length)],
    ],
    columns: [
      { header: 'Date', share: 0.13 },
      { header: 'Service provider', share: 0.22 },
      { header: 'Category', share: 0.17 },
      { header: 'Description', share: 0.22 },
      { header: 'VAT', share: 0.12, align: 'right' },
      { header: 'Amount', share: 0.14, align: 'right' },
    ],
    rows: lines.map((e) => ({
      cells: [
        e.entry_date,
        e.provider ?? '',
        e.category ?? '',
        e.description ?? '',
        e.vat ? amount(e.vat) : '',
        amount(e.amount),
      ],
    })),
    empty: 'No expenses selected.',
    summary: [
      ['VAT (input tax)', amount(vat)],
      ['Total paid', amount(total), true],
    ],
    footer: `${TITLE} · ${input.company.name} · ${input.dateFrom} to ${input.dateTo}`,
  });
}
