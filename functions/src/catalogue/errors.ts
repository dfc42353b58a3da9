import { errorVocabulary } from '../platform/errors';

// Another company's id answers exactly as a missing one.
export const catalogueError = errorVocabulary<
  'noSuchCategory' | 'noSuchSupplier' | 'noSuchProduct' | 'notEnoughStock'
>({
  noSuchCategory: { status: 404, message: 'No such category' },
  noSuchSupplier: { status: 404, message: 'No such supplier' },
  noSuchProduct: { status: 404, message: 'No such product' },
  notEnoughStock: { status: 409, message: 'Not enough stock' },
});
