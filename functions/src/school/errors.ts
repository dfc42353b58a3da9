import { PAYMENT_MESSAGES } from '@shared/messages';
import { errorVocabulary } from '../platform/errors';

export const schoolError = errorVocabulary<
  | 'noStudent'
  | 'noPayment'
  | 'changed'
  | 'onlinePayment'
  | 'noPaymentData'
  | 'notConfirmed'
  | 'busy'
  | 'noBilling'
>({
  noStudent: { status: 404, message: PAYMENT_MESSAGES.noStudent },
  noPayment: { status: 404, message: PAYMENT_MESSAGES.noPayment },
  changed: { status: 409, message: PAYMENT_MESSAGES.paymentChanged },
  onlinePayment: {
    status: 409,
    message: 'A card payment is recorded by the card gateway and cannot be changed here',
  },
  noPaymentData: { status: 404, message: PAYMENT_MESSAGES.noPaymentData },
  notConfirmed: { status: 409, message: PAYMENT_MESSAGES.notConfirmed },
  busy: { status: 503, message: 'Kantoor is busy recording payments. Try again in a moment.' },
  noBilling: { status: 400, message: 'That billing is not on the student’s account for the year' },
});
