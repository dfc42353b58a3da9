import { STORE_MESSAGES } from '@shared/store/schemas';
import { errorVocabulary } from '../platform/errors';

// Another company's product or order answers exactly as a missing one.
export const storeError = errorVocabulary<
  'notListed' | 'noOrder' | 'noBranch' | 'tenderedShort' | 'busy'
>({
  notListed: { status: 404, message: STORE_MESSAGES.notListed },
  noOrder: { status: 404, message: STORE_MESSAGES.noOrder },
  noBranch: { status: 400, message: STORE_MESSAGES.noBranch },
  tenderedShort: { status: 400, message: STORE_MESSAGES.tenderedShort },
  busy: { status: 503, message: 'The store is busy. Try again in a moment.' },
});
