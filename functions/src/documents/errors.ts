import { errorVocabulary } from '../platform/errors';

export const documentError = errorVocabulary<
  | 'noClient'
  | 'noItem'
  | 'noInvoice'
  | 'noQuote'
  | 'converted'
  | 'changed'
  | 'busy'
  | 'overpaid'
  | 'belowPaid'
  | 'paidClient'
  | 'invalidTotals'
  | 'noLink'
  | 'paid'
  | 'quoteNotPayable'
>({
  noClient: { status: 404, message: 'No such client' },
  // A line's product, service or transport that is not the company's (extended.md's ids rule).
  noItem: {
    status: 404,
    message: 'No such product, service or transport: reload the form and choose it again',
  },
  noInvoice: { status: 404, message: 'No such invoice' },
  noQuote: { status: 404, message: 'No such quotation' },
  converted: {
    status: 409,
    message: 'This quotation was converted to an invoice and can no longer be changed',
  },
  changed: {
    status: 409,
    message: 'This document was changed by someone else. Reload it and try again.',
  },
  busy: { status: 503, message: 'Kantoor is busy numbering documents. Try again in a moment.' },
  overpaid: { status: 400, message: 'The payment is more than what is left on the invoice' },
  belowPaid: {
    status: 400,
    message: 'The new total is less than what was already paid on this invoice',
  },
  paidClient: {
    status: 400,
    message: 'An invoice with payments on it cannot move to another client',
  },
  invalidTotals: { status: 400, message: 'The document does not add up' },
  // An emailed document's link (email-link.ts): an unknown key and another company's alike.
  noLink: { status: 404, message: 'No such document. Ask the sender for a new link.' },
  paid: { status: 409, message: 'This invoice is paid: there is nothing left to pay' },
  quoteNotPayable: { status: 409, message: 'A quotation is not paid online: ask for its invoice' },
});

/** When numbering keeps losing races past the runner's budget. */
export const BUSY = { busy: documentError('busy') };
