import { postsIdsBody } from '@shared/posts/schemas';
import { defineHandler } from '../../platform/handler';
import { deletePosts } from '../service';

export const handler = defineHandler(
  'POST /auth/bulk-delete-posts',
  { body: postsIdsBody },
  async ({ ctx, body }) => deletePosts(ctx, body),
);
