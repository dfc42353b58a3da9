import { TRUST_MESSAGES } from '@shared/legal/trust';
import { AppError, errorVocabulary } from '../platform/errors';

/** The trust ledger's and the conflict check's errors (issue 13). */
export const trustError = errorVocabulary<
  | 'noMatter'
  | 'noInvoice'
  | 'noStatus'
  | 'notClosing'
  | 'otherClient'
  | 'noClient'
  | 'closedMatter'
  | 'busy'
  | 'longStatement'
>({
  // The same answer for another company's matter as for a missing one.
  noMatter: { status: 404, message: 'Matter not found' },
  noInvoice: { status: 404, message: 'No such invoice' },
  noStatus: { status: 404, message: 'No such matter status' },
  notClosing: {
    status: 400,
    message: 'Choose a status that closes the matter (its name says Completed or Closed)',
  },
  otherClient: {
    status: 409,
    message:
      "This invoice is not for this matter's client: trust money pays only its own client's invoices",
  },
  noClient: { status: 404, message: 'No such client' },
  closedMatter: {
    status: 409,
    message: 'This matter is closed: reopen it (change its status) before depositing trust money.',
  },
  busy: { status: 503, message: 'Kantoor is busy recording trust money. Try again in a moment.' },
  longStatement: {
    status: 400,
    message: 'This period holds more than 1000 trust entries: choose a shorter period',
  },
});

/** 409: more out of trust than the matter holds (the message states what it holds). */
export const insufficientFunds = (balance: number) =>
  new AppError(409, TRUST_MESSAGES.insufficient(balance), {
    fields: { amount: TRUST_MESSAGES.insufficient(balance) },
  });

/** 409: a transfer larger than what is left on its invoice. */
export const overInvoice = (invoice: number, left: number) =>
  new AppError(409, TRUST_MESSAGES.overInvoice(invoice, left), {
    fields: { amount: TRUST_MESSAGES.overInvoice(invoice, left) },
  });

/** 400: an entry dated after today or before the matter's latest entry. */
export const badEntryDate = (message: string) =>
  new AppError(400, message, { fields: { date: message } });
