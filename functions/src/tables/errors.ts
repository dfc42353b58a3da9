import { errorVocabulary } from '../platform/errors';

export const tableError = errorVocabulary<
  | 'unknownTable'
  | 'noAccess'
  | 'unknownRow'
  | 'unknownColumn'
  | 'readOnlyColumn'
  | 'singleRow'
  | 'notAllowed'
  | 'changed'
  | 'noReference'
  | 'invalidRows'
  | 'notJoinable'
>({
  unknownTable: { status: 404, message: 'Unknown table' },
  noAccess: { status: 403, message: 'You do not have access to this table' },
  unknownRow: { status: 404, message: 'No such row' },
  unknownColumn: { status: 400, message: 'Unknown column' },
  readOnlyColumn: { status: 400, message: 'This column cannot be changed here' },
  singleRow: { status: 400, message: 'Rows cannot be added to or deleted from this table' },
  notAllowed: { status: 403, message: 'You may not do this in this table' },
  changed: {
    status: 409,
    message: 'This row was changed by someone else. Reload it and try again.',
  },
  noReference: { status: 400, message: 'The chosen item does not exist' },
  invalidRows: { status: 400, message: 'Some rows are not valid: nothing was written' },
  notJoinable: { status: 400, message: 'This table has no live sessions to join' },
});
