import { defineHandler } from '../../platform/handler';
import { siteDocument } from '../document';

/** The site's home page document (GET /). */
export const handler = defineHandler('GET /', {}, ({ ctx }) => siteDocument(ctx, '/'));
