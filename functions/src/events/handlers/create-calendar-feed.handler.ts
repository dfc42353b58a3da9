import { calendarFeedBody } from '@shared/events/schemas';
import { defineHandler } from '../../platform/handler';
import { createCalendarFeed } from '../feeds';

export const handler = defineHandler(
  'POST /auth/create-calendar-feed',
  { body: calendarFeedBody },
  async ({ ctx, body }) => createCalendarFeed(ctx, body),
);
