import { liveLessonBody } from '@shared/school/lessons';
import { defineHandler } from '../../platform/handler';
import { liveLesson } from '../lessons';

export const handler = defineHandler(
  'POST /auth/get-live-lesson',
  { body: liveLessonBody },
  ({ ctx, body }) => liveLesson(ctx, body.lesson, body.table),
);
