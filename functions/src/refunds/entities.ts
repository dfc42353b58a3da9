import { refundOwedDefinition } from './entities/refund-owed.entity';

/**
 * The refunds domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts (refundOwedStep).
 */
export const refundsEntities = {
  refundOwed: refundOwedDefinition,
};
