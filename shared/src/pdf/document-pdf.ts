// A quote or tax invoice as an A4 PDF (pdf-lib, standard fonts), the same bytes in the browser's
// preview and in what the API stores and emails. What a South African tax invoice must show is
// in REFERENCE.md: the words "Tax Invoice", supplier and recipient with VAT numbers, a serial
// number, the date, description, quantity and value of each line, the VAT and the total.
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { currencySymbol, formatMoney } from '../money/money';
import { type DocumentTotals, vatStatement } from '../money/totals';
import {
  CONTENT_WIDTH,
  MARGIN,
  PAGE_HEIGHT,
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
import { AMOUNT_RIGHT, LABEL_RIGHT, drawAmount, drawLineTable } from './pdf-table';
import { fitFontSize, pdfSafeText } from './pdf-text';
import type { PdfPayment } from '../documents/pdf-payments';

export { pdfPayments, type PdfPayment } from '../documents/pdf-payments';

export type PdfParty = {
  name: string;
  institution?: string;
  address?: string[];
  phone?: string;
  email?: string;
  vat_number?: string;
};

export type PdfCompany = PdfParty & {
  reg_number?: string;
  bank?: string;
  account_number?: string;
  account_type?: string;
  logo?: { bytes: Uint8Array; type: 'png' | 'jpeg' };
};

export type PdfDocumentInput = {
  kind: 'quote' | 'invoice';
  /** The document number as printed. */
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  due_date?: string;
  company: PdfCompany;
  client: PdfParty;
  /** ISO 4217 code, e.g. 'ZAR'. */
  currency: string;
  totals: DocumentTotals;
  /** The quote's description; a quote without one says 'Quotation'. */
  comment?: string;
  /** A reissue is marked 'Copy'. */
  copy?: boolean;
  /** An invoice's payments, oldest first: listed with the amount paid and the balance due. */
  payments?: PdfPayment[];
};

const LINE = 11.5;
const GAP = 14;
const COLUMN_GAP = 24;
const LOGO_BOX = { width: 150, height: 60 };
const PARTY_FLOOR = PAGE_HEIGHT * 0.45;
const META_VALUE_WIDTH = 100;

/** Draws wrapped lines from the cursor down, each line finding room (a new page) if needed. */
function drawParagraph(
  cursor: PdfCursor,
  text: string,
  x: number,
  width: number,
  style: TextStyle = {},
): void {
  for (const line of wrap(cursor, text, width, style)) {
    ensureSpace(cursor, LINE);
    drawText(cursor, line, x, cursor.y - 9, style);
    cursor.y -= LINE;
  }
}

/** The lines of a party's block, in print order, without empty fields. */
function partyLines(party: PdfParty, company?: PdfCompany): string[] {
  return [
    party.institution,
    ...(party.address ?? []),
    party.phone && `Tel: ${party.phone}`,
    party.email && `Email: ${party.email}`,
    party.vat_number && `VAT No: ${party.vat_number}`,
    company?.reg_number && `Reg No: ${company.reg_number}`,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/** Draws a titled party block in a column from `top`; returns the y where it ends. */
function drawParty(
  cursor: PdfCursor,
  title: string,
  party: PdfParty,
  x: number,
  top: number,
  company?: PdfCompany,
): number {
  const width = (CONTENT_WIDTH - COLUMN_GAP) / 2;
  drawText(cursor, title, x, top - 8, { size: 8, muted: true });
  let y = top - 13;
  const nameStyle: TextStyle = { size: 10.5, bold: true };
  const blocks: [string, TextStyle][] = [
    [party.name, nameStyle],
    ...partyLines(party, company).map((line): [string, TextStyle] => [line, {}]),
  ];
  for (const [text, style] of blocks) {
    for (const line of wrap(cursor, text, width, style)) {
      // The parties stay on the first page: an absurdly long address is cut, not spread over pages.
      if (y - LINE < PARTY_FLOOR) return y;
      drawText(cursor, line, x, y - 9, style);
      y -= style === nameStyle ? LINE + 1.5 : LINE;
    }
  }
  return y;
}

async function embedLogo(doc: PDFDocument, logo: PdfCompany['logo']): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    return logo.type === 'png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
  } catch {
    // A damaged logo must not stop an invoice from being issued; the document prints without it.
    return null;
  }
}

/** The title, number and dates at the top right, the logo at the top left; returns the y below. */
function drawHeading(
  cursor: PdfCursor,
  input: PdfDocumentInput,
  title: string,
  logo: PDFImage | null,
): number {
  const top = cursor.y;
  let left = top;
  if (logo) {
    const size = logo.scaleToFit(LOGO_BOX.width, LOGO_BOX.height);
    cursor.page.drawImage(logo, { x: MARGIN, y: top - size.height, ...size });
    left = top - size.height;
  }
  let right = top - 18;
  drawText(cursor, title, RIGHT, right, { size: 20, bold: true, align: 'right' });
  if (input.copy) {
    right -= 16;
    drawText(cursor, 'Copy', RIGHT, right, { size: 11, bold: true, align: 'right' });
  }
  right -= 8;
  const rows: [string, string | undefined][] = [
    [input.kind === 'invoice' ? 'Invoice No' : 'Quote No', input.number],
    ['Date', input.date],
    ['Due date', input.due_date],
  ];
  for (const [label, value] of rows) {
    if (!value) continue;
    right -= 13;
    const size = fitFontSize(9, META_VALUE_WIDTH, (s) =>
      cursor.bold.widthOfTextAtSize(pdfSafeText(value), s),
    );
    drawText(cursor, label, RIGHT - META_VALUE_WIDTH - 10, right, { muted: true, align: 'right' });
    drawText(cursor, value, RIGHT, right, { size, bold: true, align: 'right' });
  }
  return Math.min(left, right - 6) - GAP;
}

function rateLabel(totals: DocumentTotals): string {
  const rate = `${totals.tax_rate}%`;
  return totals.prices_include_vat ? `VAT included (${rate})` : `VAT (${rate})`;
}

function drawTotals(
  cursor: PdfCursor,
  totals: DocumentTotals,
  amount: (cents: number) => string,
): void {
  const rows: [string, number, boolean][] = [
    ['Subtotal', totals.sub_total, false],
    ...(totals.discount > 0
      ? [['Discount', -totals.discount, false] as [string, number, boolean]]
      : []),
    [rateLabel(totals), totals.total_tax, false],
    ['Total', totals.total, true],
  ];
  ensureSpace(cursor, rows.length * 15 + 10);
  cursor.y -= 4;
  for (const [label, cents, bold] of rows) {
    if (bold) {
      drawRule(cursor, cursor.y - 2, LABEL_RIGHT - 110, RIGHT);
      cursor.y -= 4;
    }
    const baseline = cursor.y - 11;
    const size = bold ? 10.5 : 9;
    drawText(cursor, label, LABEL_RIGHT, baseline, { bold, size, align: 'right' });
    drawAmount(cursor, amount(cents), AMOUNT_RIGHT, baseline, bold, size);
    cursor.y -= 15;
  }
  // The mode the document was issued with, in words: the same prices read two ways otherwise.
  ensureSpace(cursor, 14);
  drawText(cursor, vatStatement(totals), AMOUNT_RIGHT, cursor.y - 10, {
    muted: true,
    align: 'right',
  });
  cursor.y -= 14;
}

/**
 * An invoice's payments received, one row each (date, method, reference), then the amount paid
 * and the balance due under the totals' column: what a client needs to see what is still owed.
 */
function drawPayments(
  cursor: PdfCursor,
  payments: PdfPayment[],
  total: number,
  amount: (cents: number) => string,
): void {
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  ensureSpace(cursor, GAP + 14 + LINE);
  cursor.y -= GAP;
  drawText(cursor, 'Payments received', MARGIN, cursor.y - 9, { bold: true });
  cursor.y -= 14;
  for (const payment of payments) {
    ensureSpace(cursor, LINE + 2);
    const text = [payment.date, payment.method, payment.reference?.trim()]
      .filter(Boolean)
      .join('  ·  ');
    const [first = ''] = wrap(cursor, text, LABEL_RIGHT - MARGIN - 10);
    drawText(cursor, first, MARGIN, cursor.y - 9);
    drawAmount(cursor, amount(payment.amount), AMOUNT_RIGHT, cursor.y - 9);
    cursor.y -= LINE + 2;
  }
  const rows: [string, number, boolean][] = [
    ['Amount paid', paid, false],
    ['Balance due', total - paid, true],
  ];
  ensureSpace(cursor, rows.length * 15 + 10);
  cursor.y -= 4;
  for (const [label, cents, bold] of rows) {
    if (bold) {
      drawRule(cursor, cursor.y - 2, LABEL_RIGHT - 110, RIGHT);
      cursor.y -= 4;
    }
    const size = bold ? 10.5 : 9;
    drawText(cursor, label, LABEL_RIGHT, cursor.y - 11, { bold, size, align: 'right' });
    drawAmount(cursor, amount(cents), AMOUNT_RIGHT, cursor.y - 11, bold, size);
    cursor.y -= 15;
  }
}

function drawBank(cursor: PdfCursor, input: PdfDocumentInput): void {
  const { bank, account_number, account_type } = input.company;
  const rows = [
    ['Bank', bank],
    ['Account number', account_number],
    ['Account type', account_type],
  ].filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '');
  if (rows.length === 0) return;
  rows.push(['Reference', input.number]);
  ensureSpace(cursor, GAP + 14 + rows.length * LINE);
  cursor.y -= GAP;
  drawText(cursor, 'Banking details', MARGIN, cursor.y - 9, { bold: true });
  cursor.y -= 14;
  for (const [label, value] of rows) {
    drawText(cursor, `${label}:`, MARGIN, cursor.y - 9, { muted: true });
    drawText(cursor, value, MARGIN + 85, cursor.y - 9);
    cursor.y -= LINE;
  }
}

/** `formatMoney` in the document's currency; a symbol the PDF fonts cannot draw ('₦') prints as its code. */
function amountPrinter(currency: string): (cents: number) => string {
  const symbol = currencySymbol(currency);
  const code = currency.trim().toUpperCase();
  const drawable = pdfSafeText(symbol) === symbol;
  return (cents) =>
    drawable ? formatMoney(cents, currency) : formatMoney(cents, currency).replace(symbol, code);
}

/**
 * The PDF of a quote ('Quotation') or a tax invoice ('Tax Invoice'): A4 portrait, the supplier
 * and client, the lines at the spec's column widths (repeated header and 'Page 1 of 2' when
 * they run over), subtotal, discount, VAT and total, the comment and, on invoices, the bank
 * details. Text outside WinAnsi is folded or shown as '?' rather than failing.
 */
export async function buildDocumentPdf(input: PdfDocumentInput): Promise<Uint8Array> {
  const invoice = input.kind === 'invoice';
  const title = invoice ? 'Tax Invoice' : 'Quotation';
  const label = `${title} ${input.number}`;
  const amount = amountPrinter(input.currency);

  const doc = await PDFDocument.create();
  doc.setTitle(input.copy ? `${label} (Copy)` : label);
  doc.setAuthor(input.company.name);
  doc.setCreator('Kantoor');
  const [cursor, logo] = await Promise.all([startCursor(doc), embedLogo(doc, input.company.logo)]);
  cursor.onNewPage = (next) => drawRunningHead(next, label);

  cursor.y = drawHeading(cursor, input, title, logo);
  drawRule(cursor, cursor.y + GAP / 2);
  const partiesTop = cursor.y;
  const supplierEnd = drawParty(cursor, 'From', input.company, MARGIN, partiesTop, input.company);
  const clientX = MARGIN + (CONTENT_WIDTH + COLUMN_GAP) / 2;
  const clientEnd = drawParty(
    cursor,
    invoice ? 'Bill to' : 'Prepared for',
    input.client,
    clientX,
    partiesTop,
  );
  cursor.y = Math.min(supplierEnd, clientEnd) - GAP;

  drawLineTable(cursor, input.totals.lines, amount, label);
  drawTotals(cursor, input.totals, amount);
  if (invoice && input.payments && input.payments.length > 0)
    drawPayments(cursor, input.payments, input.totals.total, amount);

  const comment = input.comment?.trim() || (invoice ? '' : 'Quotation');
  if (comment) {
    cursor.y -= GAP;
    drawParagraph(cursor, comment, MARGIN, CONTENT_WIDTH);
  }
  if (invoice) drawBank(cursor, input);

  drawFooters(cursor, input.copy ? `${label} (Copy)` : label);
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}
