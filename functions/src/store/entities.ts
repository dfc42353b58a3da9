import { storeOrderDefinition } from './entities/store-order.entity';

/**
 * The store domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const storeEntities = {
  storeOrder: storeOrderDefinition,
};
