import { postsQuery } from '@shared/posts/schemas';
import { defineHandler } from '../../platform/handler';
import { managementPosts } from '../service';

export const handler = defineHandler(
  'GET /auth/get-all-posts-for-management',
  { query: postsQuery },
  async ({ ctx, query }) => managementPosts(ctx, query),
);
