// Payslips as an A4 portrait PDF, one page per employee (extended.md §2 Print Payslips, §3
// Payslip employee), built like the receipt: the figures are the slip's own (the server's
// payslipFigures), so the PDF reads exactly what the screen shows.
import { PDFDocument } from 'pdf-lib';
import type { PayslipView } from '../payroll/schemas';
import {
  CONTENT_WIDTH,
  MARGIN,
  RIGHT,
  type PdfCursor,
  type TextStyle,
  drawFooters,
  drawRule,
  drawText,
  newPage,
  startCursor,
  wrap,
} from './pdf-page';
import { amountPrinter, fitFontSize, pdfSafeText } from './pdf-text';

export type PayslipCompany = {
  name: string;
  address?: string[];
  phone?: string;
  email?: string;
};

export type PayslipPdfInput = {
  company: PayslipCompany;
  /** The run: 'March 2026', its pay date and tax year. */
  period: string;
  pay_date: string;
  tax_year: string;
  slips: PayslipView[];
  /** ISO 4217 code, e.g. 'ZAR'. */
  currency: string;
};

const TITLE = 'Payslip';
const LINE = 13;
const HALF = (CONTENT_WIDTH - 24) / 2;
const LEFT_AMOUNT = MARGIN + HALF;
const RIGHT_COLUMN = MARGIN + HALF + 24;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'March 2026'. */
export const periodName = (month: number, year: number) =>
  `${MONTH_NAMES[month - 1] ?? month} ${year}`;

/** Hours as the slip prints them: 10, 7.5, 2.25. */
export const formatHours = (hours: number) => String(Math.round(hours * 100) / 100);

function drawAmountAt(
  cursor: PdfCursor,
  text: string,
  right: number,
  y: number,
  style: TextStyle = {},
) {
  const font = style.bold ? cursor.bold : cursor.regular;
  const size = fitFontSize(style.size ?? 9, 90, (s) =>
    font.widthOfTextAtSize(pdfSafeText(text), s),
  );
  drawText(cursor, text, right, y, { ...style, size, align: 'right' });
}

function drawHeading(cursor: PdfCursor, input: PayslipPdfInput, slip: PayslipView) {
  const top = cursor.y;
  let left = top - 14;
  drawText(cursor, input.company.name, MARGIN, left, { size: 14, bold: true });
  left -= 6;
  const contacts = [
    ...(input.company.address ?? []),
    input.company.phone && `Tel: ${input.company.phone}`,
    input.company.email && `Email: ${input.company.email}`,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  for (const text of contacts)
    for (const line of wrap(cursor, text, HALF)) {
      left -= 11.5;
      drawText(cursor, line, MARGIN, left);
    }
  let right = top - 18;
  drawText(cursor, TITLE, RIGHT, right, { size: 18, bold: true, align: 'right' });
  right -= 8;
  for (const [label, value] of [
    ['Period', input.period],
    ['Pay date', input.pay_date],
    ['Tax year', input.tax_year],
  ] as const) {
    right -= 13;
    drawText(cursor, label, RIGHT - 110, right, { muted: true, align: 'right' });
    drawText(cursor, value, RIGHT, right, { bold: true, align: 'right' });
  }
  cursor.y = Math.min(left, right) - 14;
  drawRule(cursor, cursor.y + 7);

  // The employee: name and numbers on the left, bank and address on the right.
  const employee: Array<[string, string | null]> = [
    ['Employee', slip.name],
    ['ID number', slip.id_number],
    ['Tax number', slip.tax_number],
  ];
  const place = [slip.street, slip.city, slip.postal_code].filter(Boolean).join(', ');
  const banking: Array<[string, string | null]> = [
    ['Bank', slip.bank],
    ['Account', slip.account],
    ['Address', place || null],
  ];
  const start = cursor.y - 4;
  const rows = Math.max(employee.length, banking.length);
  for (let i = 0; i < rows; i += 1) {
    const y = start - i * LINE - 9;
    const a = employee[i];
    const b = banking[i];
    if (a) {
      drawText(cursor, a[0], MARGIN, y, { muted: true });
      drawText(cursor, a[1] ?? '—', MARGIN + 70, y, { bold: i === 0 });
    }
    if (b) {
      drawText(cursor, b[0], RIGHT_COLUMN, y, { muted: true });
      const text = wrap(cursor, b[1] ?? '—', RIGHT - RIGHT_COLUMN - 60)[0] ?? '';
      drawText(cursor, text, RIGHT_COLUMN + 60, y);
    }
  }
  cursor.y = start - rows * LINE - 12;
  drawRule(cursor, cursor.y + 6);
}

type Row = [string, number];

function drawColumn(
  cursor: PdfCursor,
  x: number,
  amountRight: number,
  heading: string,
  rows: Row[],
  total: Row,
  amount: (cents: number) => string,
): number {
  let y = cursor.y - 12;
  drawText(cursor, heading, x, y, { bold: true, size: 10.5 });
  y -= 6;
  for (const [label, cents] of rows) {
    y -= LINE;
    const text = wrap(cursor, label, HALF - 100)[0] ?? '';
    drawText(cursor, text, x, y);
    drawAmountAt(cursor, amount(cents), amountRight, y);
  }
  y -= 8;
  drawRule(cursor, y + 4, x, amountRight);
  y -= LINE - 4;
  drawText(cursor, total[0], x, y, { bold: true });
  drawAmountAt(cursor, amount(total[1]), amountRight, y, { bold: true });
  return y;
}

function drawSlip(cursor: PdfCursor, input: PayslipPdfInput, slip: PayslipView) {
  const amount = amountPrinter(input.currency);
  drawHeading(cursor, input, slip);
  const earnings: Row[] = [
    ['Basic salary', slip.base_salary],
    ...slip.lines
      .filter((l) => l.category === 'Hours')
      .map((l): Row => [
        `${l.name} (${formatHours(l.hours ?? 0)} h @ ${amount(l.rate ?? 0)})`,
        l.amount,
      ]),
    ...slip.earnings.map((e): Row => [e.irregular ? `${e.name} (once-off)` : e.name, e.amount]),
  ];
  const deductions: Row[] = [
    ['PAYE', slip.paye],
    ['UIF', slip.uif_employee],
    ...slip.deductions.map((d): Row => [d.name, d.amount]),
  ];
  const a = drawColumn(
    cursor,
    MARGIN,
    LEFT_AMOUNT,
    'Earnings',
    earnings,
    ['Gross earnings', slip.gross_earnings],
    amount,
  );
  const b = drawColumn(
    cursor,
    RIGHT_COLUMN,
    RIGHT,
    'Deductions',
    deductions,
    ['Gross deductions', slip.gross_deductions],
    amount,
  );
  cursor.y = Math.min(a, b) - 22;
  drawRule(cursor, cursor.y + 12);
  drawText(cursor, 'Net salary', MARGIN, cursor.y - 4, { bold: true, size: 13 });
  drawAmountAt(cursor, amount(slip.net_salary), RIGHT, cursor.y - 4, { bold: true, size: 13 });
  cursor.y -= 30;
  drawText(cursor, 'Employer contributions', MARGIN, cursor.y, { bold: true });
  cursor.y -= LINE;
  for (const [label, cents] of [
    ['UIF (employer)', slip.uif_employer],
    ['SDL', slip.sdl],
  ] as const) {
    drawText(cursor, label, MARGIN, cursor.y, { muted: true });
    drawAmountAt(cursor, amount(cents), LEFT_AMOUNT, cursor.y);
    cursor.y -= LINE;
  }
  // The tax year to date (1 March on), this slip included.
  cursor.y -= 8;
  drawText(cursor, `Year to date (tax year ${slip.tax_year})`, MARGIN, cursor.y, { bold: true });
  cursor.y -= LINE;
  for (const [label, cents] of [
    ['Earnings (gross)', slip.ytd.gross_earnings],
    ['PAYE', slip.ytd.paye],
    ['UIF', slip.ytd.uif_employee],
  ] as const) {
    drawText(cursor, label, MARGIN, cursor.y, { muted: true });
    drawAmountAt(cursor, amount(cents), LEFT_AMOUNT, cursor.y);
    cursor.y -= LINE;
  }
  if (slip.total_hours > 0) {
    drawText(
      cursor,
      `Total hours: ${formatHours(slip.total_hours)} · Total rates: ${amount(slip.total_rates)}`,
      MARGIN,
      cursor.y - 4,
      { muted: true },
    );
    cursor.y -= LINE;
  }
}

/** One A4 page per slip; footers name the company and period and number the pages. */
export async function buildPayslipPdf(input: PayslipPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Payslips ${input.period}`);
  doc.setAuthor(input.company.name);
  doc.setCreator('Kantoor');
  const cursor = await startCursor(doc);
  input.slips.forEach((slip, index) => {
    if (index > 0) newPage(cursor);
    drawSlip(cursor, input, slip);
  });
  if (input.slips.length === 0)
    drawText(cursor, 'No employees on this payroll.', MARGIN, cursor.y - 20, { muted: true });
  drawFooters(cursor, `Payslips · ${input.company.name} · ${input.period}`);
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}
