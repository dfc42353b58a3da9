import { uploadImageBody } from '@shared/media/schemas';
import { defineHandler } from '../../platform/handler';
import { uploadImage } from '../service';

export const handler = defineHandler(
  'POST /auth/upload-image',
  { body: uploadImageBody },
  ({ ctx: { deps, caller }, body }) => uploadImage(deps, caller.emis, body),
);
