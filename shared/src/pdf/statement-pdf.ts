// A student's statement of account as an A4 portrait PDF (issue 12, "Beyond the anchors"): the
// school's header, the student and the period, the opening balance, every charge and payment
// with the running balance, and the closing balance. Built with the receipt's page helpers, in
// the browser, so the preview and the download are the same bytes.
import { PDFDocument } from 'pdf-lib';
import { closingLabel, statementLineText, type Statement } from '../school/statement';
import {
  CONTENT_WIDTH,
  MARGIN,
  RIGHT,
  COLOURS,
  type PdfCursor,
  type TextStyle,
  drawFooters,
  drawRule,
  drawRunningHead,
  drawText,
  ensureSpace,
  pageCapacity,
  RUNNING_HEAD_HEIGHT,
  startCursor,
  wrap,
} from './pdf-page';
import { fitFontSize, pdfSafeText } from './pdf-text';
import { amountPrinter, type ReceiptSchool, type ReceiptStudent } from './receipt-pdf';

export type StatementPdfInput = {
  school: ReceiptSchool;
  student: ReceiptStudent;
  statement: Statement;
  /** ISO 4217 code, e.g. 'ZAR'. */
  currency: string;
};

const LINE = 11.5;
const GAP = 14;
const PAD = 4;
const HEADER_HEIGHT = 18;
const TITLE = 'Statement of Account';

// Date / Description / Charge / Payment / Balance.
const SHARES = [0.14, 0.41, 0.15, 0.15, 0.15] as const;
const WIDTHS = SHARES.map((share) => share * CONTENT_WIDTH);
const LEFTS = WIDTHS.map((_, index) => MARGIN + WIDTHS.slice(0, index).reduce((a, b) => a + b, 0));
const RIGHTS = LEFTS.map((left, index) => left + (WIDTHS[index] ?? 0) - PAD);
const AMOUNT_WIDTH = (WIDTHS[2] ?? 0) - 2 * PAD;

/** An amount right-aligned at `right`, shrunk when it would overflow its column. */
function drawAmount(
  cursor: PdfCursor,
  text: string,
  right: number,
  y: number,
  style: TextStyle = {},
): void {
  const font = style.bold ? cursor.bold : cursor.regular;
  const size = fitFontSize(style.size ?? 9, AMOUNT_WIDTH, (s) =>
    font.widthOfTextAtSize(pdfSafeText(text), s),
  );
  drawText(cursor, text, right, y, { ...style, size, align: 'right' });
}

/** The school's name, address and contacts on the left; the title, period and student on the right. */
function drawHeading(cursor: PdfCursor, input: StatementPdfInput): void {
  const top = cursor.y;
  const half = (CONTENT_WIDTH - 24) / 2;
  let left = top - 14;
  drawText(cursor, input.school.name, MARGIN, left, { size: 14, bold: true });
  left -= 6;
  const contacts = [
    ...(input.school.address ?? []),
    input.school.phone && `Tel: ${input.school.phone}`,
    input.school.email && `Email: ${input.school.email}`,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  for (const text of contacts)
    for (const line of wrap(cursor, text, half)) {
      left -= LINE;
      drawText(cursor, line, MARGIN, left);
    }

  let right = top - 18;
  drawText(cursor, TITLE, RIGHT, right, { size: 18, bold: true, align: 'right' });
  right -= 8;
  const s = input.statement;
  const rows: [string, string][] = [
    ['Period', `${s.dateFrom} to ${s.dateTo}`],
    ['Student', input.student.name],
    ['Student No', input.student.sid],
    ...(input.student.class ? [['Class', input.student.class] as [string, string]] : []),
  ];
  for (const [label, value] of rows) {
    right -= 13;
    drawText(cursor, label, RIGHT - 150, right, { muted: true, align: 'right' });
    const size = fitFontSize(9, 140, (z) => cursor.bold.widthOfTextAtSize(pdfSafeText(value), z));
    drawText(cursor, value, RIGHT, right, { size, bold: true, align: 'right' });
  }
  cursor.y = Math.min(left, right) - GAP;
  drawRule(cursor, cursor.y + GAP / 2);
}

function drawTableHeader(cursor: PdfCursor): void {
  const top = cursor.y;
  cursor.page.drawRectangle({
    x: MARGIN,
    y: top - HEADER_HEIGHT,
    width: CONTENT_WIDTH,
    height: HEADER_HEIGHT,
    color: COLOURS.fill,
  });
  const baseline = top - HEADER_HEIGHT + 6;
  drawText(cursor, 'Date', (LEFTS[0] ?? 0) + PAD, baseline, { bold: true });
  drawText(cursor, 'Description', (LEFTS[1] ?? 0) + PAD, baseline, { bold: true });
  ['Charge', 'Payment', 'Balance'].forEach((title, index) =>
    drawText(cursor, title, RIGHTS[index + 2] ?? 0, baseline, { bold: true, align: 'right' }),
  );
  cursor.y = top - HEADER_HEIGHT;
}

/** One row: a date, a wrapped description and up to three amounts ('' leaves a cell empty). */
function drawRow(
  cursor: PdfCursor,
  date: string,
  description: string,
  amounts: readonly [string, string, string],
  style: TextStyle = {},
): void {
  const texts = wrap(cursor, description, (WIDTHS[1] ?? 0) - 2 * PAD, style);
  const height = texts.length * LINE + 2 * PAD;
  // A row stays on one page when it fits on one.
  if (height <= pageCapacity(RUNNING_HEAD_HEIGHT + HEADER_HEIGHT)) ensureSpace(cursor, height);
  const top = cursor.y;
  const baseline = top - PAD - 8;
  drawText(cursor, date, (LEFTS[0] ?? 0) + PAD, baseline, style);
  texts.forEach((text, index) =>
    drawText(cursor, text, (LEFTS[1] ?? 0) + PAD, baseline - index * LINE, style),
  );
  amounts.forEach((text, index) => {
    if (text) drawAmount(cursor, text, RIGHTS[index + 2] ?? 0, baseline, style);
  });
  cursor.y = top - height;
  drawRule(cursor, cursor.y);
}

function drawLines(cursor: PdfCursor, input: StatementPdfInput, amount: (c: number) => string) {
  const s = input.statement;
  ensureSpace(cursor, HEADER_HEIGHT + 2 * (LINE + 2 * PAD));
  drawTableHeader(cursor);
  cursor.onNewPage = (next) => {
    drawRunningHead(next, TITLE);
    drawTableHeader(next);
  };
  drawRow(cursor, s.dateFrom, 'Opening balance', ['', '', amount(s.opening)], { bold: true });
  for (const line of s.lines)
    drawRow(cursor, line.date, statementLineText(line), [
      line.charge ? amount(line.charge) : '',
      line.payment ? amount(line.payment) : '',
      amount(line.balance),
    ]);
  if (s.lines.length === 0)
    drawRow(cursor, '', 'No charges or payments in this period.', ['', '', ''], { muted: true });
  drawRow(
    cursor,
    s.dateTo,
    'Closing balance',
    [amount(s.charges), amount(s.payments), amount(s.closing)],
    { bold: true },
  );
  cursor.onNewPage = (next) => drawRunningHead(next, TITLE);
}

function drawLabelled(
  cursor: PdfCursor,
  heading: string,
  rows: Array<[string, string, boolean?]>,
  valueRight: boolean,
): void {
  ensureSpace(cursor, GAP + 16 + rows.length * (LINE + 1));
  cursor.y -= GAP;
  drawText(cursor, heading, MARGIN, cursor.y - 9, { bold: true, size: 10.5 });
  cursor.y -= 16;
  for (const [label, value, bold] of rows) {
    drawText(cursor, label, MARGIN, cursor.y - 9, { muted: !bold, bold });
    if (valueRight) drawAmount(cursor, value, MARGIN + 260, cursor.y - 9, { bold });
    else drawText(cursor, value, MARGIN + 110, cursor.y - 9);
    cursor.y -= LINE + 1;
  }
}

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
  const doc = await PDFDocument.create();
  doc.setTitle(`${TITLE} ${input.student.sid} ${s.dateFrom} to ${s.dateTo}`);
  doc.setAuthor(input.school.name);
  doc.setCreator('Kantoor');
  const cursor = await startCursor(doc);
  cursor.onNewPage = (next) => drawRunningHead(next, TITLE);

  drawHeading(cursor, input);
  drawLines(cursor, input, amount);
  drawLabelled(
    cursor,
    'Summary',
    [
      [`Opening balance on ${s.dateFrom}`, amount(s.opening)],
      ['Charges', amount(s.charges)],
      ['Payments', amount(s.payments)],
      [`${closingLabel(s.closing)} on ${s.dateTo}`, amount(Math.abs(s.closing)), true],
    ],
    true,
  );

  const bank = [
    ['Bank', input.school.bank],
    ['Account number', input.school.account_number],
    ['Account type', input.school.account_type],
  ].filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '');
  if (bank.length > 0)
    drawLabelled(cursor, 'Banking details', [...bank, ['Reference', input.student.sid]], false);

  drawFooters(cursor, `${TITLE} · ${input.student.name} · ${s.dateFrom} to ${s.dateTo}`);
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}
