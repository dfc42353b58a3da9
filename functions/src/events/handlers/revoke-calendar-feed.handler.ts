import { calendarFeedBody } from '@shared/events/schemas';
import { defineHandler } from '../../platform/handler';
import { revokeCalendarFeed } from '../feeds';

export const handler = defineHandler(
  'POST /auth/revoke-calendar-feed',
  { body: calendarFeedBody },
  async ({ ctx, body }) => revokeCalendarFeed(ctx, body),
);
