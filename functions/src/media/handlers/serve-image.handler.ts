import { defineHandler } from '../../platform/handler';
import { serveImage } from '../serve-image';

/** A company's public image, read from the media store at images/{folder}/{emis}/{name}. */
export const handler = defineHandler('GET /images/{folder}/{emis}/{name}', {}, ({ ctx, params }) =>
  serveImage(ctx, params),
);
