import { cardStatusBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { updateCardStatus } from '../school';

export const handler = defineHandler(
  'POST /auth/update-card-status',
  { body: cardStatusBody },
  async ({ ctx, body }) => updateCardStatus(ctx, body.sid, body.present),
);
