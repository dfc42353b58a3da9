import { uploadImageBody } from '@shared/media/schemas';
import { defineHandler } from '../../platform/handler';
import { uploadImage } from '../service';

export const handler = defineHandler(
  'POST /auth/upload-image',
  { body: uploadImageBody },
  ({ ctx, body }) => uploadImage(ctx, body),
);
