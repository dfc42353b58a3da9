import { defineHandler } from '../../platform/handler';
import { siteDocument } from '../document';

/** Every other page of the web app (GET /login, /contact-us, /switchboard...). */
export const handler = defineHandler('GET /{page+}', {}, ({ ctx, event }) =>
  // The query names a page's item (?product=, ?post=, ?event=), which its head describes.
  siteDocument(ctx, event.rawPath, new URLSearchParams(event.rawQueryString ?? '')),
);
