// A matter's trust statement as an A4 portrait PDF (issue 13; Legal Practice Act s86): the
// firm's header, the matter, its client and the period, then the opening balance, each entry
// with money in, money out and the running balance, and the closing balance. Built with the
// ledger's parts, so the browser's preview and the download are the same bytes.
import type { TrustStatement } from '../legal/trust';
import {
  type LedgerColumn,
  type LedgerRow,
  drawLedgerHeading,
  drawLedgerTable,
  finishLedgerDocument,
  issuerLines,
  startLedgerDocument,
} from './ledger-pdf';
import { MARGIN, drawText, ensureSpace } from './pdf-page';
import { amountPrinter } from './pdf-text';

export type TrustStatementFirm = {
  name: string;
  address?: string[];
  phone?: string;
  email?: string;
  /** The trust account the money is held in, when the firm prints it. */
  trust_bank?: string;
};

export type TrustStatementPdfInput = {
  firm: TrustStatementFirm;
  matter: { title: string; file_number: string };
  client: { name: string; client_reference?: string | null };
  /** The statement as get-trust-statement answers it (cents). */
  statement: TrustStatement;
  /** YYYY-MM-DD: the day the statement was made. */
  date: string;
  /** ISO 4217 code, e.g. 'ZAR'. */
  currency: string;
};

const TITLE = 'Trust Statement';

const COLUMNS: LedgerColumn[] = [
  { header: 'Date', share: 0.13 },
  { header: 'Description', share: 0.3 },
  { header: 'Reference', share: 0.18 },
  { header: 'In', share: 0.13, align: 'right' },
  { header: 'Out', share: 0.13, align: 'right' },
  { header: 'Balance', share: 0.13, align: 'right' },
];

const periodOf = (s: TrustStatement) =>
  s.dateFrom && s.dateTo
    ? `${s.dateFrom} to ${s.dateTo}`
    : s.dateFrom
      ? `From ${s.dateFrom}`
      : s.dateTo
        ? `Up to ${s.dateTo}`
        : 'All entries';

/** The opening balance, each entry, the period's totals under In and Out, the closing balance. */
function trustRows(s: TrustStatement, amount: (cents: number) => string): LedgerRow[] {
  const bold = { bold: true };
  const balance = (label: string, cents: number) => ({
    cells: ['', label, '', '', '', amount(cents)],
    style: bold,
  });
  return [
    balance('Opening balance', s.opening),
    ...s.lines.map((line) => ({
      cells: [
        line.date,
        line.description,
        line.reference ?? '',
        line.money_in > 0 ? amount(line.money_in) : '',
        line.money_out > 0 ? amount(line.money_out) : '',
        amount(line.balance),
      ],
    })),
    ...(s.lines.length === 0
      ? [
          {
            cells: ['', 'No trust entries in this period.', '', '', '', ''],
            style: { muted: true },
          },
        ]
      : []),
    {
      cells: ['', 'Totals', '', amount(s.total_in), amount(s.total_out), ''],
      style: bold,
      rule: false,
      keepWithNext: true,
    },
    balance('Closing balance', s.closing),
  ];
}

/**
 * The trust statement of one matter for one period: A4 portrait, the firm's header, the matter
 * (title and file number), the client, the period, the opening balance, each entry (date,
 * description, reference, in, out, running balance), the period's totals and the closing
 * balance. Text outside WinAnsi is folded rather than failing.
 */
export async function buildTrustStatementPdf(input: TrustStatementPdfInput): Promise<Uint8Array> {
  const amount = amountPrinter(input.currency);
  const { firm, client } = input;
  const cursor = await startLedgerDocument({
    title: `${TITLE} ${input.matter.file_number} ${input.date}`,
    author: firm.name,
    runningHead: TITLE,
  });
  drawLedgerHeading(cursor, {
    title: TITLE,
    issuer: issuerLines(firm, firm.trust_bank && `Trust account: ${firm.trust_bank}`),
    facts: [
      ['Date', input.date],
      ['Matter', input.matter.title],
      ['File No', input.matter.file_number],
      ['Client', client.name],
      ...(client.client_reference
        ? [['Client Ref', client.client_reference] as [string, string]]
        : []),
      ['Period', periodOf(input.statement)],
    ],
    factWidth: 180,
  });
  drawLedgerTable(cursor, {
    columns: COLUMNS,
    rows: trustRows(input.statement, amount),
    runningHead: TITLE,
  });
  // A gap, then the note (room for two lines).
  ensureSpace(cursor, 2 * 11.5);
  cursor.y -= 14;
  drawText(
    cursor,
    'Client money held in trust under section 86 of the Legal Practice Act 28 of 2014.',
    MARGIN,
    cursor.y,
    { size: 8, muted: true },
  );
  return finishLedgerDocument(cursor, `${TITLE} · ${input.matter.file_number} · ${input.date}`);
}
