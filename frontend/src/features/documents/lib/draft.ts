import type { DocumentIssuer, DocumentLine } from '@shared/documents/types';
import { pdfCompanyOf } from '@shared/documents/pdf-company';
import { MAX_QUANTITY } from '@shared/documents/schemas';
import { parseMoney } from '@shared/money/money';
import {
  documentTotals,
  totalsProblem,
  type DocumentTotals,
  type ItemType,
  type LineInput,
} from '@shared/money/totals';
import type { PdfDocumentInput } from '@shared/pdf/document-pdf';
import { pdfPayments } from '@shared/documents/pdf-payments';
import type { PaymentView } from '@shared/documents/types';

/** A line as the editor holds it: what the person typed (the numbers are read from it). */
export type DraftLine = {
  item_type: ItemType;
  item_id?: string;
  name: string;
  priceText: string;
  qtyText: string;
};

export type Draft = {
  client: { id?: string; name: string; institution?: string; address?: string };
  date: string;
  dueDate?: string;
  comment: string;
  discountText: string;
  lines: DraftLine[];
};

const centsText = (cents: number) => (cents / 100).toFixed(2);

export function newLine(
  item_type: ItemType,
  item: { id?: string; name: string; price: number },
): DraftLine {
  return {
    item_type,
    item_id: item.id,
    name: item.name,
    priceText: centsText(item.price),
    qtyText: '1',
  };
}

/** A saved document's lines, back into the editor. */
export function linesOf(lines: DocumentLine[]): DraftLine[] {
  return lines.map((line) => ({
    item_type: line.item_type,
    item_id: line.item_id,
    name: line.name,
    priceText: centsText(line.unit_price),
    qtyText: String(line.quantity),
  }));
}

/** The quantity as typed: digits only (the spec strips the rest), 1 when nothing is left. */
export function quantityOf(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? 1 : Math.max(1, Number(digits));
}

export type Computed =
  | { ok: true; totals: DocumentTotals; lines: LineInput[]; discount: number }
  | { ok: false; problem: string };

/** The draft's totals, decided the one shared way, or what keeps them from adding up. */
export function compute(
  draft: Draft,
  issuer: Pick<DocumentIssuer, 'tax_rate' | 'prices_include_vat'>,
): Computed {
  const lines: LineInput[] = [];
  for (const [index, line] of draft.lines.entries()) {
    const price = parseMoney(line.priceText);
    if (price === null)
      return { ok: false, problem: `Line ${index + 1}: enter a price like 1,234.56` };
    // Past this the server refuses the line, and the totals' cents would outgrow a safe integer.
    const quantity = quantityOf(line.qtyText);
    if (quantity > MAX_QUANTITY)
      return { ok: false, problem: `Line ${index + 1}: the quantity can be at most 1,000,000` };
    lines.push({
      item_type: line.item_type,
      name: line.name || `Line ${index + 1}`,
      unit_price: price,
      quantity,
    });
  }
  const discount = draft.discountText.trim() === '' ? 0 : parseMoney(draft.discountText);
  if (discount === null) return { ok: false, problem: 'Enter the discount like 1,234.56' };
  const input = {
    lines,
    discount,
    taxRate: issuer.tax_rate,
    pricesIncludeVat: issuer.prices_include_vat,
  };
  const problem = totalsProblem(input);
  if (problem) return { ok: false, problem };
  return { ok: true, totals: documentTotals(input), lines, discount };
}

/** What the PDF builder needs, from the draft and its totals. */
export function pdfInput(
  kind: 'quote' | 'invoice',
  number: string,
  draft: Draft,
  totals: DocumentTotals,
  issuer: DocumentIssuer,
  logo?: PdfDocumentInput['company']['logo'],
  payments?: readonly PaymentView[],
): PdfDocumentInput {
  return {
    kind,
    number,
    date: draft.date,
    due_date: kind === 'invoice' ? draft.dueDate : undefined,
    company: pdfCompanyOf(issuer, logo),
    client: {
      name: draft.client.name || 'Client',
      institution: draft.client.institution,
      address: draft.client.address ? [draft.client.address] : undefined,
    },
    currency: issuer.currency,
    totals,
    comment: draft.comment || (kind === 'quote' ? 'Quotation' : undefined),
    payments: kind === 'invoice' && payments ? pdfPayments(payments) : undefined,
  };
}

/** The document number as printed: INV-000012, Q-000007, or Draft before it is saved. */
export function printedNumber(kind: 'quote' | 'invoice', number?: number): string {
  if (!number) return 'Draft';
  return `${kind === 'invoice' ? 'INV' : 'Q'}-${String(number).padStart(6, '0')}`;
}

/** The free tool's blank line: a service, no description, no price yet. */
export const blankLine = (): DraftLine => ({
  item_type: 'service',
  name: '',
  priceText: '0.00',
  qtyText: '1',
});

/** A new document's draft: today, no client, no lines. */
export function emptyDraft(today: string): Draft {
  return { client: { name: '' }, date: today, comment: '', discountText: '0', lines: [] };
}

/** A saved quote or invoice, back into the editor. */
export function draftOf(doc: {
  client_id: string;
  client_name: string;
  client_institution?: string;
  client_address?: string;
  date: string;
  due_date?: string;
  comment?: string;
  discount: number;
  lines: DocumentLine[];
}): Draft {
  return {
    client: {
      id: doc.client_id,
      name: doc.client_name,
      institution: doc.client_institution,
      address: doc.client_address,
    },
    date: doc.date,
    dueDate: doc.due_date,
    comment: doc.comment ?? '',
    discountText: (doc.discount / 100).toFixed(2),
    lines: linesOf(doc.lines),
  };
}

/** The spec's save-quote-data body from a draft. */
export function quoteBody(
  draft: Draft,
  computed: { lines: LineInput[]; discount: number },
  number?: number,
) {
  const byType = (type: ItemType) =>
    draft.lines.flatMap((line, index) => {
      const priced = computed.lines[index];
      return line.item_type === type && priced
        ? [
            {
              id: line.item_id,
              name: priced.name,
              price: (priced.unit_price / 100).toFixed(2),
              quantity: priced.quantity,
            },
          ]
        : [];
    });
  return {
    quote_number: number,
    selectedClient: draft.client.id ?? '',
    quoteDate: draft.date,
    products: byType('product').map(({ price, ...l }) => ({ ...l, unitPrice: price })),
    services: byType('service').map(({ price, ...l }) => ({ ...l, serviceFee: price })),
    transports: byType('transportation').map(({ price, ...l }) => ({
      ...l,
      transportationFee: price,
    })),
    tax_id: (computed.discount / 100).toFixed(2),
    description: draft.comment || 'Quotation',
  };
}

/** The save-invoice-data body from a draft. */
export function invoiceBody(
  draft: Draft,
  computed: { lines: LineInput[]; discount: number },
  number?: number,
) {
  return {
    invoiceNumber: number,
    client: draft.client.id ?? '',
    date: draft.date,
    dueDate: draft.dueDate || undefined,
    items: computed.lines.map((line, index) => ({
      item_type: line.item_type,
      item_id: draft.lines[index]?.item_id,
      name: line.name,
      unit_price: (line.unit_price / 100).toFixed(2),
      quantity: line.quantity,
    })),
    discount: (computed.discount / 100).toFixed(2),
    comment: draft.comment || undefined,
  };
}

/** The body lists a quote's lines are saved in, by the line type each holds. */
const QUOTE_LISTS: Record<string, ItemType> = {
  products: 'product',
  services: 'service',
  transports: 'transportation',
};

/**
 * The draft line a server's field names (a quote's `services.0.id`, the first service line; an
 * invoice's `items.2.item_id`, the third line), so a refused line is marked where it stands.
 */
export function lineOfField(field: string, lines: readonly DraftLine[]): number | undefined {
  const match = /^(products|services|transports|items)\.(\d+)\./.exec(field);
  if (!match) return undefined;
  const at = Number(match[2]);
  if (match[1] === 'items') return at < lines.length ? at : undefined;
  const type = QUOTE_LISTS[match[1]!];
  let seen = -1;
  for (const [index, line] of lines.entries())
    if (line.item_type === type && (seen += 1) === at) return index;
  return undefined;
}
