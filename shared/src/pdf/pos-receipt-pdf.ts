// A till receipt as a PDF on an 80 mm roll (issue 16): one page as long as the sale, the
// company's header, the lines, the total with the VAT in it, how it was paid and the change.
// The browser prints the same figures on the till's printer with its own 80 mm print styles.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { amountPrinter, pdfSafeText, wrapText } from './pdf-text';

export type PosReceiptInput = {
  company: { name: string; address?: string; phone?: string; vat_number?: string };
  invoiceNumber: number;
  /** YYYY-MM-DD HH:mm:ss (Johannesburg). */
  date: string;
  cashier?: string;
  lines: Array<{ name: string; quantity: number; unit_price: number; line_total: number }>;
  total: number;
  total_tax: number;
  tax_rate: number;
  /** Whether the shelf prices included the VAT (absent: yes) or it was added. */
  prices_include_vat?: boolean;
  method: 'Cash' | 'Card';
  tendered: number;
  change: number;
  currency: string;
};

/** 80 mm in points; the printable width leaves 4 mm each side. */
export const ROLL_WIDTH = (80 / 25.4) * 72;
const SIDE = (4 / 25.4) * 72;
const WIDTH = ROLL_WIDTH - 2 * SIDE;
const SIZE = 8;
const LINE = 10.5;

type Row =
  | { kind: 'text'; text: string; bold?: boolean; size?: number; align?: 'left' | 'center' }
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  | { kind: 'rule' }
  | { kind: 'gap' };

function rowsOf(input: PosReceiptInput, regular: PDFFont): Row[] {
  const money = amountPrinter(input.currency);
  const wrapped = (text: string, width = WIDTH) =>
    wrapText(pdfSafeText(text), width, (s) => regular.widthOfTextAtSize(s, SIZE));
  const rows: Row[] = [
    { kind: 'text', text: input.company.name, bold: true, size: 11, align: 'center' },
    ...[input.company.address, input.company.phone && `Tel ${input.company.phone}`]
      .filter((t): t is string => Boolean(t))
      .flatMap((t) => wrapped(t).map((text): Row => ({ kind: 'text', text, align: 'center' }))),
    ...(input.company.vat_number
      ? [{ kind: 'text', text: `VAT No ${input.company.vat_number}`, align: 'center' } as Row]
      : []),
    { kind: 'gap' },
    { kind: 'text', text: 'TAX INVOICE', bold: true, align: 'center' },
    { kind: 'pair', left: `Invoice ${input.invoiceNumber}`, right: input.date.slice(0, 16) },
    ...(input.cashier ? [{ kind: 'text', text: `Served by ${input.cashier}` } as Row] : []),
    { kind: 'rule' },
  ];
  for (const line of input.lines) {
    for (const text of wrapped(line.name)) rows.push({ kind: 'text', text });
    rows.push({
      kind: 'pair',
      left: `  ${line.quantity} x ${money(line.unit_price)}`,
      right: money(line.line_total),
    });
  }
  rows.push(
    { kind: 'rule' },
    { kind: 'pair', left: 'TOTAL', right: money(input.total), bold: true },
    {
      kind: 'pair',
      left: `VAT ${input.tax_rate}% ${input.prices_include_vat === false ? 'added' : 'included'}`,
      right: money(input.total_tax),
    },
    { kind: 'gap' },
    {
      kind: 'pair',
      left: input.method === 'Cash' ? 'Cash received' : 'Paid by card',
      right: money(input.tendered),
    },
  );
  if (input.method === 'Cash')
    rows.push({ kind: 'pair', left: 'Change', right: money(input.change), bold: true });
  rows.push(
    { kind: 'gap' },
    { kind: 'text', text: 'Thank you for your purchase', align: 'center' },
  );
  return rows;
}

const heightOf = (row: Row) =>
  row.kind === 'gap'
    ? LINE / 2
    : row.kind === 'rule'
      ? LINE / 1.5
      : LINE * ((row.kind === 'text' && row.size ? row.size : SIZE) / SIZE);

/** The receipt's PDF bytes: one 80 mm wide page as long as the sale. */
export async function buildPosReceiptPdf(input: PosReceiptInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt ${input.invoiceNumber}`);
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const rows = rowsOf(input, regular);
  const height = rows.reduce((sum, row) => sum + heightOf(row), 0) + 2 * SIDE;
  const page: PDFPage = doc.addPage([ROLL_WIDTH, height]);
  let y = height - SIDE;
  const draw = (text: string, x: number, font: PDFFont, size: number) =>
    page.drawText(pdfSafeText(text), { x, y, font, size, color: rgb(0, 0, 0) });
  for (const row of rows) {
    const step = heightOf(row);
    y -= step;
    if (row.kind === 'text') {
      const font = row.bold ? bold : regular;
      const size = row.size ?? SIZE;
      const width = font.widthOfTextAtSize(pdfSafeText(row.text), size);
      draw(row.text, row.align === 'center' ? SIDE + (WIDTH - width) / 2 : SIDE, font, size);
    } else if (row.kind === 'pair') {
      const font = row.bold ? bold : regular;
      draw(row.left, SIDE, font, SIZE);
      draw(
        row.right,
        SIDE + WIDTH - font.widthOfTextAtSize(pdfSafeText(row.right), SIZE),
        font,
        SIZE,
      );
    } else if (row.kind === 'rule') {
      page.drawLine({
        start: { x: SIDE, y: y + step / 2 },
        end: { x: SIDE + WIDTH, y: y + step / 2 },
        thickness: 0.5,
        dashArray: [2, 2],
        color: rgb(0, 0, 0),
      });
    }
  }
  return doc.save();
}
