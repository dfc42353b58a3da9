import { deletePostBody } from '@shared/posts/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteOwnPost } from '../service';

export const handler = defineHandler(
  'POST /auth/delete-post',
  { body: deletePostBody },
  async ({ ctx, body }) => deleteOwnPost(ctx, body),
);
