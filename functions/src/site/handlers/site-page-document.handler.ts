import { defineHandler } from '../../platform/handler';
import { siteDocument } from '../document';

/** Every other page of the web app (GET /login, /contact-us, /switchboard...). */
export const handler = defineHandler('GET /{page+}', {}, ({ ctx, event }) =>
  siteDocument(ctx, event.rawPath),
);
