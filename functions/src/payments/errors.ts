import { PAYMENT_MESSAGES } from '@shared/messages';
import { errorVocabulary } from '../platform/errors';

export const paymentError = errorVocabulary<'notConfigured' | 'noPaymentData' | 'refused' | 'busy'>(
  {
    notConfigured: {
      status: 503,
      message: 'Online card payments are not set up for this site yet',
    },
    noPaymentData: { status: 404, message: PAYMENT_MESSAGES.noPaymentData },
    // A notification that fails a check: the same answer whichever check, nothing recorded.
    refused: { status: 400, message: 'Notification refused' },
    busy: { status: 503, message: 'Kantoor is busy recording payments. Try again in a moment.' },
  },
);
