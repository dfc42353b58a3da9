// The line table of a quote or invoice: Description / Qty / Price / Total at the spec's widths,
// descriptions wrapped in their column, the header repeated on every page the table reaches.
import { type PricedLine } from '../money/totals';
import {
  COLOURS,
  CONTENT_WIDTH,
  MARGIN,
  type PdfCursor,
  RUNNING_HEAD_HEIGHT,
  drawRule,
  drawRunningHead,
  drawText,
  ensureSpace,
  newPage,
  pageCapacity,
  spaceLeft,
  wrap,
} from './pdf-page';
import { fitFontSize } from './pdf-text';

// The spec's quote PDF column widths: 52%, 18%, 15%, 15% of the content width.
const SHARES = [0.52, 0.18, 0.15, 0.15] as const;
const WIDTHS = SHARES.map((share) => share * CONTENT_WIDTH);
const LEFTS = WIDTHS.map((_, index) => MARGIN + WIDTHS.slice(0, index).reduce((a, b) => a + b, 0));
const RIGHTS = LEFTS.map((left, index) => left + (WIDTHS[index] ?? 0));

const PAD = 4;
const SIZE = 9;
const LINE_HEIGHT = 11.5;
const HEADER_HEIGHT = 18;

/** The right edge of the Price column, where the totals' labels end. */
export const LABEL_RIGHT = (RIGHTS[2] ?? 0) - PAD;
/** The right edge of the Total column's text, where amounts end. */
export const AMOUNT_RIGHT = (RIGHTS[3] ?? 0) - PAD;
/** The room an amount has in the Total column. */
export const AMOUNT_WIDTH = (WIDTHS[3] ?? 0) - 2 * PAD;

/** Draws an amount right-aligned at `x`, shrinking the font when it would overflow its column. */
export function drawAmount(
  cursor: PdfCursor,
  text: string,
  x: number,
  y: number,
  bold = false,
  size = SIZE,
): void {
  const font = bold ? cursor.bold : cursor.regular;
  const fitted = fitFontSize(size, AMOUNT_WIDTH, (s) => font.widthOfTextAtSize(text, s));
  drawText(cursor, text, x, y, { size: fitted, bold, align: 'right' });
}

function drawHeader(cursor: PdfCursor): void {
  const top = cursor.y;
  cursor.page.drawRectangle({
    x: MARGIN,
    y: top - HEADER_HEIGHT,
    width: CONTENT_WIDTH,
    height: HEADER_HEIGHT,
    color: COLOURS.fill,
  });
  const baseline = top - HEADER_HEIGHT + 6;
  drawText(cursor, 'Description', (LEFTS[0] ?? 0) + PAD, baseline, { bold: true });
  ['Qty', 'Price', 'Total'].forEach((title, index) => {
    drawText(cursor, title, (RIGHTS[index + 1] ?? 0) - PAD, baseline, {
      bold: true,
      align: 'right',
    });
  });
  cursor.y = top - HEADER_HEIGHT;
}

function drawRow(
  cursor: PdfCursor,
  texts: readonly string[],
  cells: readonly string[] | null,
): void {
  const top = cursor.y;
  texts.forEach((text, index) => {
    drawText(cursor, text, (LEFTS[0] ?? 0) + PAD, top - PAD - 8 - index * LINE_HEIGHT);
  });
  if (cells) {
    const baseline = top - PAD - 8;
    const [quantity = '', price = '', total = ''] = cells;
    drawText(cursor, quantity, (RIGHTS[1] ?? 0) - PAD, baseline, { align: 'right' });
    drawAmount(cursor, price, (RIGHTS[2] ?? 0) - PAD, baseline);
    drawAmount(cursor, total, AMOUNT_RIGHT, baseline);
  }
  cursor.y = top - texts.length * LINE_HEIGHT - 2 * PAD;
  drawRule(cursor, cursor.y);
}

/**
 * Draws the table from the cursor down, continuing on new pages (the running head `label` and
 * the header on top) as needed; `amount` prints cents in the document's currency.
 */
export function drawLineTable(
  cursor: PdfCursor,
  lines: readonly PricedLine[],
  amount: (cents: number) => string,
  label: string,
): void {
  const count = new Intl.NumberFormat('en-US');
  ensureSpace(cursor, HEADER_HEIGHT + LINE_HEIGHT + 2 * PAD);
  drawHeader(cursor);
  cursor.onNewPage = (next) => {
    drawRunningHead(next, label);
    drawHeader(next);
  };

  for (const line of lines) {
    const description = wrap(cursor, line.name, (WIDTHS[0] ?? 0) - 2 * PAD);
    let cells: string[] | null = [
      count.format(line.quantity),
      amount(line.unit_price),
      amount(line.line_total),
    ];
    // A row stays on one page when it fits on one; only a description taller than a page splits.
    const height = description.length * LINE_HEIGHT + 2 * PAD;
    if (height <= pageCapacity(RUNNING_HEAD_HEIGHT + HEADER_HEIGHT)) ensureSpace(cursor, height);
    while (description.length > 0) {
      ensureSpace(cursor, LINE_HEIGHT + 2 * PAD);
      const fit = Math.max(1, Math.floor((spaceLeft(cursor) - 2 * PAD) / LINE_HEIGHT));
      drawRow(cursor, description.splice(0, fit), cells);
      cells = null;
      if (description.length > 0) newPage(cursor);
    }
  }
  cursor.onNewPage = (next) => drawRunningHead(next, label);
}
