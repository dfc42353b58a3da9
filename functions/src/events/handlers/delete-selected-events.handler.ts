import { deleteEventsBody } from '@shared/events/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteEvents } from '../events';

export const handler = defineHandler(
  'POST /auth/delete-selected-events',
  { body: deleteEventsBody },
  async ({ ctx, body }) => deleteEvents(ctx, body),
);
