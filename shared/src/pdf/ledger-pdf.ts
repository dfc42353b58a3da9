// A one-table A4 document (issue 14) and its parts: the issuer's letterhead with the title and
// its facts, a table of rows with amounts (its header again on every page it reaches), labelled
// blocks (a summary, banking details) and the page footers. The statements, the receipt and the
// expense receipts are built from them, on the page helpers, in the browser.
import { PDFDocument } from 'pdf-lib';
import {
  CONTENT_WIDTH,
  MARGIN,
  RIGHT,
  COLOURS,
  type PdfCursor,
  type TextStyle,
  drawFitted,
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

export type LedgerColumn = { header: string; share: number; align?: 'left' | 'right' };
export type LedgerRow = {
  cells: string[];
  style?: TextStyle;
  /** False: no rule under the row (a line of totals above the closing balance). */
  rule?: boolean;
  /** Starts a new page with the row after it rather than alone at the foot of one. */
  keepWithNext?: boolean;
};
/** Label, value and whether the pair is bold. */
export type LabelledRow = [string, string, boolean?];

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
  summary: LabelledRow[];
  footer: string;
  author: string;
};

const LINE = 11.5;
const GAP = 14;
const PAD = 4;
const HEADER_HEIGHT = 18;

/**
 * A new A4 document with its metadata and a cursor on its first page; every continued page
 * starts with `runningHead` (the title) and "(continued)".
 */
export async function startLedgerDocument(meta: {
  title: string;
  author: string;
  runningHead: string;
}): Promise<PdfCursor> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreator('Kantoor');
  const cursor = await startCursor(doc);
  cursor.onNewPage = (next) => drawRunningHead(next, meta.runningHead);
  return cursor;
}

/** Numbers the pages under `footer` and gives the document's bytes. */
export function finishLedgerDocument(cursor: PdfCursor, footer: string): Promise<Uint8Array> {
  drawFooters(cursor, footer);
  return cursor.doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}

/** A letterhead's lines: the name, the address, 'Tel: …', 'Email: …', then `more`; blanks left out. */
export function issuerLines(
  party: { name: string; address?: string[]; phone?: string; email?: string },
  ...more: Array<string | false | undefined>
): string[] {
  const lines = [
    ...(party.address ?? []),
    party.phone && `Tel: ${party.phone}`,
    party.email && `Email: ${party.email}`,
    ...more,
  ];
  return [
    party.name,
    ...lines.filter((line): line is string => typeof line === 'string' && line.trim() !== ''),
  ];
}

/**
 * The issuer's name, address and contacts on the left; the title and its facts on the right,
 * each value shrunk to fit in `factWidth`; then a rule.
 */
export function drawLedgerHeading(
  cursor: PdfCursor,
  heading: {
    title: string;
    /** The name first, then its address and contacts. */
    issuer: string[];
    facts: Array<[string, string]>;
    factWidth?: number;
  },
): void {
  const factWidth = heading.factWidth ?? 140;
  const top = cursor.y;
  let left = top - 14;
  const [name, ...contacts] = heading.issuer;
  drawText(cursor, name ?? '', MARGIN, left, { size: 14, bold: true });
  left -= 6;
  for (const text of contacts)
    for (const line of wrap(cursor, text, CONTENT_WIDTH / 2 - 12)) {
      left -= LINE;
      drawText(cursor, line, MARGIN, left);
    }
  let right = top - 18;
  drawText(cursor, heading.title, RIGHT, right, { size: 18, bold: true, align: 'right' });
  right -= 8;
  for (const [label, value] of heading.facts) {
    right -= 13;
    drawText(cursor, label, RIGHT - factWidth - 10, right, { muted: true, align: 'right' });
    drawFitted(cursor, value, RIGHT, right, factWidth, { bold: true });
  }
  cursor.y = Math.min(left, right) - GAP;
  drawRule(cursor, cursor.y + GAP / 2);
}

function layout(columns: readonly LedgerColumn[]) {
  const widths = columns.map((c) => c.share * CONTENT_WIDTH);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  return { widths, lefts };
}

/** Where a column's text goes: from `left` to `right` (its edges less the padding), `room` wide. */
export function ledgerCell(columns: readonly LedgerColumn[], index: number) {
  const { widths, lefts } = layout(columns);
  const edge = lefts[index] ?? 0;
  const width = widths[index] ?? 0;
  return { left: edge + PAD, right: edge + width - PAD, room: width - 2 * PAD };
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
  if (text === '') return;
  if (column.align === 'right')
    drawFitted(cursor, text, left + width - PAD, y, width - 2 * PAD, style);
  else drawText(cursor, text, left + PAD, y, style);
}

/**
 * The table from the cursor down: a shaded header, then each row (left-aligned cells wrapped in
 * their column, amounts on one line and shrunk to fit) under a rule. A row stays on one page
 * when it fits on one; a page the table continues on starts with `runningHead` and the header.
 */
export function drawLedgerTable(
  cursor: PdfCursor,
  table: { columns: readonly LedgerColumn[]; rows: readonly LedgerRow[]; runningHead: string },
): void {
  const { columns, rows, runningHead } = table;
  const { widths, lefts } = layout(columns);

  const header = (c: PdfCursor) => {
    const y = c.y;
    c.page.drawRectangle({
      x: MARGIN,
      y: y - HEADER_HEIGHT,
      width: CONTENT_WIDTH,
      height: HEADER_HEIGHT,
      color: COLOURS.fill,
    });
    columns.forEach((column, i) =>
      drawCell(c, column.header, column, lefts[i] ?? 0, widths[i] ?? 0, y - HEADER_HEIGHT + 6, {
        bold: true,
      }),
    );
    c.y = y - HEADER_HEIGHT;
  };
  // Left-aligned cells wrap; amounts stay on one line.
  const lay = ({ cells, style = {} }: LedgerRow) => {
    const wrapped = cells.map((text, i) =>
      columns[i]?.align === 'right'
        ? [text]
        : wrap(cursor, text, (widths[i] ?? 0) - 2 * PAD, style),
    );
    return { wrapped, height: Math.max(...wrapped.map((w) => w.length)) * LINE + 2 * PAD };
  };
  const draw = (row: LedgerRow, { wrapped, height }: ReturnType<typeof lay>) => {
    if (height <= pageCapacity(RUNNING_HEAD_HEIGHT + HEADER_HEIGHT)) ensureSpace(cursor, height);
    const y = cursor.y;
    const baseline = y - PAD - 8;
    wrapped.forEach((lines, i) =>
      lines.forEach((text, n) =>
        drawCell(
          cursor,
          text,
          columns[i]!,
          lefts[i] ?? 0,
          widths[i] ?? 0,
          baseline - n * LINE,
          row.style ?? {},
        ),
      ),
    );
    cursor.y = y - height;
    if (row.rule !== false) drawRule(cursor, cursor.y);
  };

  ensureSpace(cursor, HEADER_HEIGHT + 2 * (LINE + 2 * PAD));
  header(cursor);
  cursor.onNewPage = (next) => {
    drawRunningHead(next, runningHead);
    header(next);
  };
  rows.forEach((row, i) => {
    const laid = lay(row);
    const next = rows[i + 1];
    if (row.keepWithNext && next) ensureSpace(cursor, laid.height + lay(next).height);
    draw(row, laid);
  });
  cursor.onNewPage = (next) => drawRunningHead(next, runningHead);
}

/**
 * A bold heading, then one label and value a line: values right-aligned at `value.right` (an
 * amount, shrunk to fit in `value.room` when given) or starting at `value.left` (text).
 */
export function drawLabelled(
  cursor: PdfCursor,
  heading: string,
  rows: readonly LabelledRow[],
  value: { right: number; room?: number } | { left: number },
): void {
  ensureSpace(cursor, GAP + 16 + rows.length * (LINE + 1));
  cursor.y -= GAP;
  drawText(cursor, heading, MARGIN, cursor.y - 9, { bold: true, size: 10.5 });
  cursor.y -= 16;
  for (const [label, text, bold] of rows) {
    drawText(cursor, label, MARGIN, cursor.y - 9, { muted: !bold, bold });
    if ('right' in value)
      drawFitted(cursor, text, value.right, cursor.y - 9, value.room ?? Infinity, { bold });
    else drawText(cursor, text, value.left, cursor.y - 9);
    cursor.y -= LINE + 1;
  }
}

/** A statement of account in cents: an opening balance, dated lines, the period's totals, the closing balance. */
export type BalanceStatement<L> = {
  dateFrom: string;
  dateTo: string;
  opening: number;
  lines: readonly L[];
  charges: number;
  payments: number;
  closing: number;
};
type BalanceLine = { date: string; charge: number; payment: number; balance: number };

/**
 * A statement's rows under Date / Description / charged / paid / Balance: the opening balance,
 * each line with its running balance (`empty` in their place when there are none), and the
 * closing balance with the period's totals.
 */
export function balanceRows<L extends BalanceLine>(
  s: BalanceStatement<L>,
  amount: (cents: number) => string,
  describe: (line: L) => string,
  empty?: string,
): LedgerRow[] {
  const bold = { bold: true };
  return [
    { cells: [s.dateFrom, 'Opening balance', '', '', amount(s.opening)], style: bold },
    ...s.lines.map((line) => ({
      cells: [
        line.date,
        describe(line),
        line.charge ? amount(line.charge) : '',
        line.payment ? amount(line.payment) : '',
        amount(line.balance),
      ],
    })),
    ...(s.lines.length === 0 && empty
      ? [{ cells: ['', empty, '', '', ''], style: { muted: true } }]
      : []),
    {
      cells: [
        s.dateTo,
        'Closing balance',
        amount(s.charges),
        amount(s.payments),
        amount(s.closing),
      ],
      style: bold,
    },
  ];
}

/** A statement's summary: the opening balance, what was charged and paid, the balance due or the credit. */
export function balanceSummary(
  s: BalanceStatement<unknown>,
  amount: (cents: number) => string,
  [charged, paid]: [string, string],
): LabelledRow[] {
  return [
    [`Opening balance on ${s.dateFrom}`, amount(s.opening)],
    [charged, amount(s.charges)],
    [paid, amount(s.payments)],
    [
      `${s.closing < 0 ? 'Credit balance' : 'Balance due'} on ${s.dateTo}`,
      amount(Math.abs(s.closing)),
      true,
    ],
  ];
}

/** A whole one-table document: letterhead, table (or `empty`), a summary, footers. */
export async function buildLedgerPdf(input: LedgerPdfInput): Promise<Uint8Array> {
  const cursor = await startLedgerDocument({
    title: input.title,
    author: input.author,
    runningHead: input.title,
  });
  drawLedgerHeading(cursor, input);
  const none = {
    cells: [input.empty, ...input.columns.slice(1).map(() => '')],
    style: { muted: true },
  };
  drawLedgerTable(cursor, {
    columns: input.columns,
    rows: input.rows.length > 0 ? input.rows : [none],
    runningHead: input.title,
  });
  if (input.summary.length > 0)
    drawLabelled(cursor, 'Summary', input.summary, { right: MARGIN + 300 });
  return finishLedgerDocument(cursor, input.footer);
}
