import { saveEventBody } from '@shared/events/schemas';
import { defineHandler } from '../../platform/handler';
import { saveEvent } from '../events';

export const handler = defineHandler(
  'POST /auth/save-event',
  { body: saveEventBody },
  async ({ ctx, body }) => saveEvent(ctx, body),
);
