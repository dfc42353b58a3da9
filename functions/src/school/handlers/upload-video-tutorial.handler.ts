import { uploadTutorialBody } from '@shared/school/tutorials';
import { defineHandler } from '../../platform/handler';
import { uploadTutorial } from '../tutorials';

export const handler = defineHandler(
  'POST /auth/upload-video-tutorial',
  { body: uploadTutorialBody },
  ({ ctx, body }) => uploadTutorial(ctx, body.name, body.video),
);
