// What other domains may use of the documents domain: a new invoice's steps for a transaction
// that writes it with their own changes (numbered by the one invoice counter, priced the one
// way), and the invoice's view.
export { newInvoiceSteps } from './service';
export { invoiceView } from './read';
export { BUSY as NUMBERING_BUSY } from './errors';
export type { Line as InvoiceLine } from './draft';
// A document's draft (the client of this company, the lines priced by its VAT settings): a
// recurring invoice's template is checked by it when it is saved.
export { draft as invoiceDraft, itemKey as lineItemKey } from './draft';
export { addDays, DUE_DAYS } from './dates';
// What other domains may use of the documents: an invoice by number, and the writes of a payment
// on it inside their own transaction (a transfer from a legal matter's trust account).
export { readInvoice, invoicePaymentSteps, type InvoicePayment } from './invoice-payment';
export { issuerOf } from './issuer';
// The finance demo seed's paid invoice, written through the routes' use cases.
export { saveInvoice } from './service';
export { markPaid } from './settle';
// The questions other domains ask of invoices (a matter's invoices, reminders of due invoices).
export {
  invoiceRemindersDue,
  invoicesBySeq,
  invoicesOfMatter,
  linkMatterInvoice,
  moveInvoiceReminder,
} from './queries';
// The finance dashboard's figures of a period (aggregates kept with the writes: figures.ts).
export {
  invoicePaymentsFigure,
  invoiceTaxFigure,
  invoiceTotalFigure,
  overdueInvoicesFigure,
} from './figures';
// A client's statement of account, a page of the period's lines at a time (statement.ts).
export { clientStatementPage, type StatementPage } from './statement';
// The figures' deltas and families, for the data migration that rebuilds them (issue 24).
export {
  CLIENT_TOTALS,
  INVOICES,
  INVOICES_DUE,
  invoiceDeltas,
  PAYMENTS as INVOICE_PAYMENTS,
  paymentDeltas as invoicePaymentDeltas,
  quoteDeltas,
} from './figures';
export { reminderKeys } from './reminder-index';
// The unpaid index's keys, for the data migration that backfills them (0020, issue 28).
export { unpaidKeys } from './unpaid-index';
// An emailed invoice's card payment, settled in the card notification's transaction (issue 28).
export { invoiceSettlement } from './card-settlement';
// A person's documents for a POPIA export and erasure (issue 29), by the client's partitions.
export { clientDocuments, eraseClientDocumentPlan } from './privacy';
