import { imageFolderBody } from '@shared/media/schemas';
import { defineHandler } from '../../platform/handler';
import { listImages } from '../service';

export const handler = defineHandler(
  'POST /auth/get-images-for-given-folder',
  { body: imageFolderBody },
  ({ ctx: { deps, caller }, body }) => listImages(deps, caller.emis, body.folder),
);
