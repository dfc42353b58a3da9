import { PROVIDER_MESSAGES } from '@shared/provider/schemas';
import { errorVocabulary } from '../platform/errors';

export const providerError = errorVocabulary<'providerOnly'>({
  providerOnly: { status: 403, message: PROVIDER_MESSAGES.providerOnly },
});
