import { defineHandler } from '../../platform/handler';
import { siteMap } from '../document';

/** The site's sitemap.xml, per host (GET /sitemap.xml). */
export const handler = defineHandler('GET /sitemap.xml', {}, ({ ctx }) => siteMap(ctx));
