import { domainChangeDefinition } from './entities/domain-change.entity';

/**
 * The domains domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts. (The global `domain` items, host name -> company, are the db layer's.)
 */
export const domainsEntities = {
  domainChange: domainChangeDefinition,
};
