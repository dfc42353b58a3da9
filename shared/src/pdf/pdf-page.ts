// A cursor over an A4 document: text in the two standard fonts, wrapped blocks, and page breaks
// that repeat whatever a continued page needs at its top (the table header).
import {
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  PageSizes,
  StandardFonts,
  rgb,
} from 'pdf-lib';
import { fitFontSize, pdfSafeText, wrapText } from './pdf-text';

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN = 42;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const RIGHT = PAGE_WIDTH - MARGIN;
// Room kept under the content for the page footer.
const BOTTOM = MARGIN + 18;

export const COLOURS = {
  text: rgb(0.11, 0.12, 0.15),
  muted: rgb(0.42, 0.44, 0.5),
  rule: rgb(0.8, 0.82, 0.86),
  fill: rgb(0.93, 0.94, 0.96),
};

export type TextStyle = {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  align?: 'left' | 'right';
};

export type PdfCursor = {
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  page: PDFPage;
  /** The top of the free space on the page, in points from the bottom edge. */
  y: number;
  /** Draws the top of a continued page (a running head, the table header) and moves `y`. */
  onNewPage: ((cursor: PdfCursor) => void) | null;
};

/** A cursor on the document's first page, with Helvetica and Helvetica-Bold embedded. */
export async function startCursor(doc: PDFDocument): Promise<PdfCursor> {
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return {
    doc,
    regular,
    bold,
    page: doc.addPage(PageSizes.A4),
    y: PAGE_HEIGHT - MARGIN,
    onNewPage: null,
  };
}

/** The font of a style. */
export function fontOf(cursor: PdfCursor, style: TextStyle): PDFFont {
  return style.bold ? cursor.bold : cursor.regular;
}

/** Draws one line of WinAnsi-safe text with its baseline at `y`; `x` is the right edge when aligned right. */
export function drawText(
  cursor: PdfCursor,
  text: string,
  x: number,
  y: number,
  style: TextStyle = {},
): void {
  const safe = pdfSafeText(text);
  const size = style.size ?? 9;
  const font = fontOf(cursor, style);
  const left = style.align === 'right' ? x - font.widthOfTextAtSize(safe, size) : x;
  cursor.page.drawText(safe, {
    x: left,
    y,
    size,
    font,
    color: style.muted ? COLOURS.muted : COLOURS.text,
  });
}

/** Text right-aligned at `right`, its font shrunk (to 5 at the least) until it fits in `width`. */
export function drawFitted(
  cursor: PdfCursor,
  text: string,
  right: number,
  y: number,
  width: number,
  style: TextStyle = {},
): void {
  const font = fontOf(cursor, style);
  const size = fitFontSize(style.size ?? 9, width, (s) =>
    font.widthOfTextAtSize(pdfSafeText(text), s),
  );
  drawText(cursor, text, right, y, { ...style, size, align: 'right' });
}

/** The text made WinAnsi-safe and wrapped to `width` in the style's font; '\n' starts a line. */
export function wrap(
  cursor: PdfCursor,
  text: string,
  width: number,
  style: TextStyle = {},
): string[] {
  const font = fontOf(cursor, style);
  const size = style.size ?? 9;
  // Line breaks are kept apart from the folding, which turns control characters into spaces.
  const safe = text
    .split(/\r?\n|\r/)
    .map(pdfSafeText)
    .join('\n');
  return wrapText(safe, width, (s) => font.widthOfTextAtSize(s, size));
}

/** Starts a new page and lets `onNewPage` draw its top. */
export function newPage(cursor: PdfCursor): void {
  cursor.page = cursor.doc.addPage(PageSizes.A4);
  cursor.y = PAGE_HEIGHT - MARGIN;
  cursor.onNewPage?.(cursor);
}

/** Makes sure `height` points are free below `y`, starting a new page when they are not. */
export function ensureSpace(cursor: PdfCursor, height: number): void {
  if (cursor.y - height < BOTTOM) newPage(cursor);
}

/** How many points are free on the current page. */
export function spaceLeft(cursor: PdfCursor): number {
  return cursor.y - BOTTOM;
}

/** The largest height a block can have and still fit on an empty page (after its top). */
export function pageCapacity(topUsed: number): number {
  return PAGE_HEIGHT - MARGIN - topUsed - BOTTOM;
}

/** The height of the running head on continued pages. */
export const RUNNING_HEAD_HEIGHT = 22;

/** The top of a continued page: the document's name and number, small, then a gap. */
export function drawRunningHead(cursor: PdfCursor, label: string): void {
  drawText(cursor, `${label} (continued)`, MARGIN, cursor.y - 8, { size: 8, muted: true });
  cursor.y -= RUNNING_HEAD_HEIGHT;
}

/** A horizontal rule across the content width at `y`. */
export function drawRule(cursor: PdfCursor, y: number, from = MARGIN, to = RIGHT): void {
  cursor.page.drawLine({
    start: { x: from, y },
    end: { x: to, y },
    thickness: 0.6,
    color: COLOURS.rule,
  });
}

/** Numbers every page at its foot, 'Page 1 of 2', with a running label on the left. */
export function drawFooters(cursor: PdfCursor, label: string): void {
  const pages = cursor.doc.getPages();
  pages.forEach((page, index) => {
    const footer = { ...cursor, page };
    drawText(footer, label, MARGIN, MARGIN - 10, { size: 8, muted: true });
    drawText(footer, `Page ${index + 1} of ${pages.length}`, RIGHT, MARGIN - 10, {
      size: 8,
      muted: true,
      align: 'right',
    });
  });
}
