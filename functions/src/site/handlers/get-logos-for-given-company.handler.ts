import type { ImageFolder } from '@shared/company/folders';
import { folderBody } from '@shared/site/schemas';
import { defineHandler } from '../../platform/handler';
import { siteImages } from '../service';

export const handler = defineHandler(
  'POST /get-logos-for-given-company',
  { body: folderBody },
  ({ ctx, body }) => siteImages(ctx, body.folder as ImageFolder),
);
