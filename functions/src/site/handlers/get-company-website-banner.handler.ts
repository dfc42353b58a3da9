import { domainBody } from '@shared/site/schemas';
import { defineHandler } from '../../platform/handler';
import { siteImages } from '../service';

/** The website_banner folder's images; the first is the banner. */
export const handler = defineHandler(
  'POST /get-company-website-banner',
  { body: domainBody },
  ({ ctx }) => siteImages(ctx, 'website_banner'),
);
