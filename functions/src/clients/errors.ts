import { errorVocabulary } from '../platform/errors';

// Another company's client or note answers exactly as a missing one.
export const clientError = errorVocabulary<'noSuchClient' | 'noSuchNote'>({
  noSuchClient: { status: 404, message: 'No such client' },
  noSuchNote: { status: 404, message: 'No such note' },
});
