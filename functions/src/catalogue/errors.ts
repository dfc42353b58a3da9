import { errorVocabulary } from '../platform/errors';

// Another company's id answers exactly as a missing one.
export const catalogueError = errorVocabulary<
  'noSuchCategory' | 'noSuchSupplier' | 'noSuchProduct' | 'badCursor' | 'notEnoughStock'
>({
  noSuchCategory: { status: 404, message: 'No such category' },
  noSuchSupplier: { status: 404, message: 'No such supplier' },
  noSuchProduct: { status: 404, message: 'No such product' },
  badCursor: { status: 400, message: 'The page cursor is not valid for this list' },
  notEnoughStock: { status: 409, message: 'Not enough stock' },
});
