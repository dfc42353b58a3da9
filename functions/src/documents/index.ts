// What other domains may use of the documents domain: a new invoice's steps for a transaction
// that writes it with their own changes (numbered by the one invoice counter, priced the one
// way), and the invoice's view.
export { newInvoiceSteps } from './service';
export { invoiceView } from './read';
export { BUSY as NUMBERING_BUSY } from './errors';
export type { Line as InvoiceLine } from './draft';
// What other domains may use of the documents: an invoice by number, and the writes of a payment
// on it inside their own transaction (a transfer from a legal matter's trust account).
export { readInvoice, invoicePaymentSteps, type InvoicePayment } from './invoice-payment';
export { issuerOf } from './issuer';
