import { deleteTutorialBody } from '@shared/school/tutorials';
import { defineHandler } from '../../platform/handler';
import { deleteTutorial } from '../tutorials';

export const handler = defineHandler(
  'POST /auth/delete-video-tutorial',
  { body: deleteTutorialBody },
  ({ ctx, body }) => deleteTutorial(ctx, body.name),
);
