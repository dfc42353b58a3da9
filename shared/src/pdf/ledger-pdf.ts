// A one-table A4 document (issue 14): the company's header, a title with its facts, a table of
// rows with amounts, a summary. The client statement and the expense receipts are built with it,
// on the receipt's page helpers, in the browser.
import { PDFDocument } from 'pdf-lib';
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

export type LedgerColumn = { header: string; share: number; align?: 'left' | 'right' };
export type LedgerRow = { cells: string[]; style?: TextStyle };
export type LedgerPdfInput = {
  title: string;
  /** The company's name first, then its address and contacts. */
  issuer: string[];
  /** Label and value pairs under the title (the period, the client). */
  facts: Array<[string, string]>;
  columns: LedgerColumn[];
  rows: LedgerRow[];
  /** Shown when there are no rows. */
  empty: string;
  summary: Array<[string, string, boolean?]>;
  footer: string;
  author: string;
};

const LINE = 11.5;
const GAP = 14;
const PAD = 4;
const HEADER_HEIGHT = 18;

function layout(columns: LedgerColumn[]) {
  const widths = columns.map((c) => c.share * CONTENT_WIDTH);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  return { widths, lefts };
}

function drawCell(
  cursor: PdfCursor,
  text: string,
  column: LedgerColumn,
  left: number,
  width: number,
  y: number,
  style: TextStyle,
) {
  if (column.align === 'right') {
    const font = style.bold ? cursor.bold : cursor.regular;
    const size = fitFontSize(style.size ?? 9, width - 2 * PAD, (s) =>
      font.widthOfTextAtSize(pdfSafeText(text), s),
    );
    drawText(cursor, text, left + width - PAD, y, { ...style, size, align: 'right' });
  } else drawText(cursor, text, left + PAD, y, style);
}

export async function buildLedgerPdf(input: LedgerPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setAuthor(input.author);
  doc.setCreator('Kantoor');
  const cursor = await startCursor(doc);
  cursor.onNewPage = (next) => drawRunningHead(next, input.title);
  const { widths, lefts } = layout(input.columns);

  // Heading: the issuer on the left, the title and facts on the right.
  const top = cursor.y;
  let left = top - 14;
  const [name, ...contacts] = input.issuer;
  drawText(cursor, name ?? '', MARGIN, left, { size: 14, bold: true });
  left -= 6;
  for (const text of contacts)
    for (const line of wrap(cursor, text, CONTENT_WIDTH / 2 - 12)) {
      left -= LINE;
      drawText(cursor, line, MARGIN, left);
    }
  let right = top - 18;
  drawText(cursor, input.title, RIGHT, right, { size: 18, bold: true, align: 'right' });
  right -= 8;
  for (const [label, value] of input.facts) {
    right -= 13;
    drawText(cursor, label, RIGHT - 150, right, { muted: true, align: 'right' });
    const size = fitFontSize(9, 140, (z) => cursor.bold.widthOfTextAtSize(pdfSafeText(value), z));
    drawText(cursor, value, RIGHT, right, { size, bold: true, align: 'right' });
  }
  cursor.y = Math.min(left, right) - GAP;
  drawRule(cursor, cursor.y + GAP / 2);

  const header = (c: PdfCursor) => {
    const y = c.y;
    c.page.drawRectangle({
      x: MARGIN,
      y: y - HEADER_HEIGHT,
      width: CONTENT_WIDTH,
      height: HEADER_HEIGHT,
      color: COLOURS.fill,
    });
    input.columns.forEach((column, i) =>
      drawCell(c, column.header, column, lefts[i] ?? 0, widths[i] ?? 0, y - HEADER_HEIGHT + 6, {
        bold: true,
      }),
    );
    c.y = y - HEADER_HEIGHT;
  };
  const row = ({ cells, style = {} }: LedgerRow) => {
    // Left-aligned cells wrap; amounts stay on one line.
    const wrapped = cells.map((text, i) =>
      input.columns[i]?.align === 'right'
        ? [text]
        : wrap(cursor, text, (widths[i] ?? 0) - 2 * PAD, style),
    );
    const height = Math.max(...wrapped.map((w) => w.length)) * LINE + 2 * PAD;
    if (height <= pageCapacity(RUNNING_HEAD_HEIGHT + HEADER_HEIGHT)) ensureSpace(cursor, height);
    const y = cursor.y;
    const baseline = y - PAD - 8;
    wrapped.forEach((lines, i) =>
      lines.forEach((text, n) =>
        drawCell(
          cursor,
          text,
          input.columns[i]!,
          lefts[i] ?? 0,
          widths[i] ?? 0,
          baseline - n * LINE,
          style,
        ),
      ),
    );
    cursor.y = y - height;
    drawRule(cursor, cursor.y);
  };

  ensureSpace(cursor, HEADER_HEIGHT + 2 * (LINE + 2 * PAD));
  header(cursor);
  cursor.onNewPage = (next) => {
    drawRunningHead(next, input.title);
    header(next);
  };
  for (const r of input.rows) row(r);
  if (input.rows.length === 0)
    row({ cells: [input.empty, ...input.columns.slice(1).map(() => '')], style: { muted: true } });
  cursor.onNewPage = (next) => drawRunningHead(next, input.title);

  if (input.summary.length > 0) {
    ensureSpace(cursor, GAP + 16 + input.summary.length * (LINE + 1));
    cursor.y -= GAP;
    drawText(cursor, 'Summary', MARGIN, cursor.y - 9, { bold: true, size: 10.5 });
    cursor.y -= 16;
    for (const [label, value, bold] of input.summary) {
      drawText(cursor, label, MARGIN, cursor.y - 9, { muted: !bold, bold });
      drawText(cursor, value, MARGIN + 300, cursor.y - 9, { bold, align: 'right' });
      cursor.y -= LINE + 1;
    }
  }
  drawFooters(cursor, input.footer);
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}
