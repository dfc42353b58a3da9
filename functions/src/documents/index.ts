// What other domains may use of the documents: an invoice by number, and the writes of a payment
// on it inside their own transaction (a transfer from a legal matter's trust account).
export { readInvoice, invoicePaymentSteps, type InvoicePayment } from './invoice-payment';
