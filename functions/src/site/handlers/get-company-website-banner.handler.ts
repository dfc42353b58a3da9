import { domainBody } from '@shared/site/schemas';
import { defineHandler } from '../../platform/handler';
import { folderImages } from '../service';

/** The website_banner folder's images; the first is the banner. */
export const handler = defineHandler(
  'POST /get-company-website-banner',
  { body: domainBody },
  ({ ctx: { deps, company } }) => folderImages(deps, company.emis, 'website_banner'),
);
