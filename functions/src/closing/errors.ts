import { CLOSE_NAME_MISMATCH } from '@shared/closing/closing';
import { errorVocabulary } from '../platform/errors';

export const closingError = errorVocabulary<
  'nameMismatch' | 'alreadyClosing' | 'notClosing' | 'tooLate' | 'provider' | 'noExport'
>({
  nameMismatch: { status: 400, message: CLOSE_NAME_MISMATCH },
  alreadyClosing: { status: 409, message: 'This company has already asked to close' },
  notClosing: { status: 409, message: 'This company has not asked to close' },
  tooLate: {
    status: 409,
    message: 'The notice period is over: the company has closed and cannot be reopened',
  },
  provider: { status: 403, message: "Kantoor's own company cannot be closed here" },
  noExport: {
    status: 404,
    message: 'The export is not ready yet: it is emailed to the managers as soon as it is',
  },
});
