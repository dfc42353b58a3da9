import { LEGAL_MESSAGES } from '@shared/legal/schemas';
import { errorVocabulary } from '../platform/errors';

/** Legal matters' errors: another company's matter, bill, task or file answers as a missing one. */
export const legalError = errorVocabulary<
  | 'noMatter'
  | 'noClient'
  | 'noBillable'
  | 'noBill'
  | 'billInvoiced'
  | 'alreadyInvoiced'
  | 'noTask'
  | 'noFile'
  | 'noStaff'
  | 'noReference'
  | 'badUnits'
>({
  noMatter: { status: 404, message: LEGAL_MESSAGES.noMatter },
  noClient: { status: 404, message: LEGAL_MESSAGES.noClient },
  noBillable: { status: 404, message: LEGAL_MESSAGES.noBillable },
  noBill: { status: 404, message: LEGAL_MESSAGES.noBill },
  billInvoiced: { status: 409, message: LEGAL_MESSAGES.billInvoiced },
  alreadyInvoiced: { status: 409, message: LEGAL_MESSAGES.alreadyInvoiced },
  noTask: { status: 404, message: LEGAL_MESSAGES.noTask },
  noFile: { status: 404, message: LEGAL_MESSAGES.noFile },
  noStaff: { status: 404, message: LEGAL_MESSAGES.noStaff },
  noReference: {
    status: 404,
    message: 'No such court type, scale, attorney type or status: reload the form and try again',
  },
  badUnits: { status: 400, message: 'Enter a number of units above 0' },
});
