import { postsIdsBody } from '@shared/posts/schemas';
import { defineHandler } from '../../platform/handler';
import { togglePosts } from '../service';

export const handler = defineHandler(
  'POST /auth/update-selected-posts-statuses',
  { body: postsIdsBody },
  async ({ ctx, body }) => togglePosts(ctx, body),
);
