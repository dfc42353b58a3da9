import { replaceImageBody } from '@shared/media/schemas';
import { defineHandler } from '../../platform/handler';
import { replaceImage } from '../service';

export const handler = defineHandler(
  'POST /auth/replace-image',
  { body: replaceImageBody },
  ({ ctx, body }) => replaceImage(ctx, body),
);
