// A school's payment receipt as an A4 portrait PDF (extended.md §2 "Payment receipt page"): the
// school's header, the student, the payments of one day with their total and a mini statement
// of the year. Built with the ledger's parts, on the same page helpers as the quote and invoice
// PDF, so the browser's preview and the download are the same bytes.
import {
  type LedgerColumn,
  drawLabelled,
  drawLedgerHeading,
  drawLedgerTable,
  finishLedgerDocument,
  issuerLines,
  ledgerCell,
  startLedgerDocument,
} from './ledger-pdf';
import { drawFitted, drawText, ensureSpace } from './pdf-page';
import { amountPrinter } from './pdf-text';
import {
  drawSchoolBanking,
  studentFacts,
  type ReceiptSchool,
  type ReceiptStudent,
} from './school-pdf';

export type ReceiptLine = {
  rec_num: number;
  description: string;
  method: string;
  /** Cents. */
  amount: number;
};

/** The year's figures as the receipt prints them (cents; see shared/src/school/finance.ts). */
export type ReceiptStatement = {
  year?: number;
  op: number;
  curfee: number;
  /** Every other billing of the year. */
  billings: number;
  total_due: number;
  all_pay_sum: number;
  balance_due_year: number;
};

export type ReceiptPdfInput = {
  school: ReceiptSchool;
  student: ReceiptStudent;
  /** YYYY-MM-DD: the day the payments were made. */
  date: string;
  lines: ReceiptLine[];
  statement: ReceiptStatement;
  /** ISO 4217 code, e.g. 'ZAR'. */
  currency: string;
};

const TITLE = 'Payment Receipt';

const COLUMNS: LedgerColumn[] = [
  { header: 'Receipt No', share: 0.14 },
  { header: 'Description', share: 0.5 },
  { header: 'Method', share: 0.18 },
  { header: 'Amount', share: 0.18, align: 'right' },
];
const METHOD = ledgerCell(COLUMNS, 2);
const AMOUNT = ledgerCell(COLUMNS, 3);

/**
 * The payment receipt of one student's payments on one day: A4 portrait, the school's header,
 * the student, each payment (receipt number, description, method, amount), the total paid and
 * the year's mini statement (opening balance, fees, other billings, total due, paid, balance),
 * then the school's banking details. Text outside WinAnsi is folded rather than failing.
 */
export async function buildReceiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  const amount = amountPrinter(input.currency);
  const cursor = await startLedgerDocument({
    title: `${TITLE} ${input.student.sid} ${input.date}`,
    author: input.school.name,
    runningHead: TITLE,
  });
  drawLedgerHeading(cursor, {
    title: TITLE,
    issuer: issuerLines(input.school),
    facts: [['Date', input.date], ...studentFacts(input.student)],
  });
  drawLedgerTable(cursor, {
    columns: COLUMNS,
    rows:
      input.lines.length > 0
        ? input.lines.map((line) => ({
            cells: [String(line.rec_num), line.description, line.method, amount(line.amount)],
          }))
        : [
            {
              cells: ['', 'No payments on this day.', '', ''],
              style: { muted: true },
              rule: false,
            },
          ],
    runningHead: TITLE,
  });

  // The total under the amounts, its label ending where the Method column does.
  const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
  ensureSpace(cursor, 20);
  const baseline = cursor.y - 13;
  const big = { bold: true, size: 10.5 };
  drawText(cursor, 'Total Paid', METHOD.right, baseline, { ...big, align: 'right' });
  drawFitted(cursor, amount(total), AMOUNT.right, baseline, AMOUNT.room, big);
  cursor.y -= 20;

  const s = input.statement;
  drawLabelled(
    cursor,
    s.year ? `Mini Statement ${s.year}` : 'Mini Statement',
    [
      ['Opening balance', amount(s.op)],
      ['School fees', amount(s.curfee)],
      ['Other billings', amount(s.billings)],
      ['Total due', amount(s.total_due), true],
      ['Paid this year', amount(s.all_pay_sum)],
      ['Balance due', amount(s.balance_due_year), true],
    ],
    { right: AMOUNT.right, room: AMOUNT.room },
  );
  drawSchoolBanking(cursor, input.school, input.student);
  return finishLedgerDocument(cursor, `${TITLE} · ${input.student.name} · ${input.date}`);
}
