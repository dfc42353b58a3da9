import type { ImageFolder } from '@shared/company/folders';
import { folderBody } from '@shared/site/schemas';
import { defineHandler } from '../../platform/handler';
import { folderImages } from '../service';

export const handler = defineHandler(
  'POST /get-logos-for-given-company',
  { body: folderBody },
  ({ ctx: { deps, company }, body }) =>
    folderImages(deps, company.emis, body.folder as ImageFolder),
);
