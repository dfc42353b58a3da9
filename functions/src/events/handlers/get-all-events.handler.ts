import { getAllEventsBody } from '@shared/events/schemas';
import { defineHandler } from '../../platform/handler';
import { publicEvents } from '../service';

export const handler = defineHandler(
  'POST /get-all-events',
  { body: getAllEventsBody },
  async ({ ctx, body, event }) => publicEvents(ctx, body, event),
);
