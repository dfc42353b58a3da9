import { matterFileBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { downloadMatterFile } from '../files';

export const handler = defineHandler(
  'POST /auth/download-matter-file',
  { body: matterFileBody },
  async ({ ctx, body }) => downloadMatterFile(ctx, body),
);
