// A school's payment receipt as an A4 portrait PDF (extended.md §2 "Payment receipt page"): the
// school's header, the student, the payments of one day with their total and a mini statement
// of the year. Built with the same page helpers as the quote and invoice PDF, so the browser's
// preview and the download are the same bytes.
import { PDFDocument } from 'pdf-lib';
import { currencySymbol, formatMoney } from '../money/money';
import {
  CONTENT_WIDTH,
  MARGIN,
  RIGHT,
  type PdfCursor,
  type TextStyle,
  COLOURS,
  drawFooters,
  drawRule,
  drawRunningHead,
  drawText,
  ensureSpace,
  startCursor,
  wrap,
} from './pdf-page';
import { fitFontSize, pdfSafeText } from './pdf-text';

export type ReceiptSchool = {
  name: string;
  address?: string[];
  phone?: string;
  email?: string;
  bank?: string;
  account_number?: string;
  account_type?: string;
};

export type ReceiptStudent = { name: string; sid: string; class?: string | null };

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

const LINE = 11.5;
const GAP = 14;
const PAD = 4;
const HEADER_HEIGHT = 18;
const TITLE = 'Payment Receipt';

// Receipt No / Description / Method / Amount.
const SHARES = [0.14, 0.5, 0.18, 0.18] as const;
const WIDTHS = SHARES.map((share) => share * CONTENT_WIDTH);
const LEFTS = WIDTHS.map((_, index) => MARGIN + WIDTHS.slice(0, index).reduce((a, b) => a + b, 0));
const AMOUNT_RIGHT = RIGHT - PAD;
const AMOUNT_WIDTH = (WIDTHS[3] ?? 0) - 2 * PAD;

/** `formatMoney` in the receipt's currency; a symbol the standard fonts cannot draw prints as its code. */
export function amountPrinter(currency: string): (cents: number) => string {
  const symbol = currencySymbol(currency);
  const drawable = pdfSafeText(symbol) === symbol;
  const code = currency.trim().toUpperCase();
  return (cents) =>
    drawable ? formatMoney(cents, currency) : formatMoney(cents, currency).replace(symbol, code);
}

function drawAmount(cursor: PdfCursor, text: string, y: number, style: TextStyle = {}): void {
  const font = style.bold ? cursor.bold : cursor.regular;
  const size = fitFontSize(style.size ?? 9, AMOUNT_WIDTH, (s) =>
    font.widthOfTextAtSize(pdfSafeText(text), s),
  );
  drawText(cursor, text, AMOUNT_RIGHT, y, { ...style, size, align: 'right' });
}

/** The school's name, address and contacts on the left; the title, date and student on the right. */
function drawHeading(cursor: PdfCursor, input: ReceiptPdfInput): void {
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
  const rows: [string, string][] = [
    ['Date', input.date],
    ['Student', input.student.name],
    ['Student No', input.student.sid],
    ...(input.student.class ? [['Class', input.student.class] as [string, string]] : []),
  ];
  for (const [label, value] of rows) {
    right -= 13;
    drawText(cursor, label, RIGHT - 150, right, { muted: true, align: 'right' });
    const size = fitFontSize(9, 140, (s) => cursor.bold.widthOfTextAtSize(pdfSafeText(value), s));
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
  drawText(cursor, 'Receipt No', (LEFTS[0] ?? 0) + PAD, baseline, { bold: true });
  drawText(cursor, 'Description', (LEFTS[1] ?? 0) + PAD, baseline, { bold: true });
  drawText(cursor, 'Method', (LEFTS[2] ?? 0) + PAD, baseline, { bold: true });
  drawText(cursor, 'Amount', AMOUNT_RIGHT, baseline, { bold: true, align: 'right' });
  cursor.y = top - HEADER_HEIGHT;
}

function drawPayments(
  cursor: PdfCursor,
  input: ReceiptPdfInput,
  amount: (cents: number) => string,
): void {
  ensureSpace(cursor, HEADER_HEIGHT + LINE + 2 * PAD);
  drawTableHeader(cursor);
  cursor.onNewPage = (next) => {
    drawRunningHead(next, TITLE);
    drawTableHeader(next);
  };
  for (const line of input.lines) {
    const description = wrap(cursor, line.description, (WIDTHS[1] ?? 0) - 2 * PAD);
    const method = wrap(cursor, line.method, (WIDTHS[2] ?? 0) - 2 * PAD);
    const rows = Math.max(description.length, method.length);
    ensureSpace(cursor, rows * LINE + 2 * PAD);
    const top = cursor.y;
    const baseline = top - PAD - 8;
    drawText(cursor, String(line.rec_num), (LEFTS[0] ?? 0) + PAD, baseline);
    description.forEach((text, index) =>
      drawText(cursor, text, (LEFTS[1] ?? 0) + PAD, baseline - index * LINE),
    );
    method.forEach((text, index) =>
      drawText(cursor, text, (LEFTS[2] ?? 0) + PAD, baseline - index * LINE),
    );
    drawAmount(cursor, amount(line.amount), baseline);
    cursor.y = top - rows * LINE - 2 * PAD;
    drawRule(cursor, cursor.y);
  }
  if (input.lines.length === 0) {
    ensureSpace(cursor, LINE + 2 * PAD);
    drawText(cursor, 'No payments on this day.', (LEFTS[1] ?? 0) + PAD, cursor.y - PAD - 8, {
      muted: true,
    });
    cursor.y -= LINE + 2 * PAD;
  }
  cursor.onNewPage = (next) => drawRunningHead(next, TITLE);
  const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
  ensureSpace(cursor, 20);
  const baseline = cursor.y - 13;
  drawText(cursor, 'Total Paid', (LEFTS[3] ?? 0) - PAD, baseline, {
    bold: true,
    size: 10.5,
    align: 'right',
  });
  drawAmount(cursor, amount(total), baseline, { bold: true, size: 10.5 });
  cursor.y -= 20;
}

function drawLabelled(
  cursor: PdfCursor,
  heading: string,
  rows: Array<[string, string, boolean?]>,
  valueRight: boolean,
): void {
  ensureSpace(cursor, GAP + 14 + rows.length * LINE);
  cursor.y -= GAP;
  drawText(cursor, heading, MARGIN, cursor.y - 9, { bold: true, size: 10.5 });
  cursor.y -= 16;
  for (const [label, value, bold] of rows) {
    drawText(cursor, label, MARGIN, cursor.y - 9, { muted: !bold, bold });
    if (valueRight) drawAmount(cursor, value, cursor.y - 9, { bold });
    else drawText(cursor, value, MARGIN + 110, cursor.y - 9);
    cursor.y -= LINE + 1;
  }
}

/**
 * The payment receipt of one student's payments on one day: A4 portrait, the school's header,
 * the student, each payment (receipt number, description, method, amount), the total paid and
 * the year's mini statement (opening balance, fees, other billings, total due, paid, balance),
 * then the school's banking details. Text outside WinAnsi is folded rather than failing.
 */
export async function buildReceiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  const amount = amountPrinter(input.currency);
  const doc = await PDFDocument.create();
  doc.setTitle(`${TITLE} ${input.student.sid} ${input.date}`);
  doc.setAuthor(input.school.name);
  doc.setCreator('Kantoor');
  const cursor = await startCursor(doc);
  cursor.onNewPage = (next) => drawRunningHead(next, TITLE);

  drawHeading(cursor, input);
  drawPayments(cursor, input, amount);

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
    true,
  );

  const bank = [
    ['Bank', input.school.bank],
    ['Account number', input.school.account_number],
    ['Account type', input.school.account_type],
  ].filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '');
  if (bank.length > 0)
    drawLabelled(cursor, 'Banking details', [...bank, ['Reference', input.student.sid]], false);

  drawFooters(cursor, `${TITLE} · ${input.student.name} · ${input.date}`);
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}
