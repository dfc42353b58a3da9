// A matter's trust statement as an A4 portrait PDF (issue 13; Legal Practice Act s86): the
// firm's header, the matter, its client and the period, then the opening balance, each entry
// with money in, money out and the running balance, and the closing balance. Built with the same
// page helpers as the receipt, so the browser's preview and the download are the same bytes.
import { PDFDocument } from 'pdf-lib';
import type { TrustStatement } from '../legal/trust';
import { currencySymbol, formatMoney } from '../money/money';
import {
  CONTENT_WIDTH,
  COLOURS,
  MARGIN,
  RIGHT,
  type PdfCursor,
  type TextStyle,
  drawFooters,
  drawRule,
  drawRunningHead,
  drawText,
  ensureSpace,
  startCursor,
  wrap,
} from './pdf-page';
import { fitFontSize, pdfSafeText } from './pdf-text';

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
const LINE = 11.5;
const GAP = 14;
const PAD = 4;
const HEADER_HEIGHT = 18;

// Date / Description / Reference / In / Out / Balance.
const SHARES = [0.13, 0.3, 0.18, 0.13, 0.13, 0.13] as const;
const WIDTHS = SHARES.map((share) => share * CONTENT_WIDTH);
const LEFTS = WIDTHS.map((_, index) => MARGIN + WIDTHS.slice(0, index).reduce((a, b) => a + b, 0));
const rightOf = (column: number) => (LEFTS[column] ?? 0) + (WIDTHS[column] ?? 0) - PAD;

/** `formatMoney` in the statement's currency; a symbol the standard fonts cannot draw prints as its code. */
function amountPrinter(currency: string): (cents: number) => string {
  const symbol = currencySymbol(currency);
  const drawable = pdfSafeText(symbol) === symbol;
  const code = currency.trim().toUpperCase();
  return (cents) =>
    drawable ? formatMoney(cents, currency) : formatMoney(cents, currency).replace(symbol, code);
}

function drawAmount(
  cursor: PdfCursor,
  text: string,
  column: number,
  y: number,
  style: TextStyle = {},
): void {
  const font = style.bold ? cursor.bold : cursor.regular;
  const size = fitFontSize(style.size ?? 9, (WIDTHS[column] ?? 0) - 2 * PAD, (s) =>
    font.widthOfTextAtSize(pdfSafeText(text), s),
  );
  drawText(cursor, text, rightOf(column), y, { ...style, size, align: 'right' });
}

const periodOf = (s: TrustStatement) =>
  s.dateFrom && s.dateTo
    ? `${s.dateFrom} to ${s.dateTo}`
    : s.dateFrom
      ? `From ${s.dateFrom}`
      : s.dateTo
        ? `Up to ${s.dateTo}`
        : 'All entries';

/** The firm's name, address and contacts on the left; the title, matter, client and period on the right. */
function drawHeading(cursor: PdfCursor, input: TrustStatementPdfInput): void {
  const top = cursor.y;
  const half = (CONTENT_WIDTH - 24) / 2;
  let left = top - 14;
  drawText(cursor, input.firm.name, MARGIN, left, { size: 14, bold: true });
  left -= 6;
  const contacts = [
    ...(input.firm.address ?? []),
    input.firm.phone && `Tel: ${input.firm.phone}`,
    input.firm.email && `Email: ${input.firm.email}`,
    input.firm.trust_bank && `Trust account: ${input.firm.trust_bank}`,
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
    ['Matter', input.matter.title],
    ['File No', input.matter.file_number],
    ['Client', input.client.name],
    ...(input.client.client_reference
      ? [['Client Ref', input.client.client_reference] as [string, string]]
      : []),
    ['Period', periodOf(input.statement)],
  ];
  for (const [label, value] of rows) {
    right -= 13;
    drawText(cursor, label, RIGHT - 190, right, { muted: true, align: 'right' });
    const size = fitFontSize(9, 180, (s) => cursor.bold.widthOfTextAtSize(pdfSafeText(value), s));
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
  const bold = { bold: true };
  drawText(cursor, 'Date', (LEFTS[0] ?? 0) + PAD, baseline, bold);
  drawText(cursor, 'Description', (LEFTS[1] ?? 0) + PAD, baseline, bold);
  drawText(cursor, 'Reference', (LEFTS[2] ?? 0) + PAD, baseline, bold);
  drawText(cursor, 'In', rightOf(3), baseline, { ...bold, align: 'right' });
  drawText(cursor, 'Out', rightOf(4), baseline, { ...bold, align: 'right' });
  drawText(cursor, 'Balance', rightOf(5), baseline, { ...bold, align: 'right' });
  cursor.y = top - HEADER_HEIGHT;
}

/** A balance row (opening, closing): its label under Description, the amount under Balance. */
function drawBalanceRow(cursor: PdfCursor, label: string, amount: string): void {
  ensureSpace(cursor, LINE + 2 * PAD);
  const baseline = cursor.y - PAD - 8;
  drawText(cursor, label, (LEFTS[1] ?? 0) + PAD, baseline, { bold: true });
  drawAmount(cursor, amount, 5, baseline, { bold: true });
  cursor.y -= LINE + 2 * PAD;
  drawRule(cursor, cursor.y);
}

function drawLines(
  cursor: PdfCursor,
  input: TrustStatementPdfInput,
  amount: (cents: number) => string,
): void {
  const s = input.statement;
  ensureSpace(cursor, HEADER_HEIGHT + 2 * (LINE + 2 * PAD));
  drawTableHeader(cursor);
  cursor.onNewPage = (next) => {
    drawRunningHead(next, TITLE);
    drawTableHeader(next);
  };
  drawBalanceRow(cursor, 'Opening balance', amount(s.opening));
  for (const line of s.lines) {
    const description = wrap(cursor, line.description, (WIDTHS[1] ?? 0) - 2 * PAD);
    const reference = wrap(cursor, line.reference ?? '', (WIDTHS[2] ?? 0) - 2 * PAD);
    const rows = Math.max(description.length, reference.length, 1);
    ensureSpace(cursor, rows * LINE + 2 * PAD);
    const top = cursor.y;
    const baseline = top - PAD - 8;
    drawText(cursor, line.date, (LEFTS[0] ?? 0) + PAD, baseline);
    description.forEach((text, index) =>
      drawText(cursor, text, (LEFTS[1] ?? 0) + PAD, baseline - index * LINE),
    );
    reference.forEach((text, index) =>
      drawText(cursor, text, (LEFTS[2] ?? 0) + PAD, baseline - index * LINE),
    );
    if (line.money_in > 0) drawAmount(cursor, amount(line.money_in), 3, baseline);
    if (line.money_out > 0) drawAmount(cursor, amount(line.money_out), 4, baseline);
    drawAmount(cursor, amount(line.balance), 5, baseline);
    cursor.y = top - rows * LINE - 2 * PAD;
    drawRule(cursor, cursor.y);
  }
  if (s.lines.length === 0) {
    ensureSpace(cursor, LINE + 2 * PAD);
    drawText(
      cursor,
      'No trust entries in this period.',
      (LEFTS[1] ?? 0) + PAD,
      cursor.y - PAD - 8,
      {
        muted: true,
      },
    );
    cursor.y -= LINE + 2 * PAD;
    drawRule(cursor, cursor.y);
  }
  // The period's totals under In and Out, then the closing balance.
  ensureSpace(cursor, 2 * (LINE + 2 * PAD));
  const baseline = cursor.y - PAD - 8;
  drawText(cursor, 'Totals', (LEFTS[1] ?? 0) + PAD, baseline, { bold: true });
  drawAmount(cursor, amount(s.total_in), 3, baseline, { bold: true });
  drawAmount(cursor, amount(s.total_out), 4, baseline, { bold: true });
  cursor.y -= LINE + 2 * PAD;
  drawBalanceRow(cursor, 'Closing balance', amount(s.closing));
  cursor.onNewPage = (next) => drawRunningHead(next, TITLE);
}

/**
 * The trust statement of one matter for one period: A4 portrait, the firm's header, the matter
 * (title and file number), the client, the period, the opening balance, each entry (date,
 * description, reference, in, out, running balance), the period's totals and the closing
 * balance. Text outside WinAnsi is folded rather than failing.
 */
export async function buildTrustStatementPdf(input: TrustStatementPdfInput): Promise<Uint8Array> {
  const amount = amountPrinter(input.currency);
  const doc = await PDFDocument.create();
  doc.setTitle(`${TITLE} ${input.matter.file_number} ${input.date}`);
  doc.setAuthor(input.firm.name);
  doc.setCreator('Kantoor');
  const cursor = await startCursor(doc);
  cursor.onNewPage = (next) => drawRunningHead(next, TITLE);
  drawHeading(cursor, input);
  drawLines(cursor, input, amount);
  ensureSpace(cursor, 2 * LINE);
  cursor.y -= GAP;
  drawText(
    cursor,
    'Client money held in trust under section 86 of the Legal Practice Act 28 of 2014.',
    MARGIN,
    cursor.y,
    { size: 8, muted: true },
  );
  drawFooters(cursor, `${TITLE} · ${input.matter.file_number} · ${input.date}`);
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}
