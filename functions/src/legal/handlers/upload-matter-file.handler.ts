import { uploadMatterFileBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { uploadMatterFile } from '../files';

export const handler = defineHandler(
  'POST /auth/upload-matter-file',
  { body: uploadMatterFileBody },
  async ({ ctx, body }) => uploadMatterFile(ctx, body),
);
