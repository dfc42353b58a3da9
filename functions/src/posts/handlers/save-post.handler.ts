import { savePostBody } from '@shared/posts/schemas';
import { defineHandler } from '../../platform/handler';
import { savePost } from '../service';

export const handler = defineHandler(
  'POST /auth/save-post',
  { body: savePostBody },
  async ({ ctx, body }) => savePost(ctx, body),
);
