import { defineHandler } from '../../platform/handler';
import { videoTutorials } from '../tutorials';

export const handler = defineHandler('GET /auth/bitsems-video-tutorials', {}, ({ ctx }) =>
  videoTutorials(ctx),
);
