import { POST_MESSAGES } from '@shared/posts/schemas';
import { errorVocabulary } from '../platform/errors';

/** Posts' errors: another company's post answers as a missing one. */
export const postsError = errorVocabulary<'noPost' | 'notYours' | 'changed'>({
  noPost: { status: 404, message: POST_MESSAGES.noPost },
  notYours: { status: 403, message: POST_MESSAGES.notYours },
  changed: { status: 409, message: POST_MESSAGES.changed },
});
