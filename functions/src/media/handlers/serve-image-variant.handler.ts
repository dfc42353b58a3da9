import { defineHandler } from '../../platform/handler';
import { serveImage } from '../serve-image';

/** A narrower copy of a company's public image (a banner's w640), as the srcset names it. */
export const handler = defineHandler(
  'GET /images/{folder}/{emis}/{size}/{name}',
  {},
  ({ ctx, params }) => serveImage(ctx, params),
);
