import { errorVocabulary } from '../platform/errors';

export const smsError = errorVocabulary<
  | 'noGroup'
  | 'groupRequired'
  | 'builtInGroup'
  | 'noCompany'
  | 'providerOnly'
  | 'receiptsProviderOnly'
  | 'belowZero'
  | 'busy'
  | 'tooManyGroups'
>({
  noGroup: { status: 404, message: 'No such SMS group' },
  groupRequired: { status: 400, message: 'Select the group the recipients belong to' },
  builtInGroup: {
    status: 400,
    message:
      'Staff, Clients and Users are filled from their own lists; add a contact to a group of your own',
  },
  noCompany: { status: 404, message: 'No such company' },
  providerOnly: {
    status: 403,
    message: 'Only the provider company may add SMS credits',
  },
  receiptsProviderOnly: {
    status: 403,
    message: "Delivery receipts come from the SMS provider: only Kantoor's super admins post them",
  },
  belowZero: { status: 400, message: 'That would take the SMS credits below zero' },
  busy: { status: 503, message: 'Kantoor is busy sending SMS. Try again in a moment.' },
  tooManyGroups: { status: 409, message: 'A company keeps at most 500 SMS groups of its own' },
});
