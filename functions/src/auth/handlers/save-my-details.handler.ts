import { saveMyDetailsBody } from '@shared/auth/schemas';
import { defineHandler } from '../../platform/handler';
import { saveMyDetails } from '../my-details';

export const handler = defineHandler(
  'POST /auth/save-my-details',
  { body: saveMyDetailsBody },
  ({ ctx, body }) => saveMyDetails(ctx, body),
);
