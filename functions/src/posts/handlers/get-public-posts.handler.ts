import { publicPostsBody } from '@shared/posts/schemas';
import { defineHandler } from '../../platform/handler';
import { publicPosts } from '../service';

export const handler = defineHandler(
  'POST /get-public-posts',
  { body: publicPostsBody },
  async ({ ctx, body }) => publicPosts(ctx, body),
);
