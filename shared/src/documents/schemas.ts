import * as z from 'zod';
import { parseMoney } from '../money/money';
import { pageCursor } from '../validation/fields';

/** Messages of the documents where the spec is silent. */
export const DOCUMENT_MESSAGES = {
  amount: 'Enter an amount like 1,234.56',
  quantity: 'Quantity must be a whole number of at least 1',
  date: 'Use a date like 2026-11-23',
  client: 'Choose a client',
  tooManyLines: 'At most 200 lines on one document',
} as const;

/** Money as a person types it ('1,250.50', 'R 99') or a number of rands: cents inside. */
export const money = z.union([z.string().max(30), z.number()]).transform((value, ctx) => {
  const cents = parseMoney(value);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.amount });
    return z.NEVER;
  }
  return cents;
});

/** The most of one item a line may have (the server refuses more). */
export const MAX_QUANTITY = 1_000_000;

const quantity = z.coerce
  .number({ error: DOCUMENT_MESSAGES.quantity })
  .int(DOCUMENT_MESSAGES.quantity)
  .min(1, DOCUMENT_MESSAGES.quantity)
  .max(MAX_QUANTITY, DOCUMENT_MESSAGES.quantity)
  .default(1);

export const isoDate = z
  .string({ error: DOCUMENT_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DOCUMENT_MESSAGES.date)
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number);
    const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
    return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
  }, DOCUMENT_MESSAGES.date);

const itemId = z.string().trim().max(64).optional();
const lineName = z.string().trim().min(1, 'Each line needs a name').max(200);
const clientId = z
  .string({ error: DOCUMENT_MESSAGES.client })
  .trim()
  .min(1, DOCUMENT_MESSAGES.client)
  .max(64);
const documentNumber = z.coerce.number().int().positive().max(9_999_999_999);

const itemType = z.enum(['product', 'service', 'transportation']);

/** POST /auth/save-invoice-data: the invoice's lines and terms; the server works out the totals. */
export const saveInvoiceBody = z.object({
  invoiceNumber: documentNumber.optional(),
  client: clientId,
  date: isoDate.optional(),
  dueDate: isoDate.optional(),
  docType: z.literal('invoice').optional(),
  items: z
    .array(
      z.object({
        item_type: itemType,
        item_id: itemId,
        name: lineName,
        unit_price: money,
        quantity,
      }),
    )
    .max(200, DOCUMENT_MESSAGES.tooManyLines),
  discount: money.default(0),
  comment: z.string().trim().max(500).optional(),
});
export type SaveInvoiceBody = z.output<typeof saveInvoiceBody>;

/**
 * POST /auth/save-quote-data, in the spec's shape: services (serviceFee), products (unitPrice)
 * and transports (transportationFee) with quantities; `tax_id` is the discount amount.
 */
export const saveQuoteBody = z
  .object({
    quote_number: documentNumber.optional(),
    selectedClient: clientId,
    quoteDate: isoDate.optional(),
    services: z
      .array(z.object({ id: itemId, name: lineName, serviceFee: money, quantity }))
      .default([]),
    products: z
      .array(z.object({ id: itemId, name: lineName, unitPrice: money, quantity }))
      .default([]),
    transports: z
      .array(z.object({ id: itemId, name: lineName, transportationFee: money, quantity }))
      .default([]),
    tax_id: money.default(0),
    description: z.string().trim().max(500).default('Quotation'),
  })
  .refine((q) => q.services.length + q.products.length + q.transports.length <= 200, {
    message: DOCUMENT_MESSAGES.tooManyLines,
  });
export type SaveQuoteBody = z.output<typeof saveQuoteBody>;

/** The most quotes and invoices the dashboard lists a call (each list). */
export const DASHBOARD_PAGE_MAX = 200;
/** What a call lists unless it asks (the screen's page, issue 24). */
export const DASHBOARD_PAGE_SIZE = 50;

/**
 * GET /auth/get-invoices-and-quotations-data?cursor=&limit=: the totals and a page of each list
 * (`limit` quotes and `limit` invoices, newest first) after `cursor` (the previous reply's).
 */
export const dashboardQuery = z.object({
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(DASHBOARD_PAGE_MAX).default(DASHBOARD_PAGE_SIZE),
});
export type DashboardQuery = z.output<typeof dashboardQuery>;

export const invoiceNumberBody = z.object({ invoiceNumber: documentNumber });
export const quoteNumberBody = z.object({ quoteNumber: documentNumber });

// One transaction holds at most 100 writes: two a document and, when each is another client's,
// up to four of that client's running figures (issue 24), plus the counter and the company's
// period figures: 15 documents at most.
const BATCH = 15;
const numbers = z
  .array(documentNumber)
  .min(1, 'You Must Select At least One(1) Item!')
  .max(BATCH, `At most ${BATCH} at a time`);

export const convertQuotesBody = z.object({ selectedQuotesForConversion: numbers });
export const deleteQuotesBody = z.object({ quoteNumbers: numbers });

export const PAYMENT_METHODS = [
  'Cash',
  'Checks',
  'Credit Cards',
  'Debit Cards',
  'EFT',
  'Mobile Payments',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The most a payment's reference holds. */
export const PAYMENT_REFERENCE_MAX = 60;
/** A payment's reference as typed: trimmed, empty is none. */
export const paymentReference = z
  .string()
  .trim()
  .max(PAYMENT_REFERENCE_MAX, `A reference is at most ${PAYMENT_REFERENCE_MAX} characters`)
  .transform((value) => value || undefined);

/**
 * POST /auth/mark-invoices-paid: a payment on each selected invoice. Without an amount an
 * invoice is paid in full (its total less what was paid); more than is owed is refused.
 */
export const markPaidBody = z.object({
  selectedInvoicesForPayment: z
    .array(
      z.union([
        documentNumber.transform((invoiceNumber) => ({ invoiceNumber, amount: undefined })),
        z.object({ invoiceNumber: documentNumber, amount: money.optional() }),
      ]),
    )
    .min(1, 'You Must Select At least One(1) Item!')
    .max(BATCH, `At most ${BATCH} at a time`),
  dateInvoicesPaid: isoDate.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).default('Cash'),
  /** The payer's reference (a bank reference, a cheque number), kept with each payment. */
  paymentReference: paymentReference.optional(),
});
export type MarkPaidBody = z.output<typeof markPaidBody>;

export const clientProfileBody = z.object({
  clientReference: z.string().trim().min(1).max(64),
  // Issue 24: a page of the client's quotes, invoices and matters; `cursor` the previous reply's.
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(DASHBOARD_PAGE_MAX).default(DASHBOARD_PAGE_SIZE),
});
export type ClientProfileBody = z.output<typeof clientProfileBody>;
