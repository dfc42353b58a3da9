import { imageFolderBody } from '@shared/media/schemas';
import { defineHandler } from '../../platform/handler';
import { listImages } from '../service';

export const handler = defineHandler(
  'POST /auth/get-images-for-given-folder',
  { body: imageFolderBody },
  ({ ctx, body }) => listImages(ctx, body),
);
