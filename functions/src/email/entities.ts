import { emailBatchDefinition } from './entities/email-batch.entity';

/**
 * The email domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const emailEntities = {
  emailBatch: emailBatchDefinition,
};
