import { errorVocabulary } from '../platform/errors';

// Another company's client or note answers exactly as a missing one.
export const clientError = errorVocabulary<'noSuchClient' | 'noSuchNote' | 'busy'>({
  noSuchClient: { status: 404, message: 'No such client' },
  noSuchNote: { status: 404, message: 'No such note' },
  busy: { status: 503, message: 'Kantoor is busy. Try again in a moment.' },
});
