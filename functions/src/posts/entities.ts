import { postDefinition } from './entities/post.entity';

/**
 * The posts domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const postsEntities = {
  post: postDefinition,
};
