import { matterFileBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteMatterFile } from '../files';

export const handler = defineHandler(
  'POST /auth/delete-matter-file',
  { body: matterFileBody },
  async ({ ctx, body }) => deleteMatterFile(ctx, body),
);
