import { RECEIVABLES_MESSAGES } from '@shared/receivables/schemas';
import { errorVocabulary } from '../platform/errors';

export const receivablesError = errorVocabulary<
  'noTemplate' | 'ended' | 'changed' | 'startTooEarly'
>({
  noTemplate: { status: 404, message: RECEIVABLES_MESSAGES.noTemplate },
  ended: { status: 409, message: RECEIVABLES_MESSAGES.ended },
  changed: {
    status: 409,
    message: 'This recurring invoice was changed by someone else. Reload it and try again.',
  },
  startTooEarly: { status: 400, message: RECEIVABLES_MESSAGES.startTooEarly },
});
