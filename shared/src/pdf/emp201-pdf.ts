// The EMP201 (the employer's monthly return to SARS) of a payroll run as an A4 PDF (issue 28),
// built like the payslips: the employer's name and SARS references, the period, and the run's
// own totals (the server's), so the PDF reads exactly what the payroll screen shows.
import { PDFDocument } from 'pdf-lib';
import {
  CONTENT_WIDTH,
  MARGIN,
  RIGHT,
  drawFooters,
  drawRule,
  drawText,
  startCursor,
  wrap,
} from './pdf-page';
import { amountPrinter } from './pdf-text';

export type Emp201PdfInput = {
  employer: {
    name: string;
    paye_reference: string | null;
    uif_reference: string | null;
    sdl_reference: string | null;
  };
  /** 'March 2026', its pay date, tax year and whether the run is finalised. */
  period: string;
  pay_date: string;
  tax_year: string;
  finalised: boolean;
  employees: number;
  totals: {
    paye: number;
    uif_employee: number;
    uif_employer: number;
    sdl: number;
    total: number;
  };
  /** ISO 4217 code, e.g. 'ZAR'. */
  currency: string;
};

const LINE = 16;
const NOT_SET = 'not set';

export async function buildEmp201Pdf(input: Emp201PdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`EMP201 ${input.period}`);
  doc.setAuthor(input.employer.name);
  doc.setCreator('Kantoor');
  const cursor = await startCursor(doc);
  const amount = amountPrinter(input.currency);

  // The employer on the left, the return's title and period on the right.
  const top = cursor.y;
  let left = top - 14;
  for (const line of wrap(cursor, input.employer.name, CONTENT_WIDTH / 2, {
    size: 14,
    bold: true,
  })) {
    drawText(cursor, line, MARGIN, left, { size: 14, bold: true });
    left -= 17;
  }
  left -= 2;
  for (const [label, value] of [
    ['PAYE reference', input.employer.paye_reference],
    ['UIF reference', input.employer.uif_reference],
    ['SDL reference', input.employer.sdl_reference],
  ] as const) {
    drawText(cursor, label, MARGIN, left, { muted: true });
    drawText(cursor, value ?? NOT_SET, MARGIN + 90, left, { bold: value !== null });
    left -= 13;
  }
  let right = top - 18;
  drawText(cursor, 'EMP201', RIGHT, right, { size: 18, bold: true, align: 'right' });
  right -= 13;
  drawText(cursor, 'Monthly employer declaration', RIGHT, right, { muted: true, align: 'right' });
  right -= 8;
  for (const [label, value] of [
    ['Period', input.period],
    ['Pay date', input.pay_date],
    ['Tax year', input.tax_year],
    ['Employees', String(input.employees)],
  ] as const) {
    right -= 13;
    drawText(cursor, label, RIGHT - 110, right, { muted: true, align: 'right' });
    drawText(cursor, value, RIGHT, right, { bold: true, align: 'right' });
  }
  cursor.y = Math.min(left, right) - 14;
  drawRule(cursor, cursor.y + 7);

  // The amounts due.
  cursor.y -= 14;
  drawText(cursor, 'Amounts due to SARS', MARGIN, cursor.y, { bold: true, size: 11 });
  cursor.y -= 8;
  const { totals } = input;
  for (const [label, cents] of [
    ['PAYE', totals.paye],
    ['UIF (employees)', totals.uif_employee],
    ['UIF (employer)', totals.uif_employer],
    ['UIF total', totals.uif_employee + totals.uif_employer],
    ['SDL', totals.sdl],
  ] as const) {
    cursor.y -= LINE;
    drawText(cursor, label, MARGIN, cursor.y);
    drawText(cursor, amount(cents), RIGHT, cursor.y, { align: 'right' });
  }
  cursor.y -= 10;
  drawRule(cursor, cursor.y);
  cursor.y -= LINE;
  drawText(cursor, 'Total due', MARGIN, cursor.y, { bold: true, size: 13 });
  drawText(cursor, amount(totals.total), RIGHT, cursor.y, { bold: true, size: 13, align: 'right' });
  cursor.y -= 30;
  const note = input.finalised
    ? 'The figures of the finalised payroll.'
    : 'Draft: the payroll is open, and these figures change with its payslips until it is finalised.';
  for (const line of wrap(cursor, note, CONTENT_WIDTH)) {
    drawText(cursor, line, MARGIN, cursor.y, { muted: true });
    cursor.y -= 12;
  }
  drawFooters(cursor, `EMP201 · ${input.employer.name} · ${input.period}`);
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}
