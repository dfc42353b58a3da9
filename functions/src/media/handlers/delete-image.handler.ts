import { deleteImageBody } from '@shared/media/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteImage } from '../service';

export const handler = defineHandler(
  'POST /auth/delete-image',
  { body: deleteImageBody },
  ({ ctx: { deps, caller }, body }) => deleteImage(deps, caller.emis, body),
);
