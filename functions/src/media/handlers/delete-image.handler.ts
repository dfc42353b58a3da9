import { deleteImageBody } from '@shared/media/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteImage } from '../service';

export const handler = defineHandler(
  'POST /auth/delete-image',
  { body: deleteImageBody },
  ({ ctx, body }) => deleteImage(ctx, body),
);
