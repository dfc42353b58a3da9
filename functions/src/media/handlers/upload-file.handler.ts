import { uploadFileBody } from '@shared/media/schemas';
import { defineHandler } from '../../platform/handler';
import { uploadFile } from '../service';

export const handler = defineHandler(
  'POST /auth/upload-file',
  { body: uploadFileBody },
  ({ ctx, body }) => uploadFile(ctx, body),
);
