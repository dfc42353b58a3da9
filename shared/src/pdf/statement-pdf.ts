// A student's statement of account as an A4 portrait PDF (issue 12, "Beyond the anchors"): the
// school's header, the student and the period, the opening balance, every charge and payment
// with the running balance, and the closing balance. Built with the ledger's parts, in the
// browser, so the preview and the download are the same bytes.
import { statementLineText, type Statement } from '../school/statement';
import {
  type LedgerColumn,
  balanceRows,
  balanceSummary,
  drawLabelled,
  drawLedgerHeading,
  drawLedgerTable,
  finishLedgerDocument,
  issuerLines,
  ledgerCell,
  startLedgerDocument,
} from './ledger-pdf';
import { MARGIN } from './pdf-page';
import { amountPrinter } from './pdf-text';
import {
  drawSchoolBanking,
  studentFacts,
  type ReceiptSchool,
  type ReceiptStudent,
} from './school-pdf';

export type StatementPdfInput = {
  school: ReceiptSchool;
  student: ReceiptStudent;
  statement: Statement;
  /** ISO 4217 code, e.g. 'ZAR'. */
  currency: string;
};

const TITLE = 'Statement of Account';

const COLUMNS: LedgerColumn[] = [
  { header: 'Date', share: 0.14 },
  { header: 'Description', share: 0.41 },
  { header: 'Charge', share: 0.15, align: 'right' },
  { header: 'Payment', share: 0.15, align: 'right' },
  { header: 'Balance', share: 0.15, align: 'right' },
];

/**
 * The statement of account of one student for a period: A4 portrait, the school's header, the
 * student and the period, a table (Date, Description, Charge, Payment, Balance) from the opening
 * balance through every charge and payment to the closing balance, a summary ending in the
 * balance due (or the credit), then the school's banking details. Text outside WinAnsi is folded
 * rather than failing.
 */
export async function buildStatementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const amount = amountPrinter(input.currency);
  const s = input.statement;
  const period = `${s.dateFrom} to ${s.dateTo}`;
  const cursor = await startLedgerDocument({
    title: `${TITLE} ${input.student.sid} ${period}`,
    author: input.school.name,
    runningHead: TITLE,
  });
  drawLedgerHeading(cursor, {
    title: TITLE,
    issuer: issuerLines(input.school),
    facts: [['Period', period], ...studentFacts(input.student)],
  });
  drawLedgerTable(cursor, {
    columns: COLUMNS,
    rows: balanceRows(s, amount, statementLineText, 'No charges or payments in this period.'),
    runningHead: TITLE,
  });
  drawLabelled(cursor, 'Summary', balanceSummary(s, amount, ['Charges', 'Payments']), {
    right: MARGIN + 260,
    room: ledgerCell(COLUMNS, 2).room,
  });
  drawSchoolBanking(cursor, input.school, input.student);
  return finishLedgerDocument(cursor, `${TITLE} · ${input.student.name} · ${period}`);
}
